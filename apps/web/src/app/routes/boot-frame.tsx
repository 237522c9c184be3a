import { PinIcon } from '../../components/ui/icons.tsx';

/**
 * What the router shows while the first screen's loaders start (./prime-queries.ts; an instant, as they wait for
 * nothing): the same frame as index.html paints before the JavaScript has loaded (global.css styles both).
 */
export function BootFrame() {
  return (
    <div className="app-bar boot-bar" aria-hidden="true">
      <div className="app-bar-inner">
        <span className="app-mark">
          <PinIcon size={18} strokeWidth={2.5} />
        </span>
      </div>
    </div>
  );
}
