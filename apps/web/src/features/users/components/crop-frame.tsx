import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CropView, initialCrop, maxZoom, moveBy, zoomOf, zoomTo } from '../lib/square-crop.ts';
import styles from './crop-frame.module.css';

/** The picture's size as shown (upright), once it has loaded. */
export interface PictureSize {
  width: number;
  height: number;
}

/** A step of the arrow keys: a twentieth of the square (Shift: a fifth); + and − zoom by a tenth. */
const STEP = 0.05;
const BIG_STEP = 0.2;
const ZOOM_STEP = 1.1;

/**
 * The square crop of our own: the picture behind a square frame with the round avatar marked on it. Drag it
 * (mouse, pen or finger), or focus the frame and move it with the arrow keys, zoom with + and − (Home starts
 * again); the Zoom slider does the same. `onChange` gets the square in the picture's pixels.
 */
export function CropFrame({
  src,
  size,
  view,
  onLoad,
  onChange,
}: {
  src: string;
  size: PictureSize | null;
  view: CropView | null;
  onLoad: (size: PictureSize) => void;
  onChange: (view: CropView) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const zoomId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const [framePx, setFramePx] = useState(0);
  const drag = useRef<{ x: number; y: number; from: CropView } | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setFramePx(frame.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const ready = size !== null && view !== null;
  const scale = ready && framePx > 0 ? framePx / view.side : 0;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: view };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || !size || scale === 0) return;
    // Dragging the picture right shows more of its left: the square moves the other way.
    const dx = (start.x - event.clientX) / scale;
    const dy = (start.y - event.clientY) / scale;
    onChange(moveBy(start.from, dx, dy, size.width, size.height));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    const { width, height } = size;
    const step = view.side * (event.shiftKey ? BIG_STEP : STEP);
    const zoom = zoomOf(view, width, height);
    const moves: Record<string, () => CropView> = {
      ArrowLeft: () => moveBy(view, -step, 0, width, height),
      ArrowRight: () => moveBy(view, step, 0, width, height),
      ArrowUp: () => moveBy(view, 0, -step, width, height),
      ArrowDown: () => moveBy(view, 0, step, width, height),
      '+': () => zoomTo(view, zoom * ZOOM_STEP, width, height),
      '=': () => zoomTo(view, zoom * ZOOM_STEP, width, height),
      '-': () => zoomTo(view, zoom / ZOOM_STEP, width, height),
      Home: () => initialCrop(width, height),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange(move());
  };

  return (
    <div className={styles.crop}>
      <div
        ref={frameRef}
        className={styles.frame}
        // A widget of its own keys (the hint names them): screen readers pass the arrow keys through to it.
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: an application region takes the focus to get its keys.
        tabIndex={0}
        aria-label={t('users.picture.cropArea')}
        aria-describedby={hintId}
        data-testid="crop-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        <img
          src={src}
          alt=""
          draggable={false}
          className={styles.picture}
          onLoad={(event) =>
            onLoad({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          // A picture the browser cannot show has no size: the dialog says it cannot be read.
          onError={() => onLoad({ width: 0, height: 0 })}
          style={
            ready && scale > 0
              ? {
                  width: size.width * scale,
                  height: size.height * scale,
                  transform: `translate(${-view.left * scale}px, ${-view.top * scale}px)`,
                }
              : { visibility: 'hidden' }
          }
        />
        <span className={styles.ring} aria-hidden="true" />
      </div>
      <p id={hintId} className={styles.hint}>
        {t('users.picture.cropHint')}
      </p>
      {ready && (
        <div className={styles.zoom}>
          <label htmlFor={zoomId}>{t('users.picture.zoom')}</label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={maxZoom(size.width, size.height)}
            step={0.01}
            value={zoomOf(view, size.width, size.height)}
            onChange={(event) => onChange(zoomTo(view, Number(event.target.value), size.width, size.height))}
          />
        </div>
      )}
    </div>
  );
}
