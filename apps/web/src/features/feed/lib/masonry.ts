export interface MasonryOptions {
  /** Width of the container in px. */
  width: number;
  /** Target column width (spec §9: 275). Columns stretch to fill the row. */
  columnWidth: number;
  gap: number;
  /** Height in px of each item at the computed column width, in feed order. */
  heightOf: (index: number, columnWidth: number) => number;
  count: number;
}

export interface MasonryLayout {
  columns: number;
  columnWidth: number;
  positions: { x: number; y: number; column: number }[];
  height: number;
}

/** How many columns of at least `columnWidth` fit (at least one). */
export function columnCount(width: number, columnWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (columnWidth + gap)));
}

/**
 * Places items in feed order, each into the currently shortest column (leftmost on a tie), so the
 * nearest item stays top-left and reading order follows the feed.
 */
export function masonryLayout({ width, columnWidth, gap, heightOf, count }: MasonryOptions): MasonryLayout {
  const columns = columnCount(width, columnWidth, gap);
  const colWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  const heights = new Array<number>(columns).fill(0);
  const positions: MasonryLayout['positions'] = [];
  for (let i = 0; i < count; i++) {
    let column = 0;
    for (let c = 1; c < columns; c++) {
      if ((heights[c] ?? 0) < (heights[column] ?? 0)) column = c;
    }
    const y = heights[column] ?? 0;
    positions.push({ x: column * (colWidth + gap), y, column });
    heights[column] = y + heightOf(i, colWidth) + gap;
  }
  const height = Math.max(0, ...heights.map((h) => (h > 0 ? h - gap : 0)));
  return { columns, columnWidth: colWidth, positions, height };
}
