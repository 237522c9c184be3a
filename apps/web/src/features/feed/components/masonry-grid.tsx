import { MASONRY_COLUMN_WIDTH } from '@sefer/contract/constants';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { masonryLayout } from '../lib/masonry.ts';
import styles from './masonry-grid.module.css';

const GAP = 16;
/** Height guess of a card's text block before it is measured (never painted: measured first). */
const BODY_ESTIMATE = 120;

interface MasonryGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** Height / width of the item's image box. */
  getAspect: (item: T) => number;
  renderItem: (item: T, index: number, columnWidth: number) => ReactNode;
  label: string;
  busy?: boolean;
}

/**
 * Masonry of 275 px columns. Items stay in feed order in the DOM (an ordered list), and are
 * positioned into the shortest column; each cell's height is measured before paint so nothing moves.
 */
export function MasonryGrid<T>({ items, getKey, getAspect, renderItem, label, busy }: MasonryGridProps<T>) {
  const [containerRef, width] = useElementWidth<HTMLOListElement>();
  const heights = useRef(new Map<string, number>());
  const cells = useRef(new Map<Element, string>());
  const observer = useRef<ResizeObserver | null>(null);
  const [version, setVersion] = useState(0);

  useLayoutEffect(() => {
    const ro = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const key = cells.current.get(entry.target);
        const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
        if (key && Math.abs((heights.current.get(key) ?? -1) - height) > 0.5) {
          heights.current.set(key, height);
          changed = true;
        }
      }
      if (changed) flushSync(() => setVersion((v) => v + 1));
    });
    for (const el of cells.current.keys()) ro.observe(el);
    observer.current = ro;
    return () => ro.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-reads the measured heights.
  const layout = useMemo(
    () =>
      masonryLayout({
        width,
        columnWidth: MASONRY_COLUMN_WIDTH,
        gap: GAP,
        count: items.length,
        heightOf: (i, colWidth) => {
          const item = items[i] as T;
          return heights.current.get(getKey(item)) ?? colWidth * getAspect(item) + BODY_ESTIMATE;
        },
      }),
    [items, width, version, getKey, getAspect],
  );

  // One stable ref callback per key, so re-renders do not unobserve and observe every cell again.
  const refCallbacks = useRef(new Map<string, (el: HTMLLIElement | null) => () => void>());
  const cellRef = (key: string) => {
    let callback = refCallbacks.current.get(key);
    if (!callback) {
      callback = (el: HTMLLIElement | null) => {
        if (el) {
          cells.current.set(el, key);
          observer.current?.observe(el);
        }
        return () => {
          if (el) {
            cells.current.delete(el);
            observer.current?.unobserve(el);
          }
          refCallbacks.current.delete(key);
        };
      };
      refCallbacks.current.set(key, callback);
    }
    return callback;
  };

  return (
    <ol
      ref={containerRef}
      className={styles.grid}
      style={{ height: layout.height }}
      aria-label={label}
      aria-busy={busy || undefined}
      data-columns={layout.columns}
    >
      {width > 0 &&
        items.map((item, index) => {
          const key = getKey(item);
          const pos = layout.positions[index];
          return (
            <li
              key={key}
              ref={cellRef(key)}
              className={styles.cell}
              style={{
                width: layout.columnWidth,
                transform: `translate(${pos?.x ?? 0}px, ${pos?.y ?? 0}px)`,
              }}
            >
              {renderItem(item, index, layout.columnWidth)}
            </li>
          );
        })}
    </ol>
  );
}
