import { PinIcon } from '../../components/ui/icons.tsx';

/**
 * What the router shows while the first screen's loaders start (./prime-queries.ts; an instant, as they wait for
 * nothing): the same frame as index.html paints before the JavaScript has loaded, styled there.
 */
export function BootFrame() {
  return (
    <div className="boot-bar" aria-hidden="true">
      <div className="boot-inner">
        <span className="boot-mark">
          <PinIcon size={18} strokeWidth={2.5} />
        </span>
      </div>
    </div>
  );
}
