import { describe, expect, it } from 'vitest';
import { columnCount, masonryLayout } from './masonry.ts';

describe('columnCount', () => {
  it('fits as many 275 px columns as the width allows, at least one', () => {
    expect(columnCount(390, 275, 16)).toBe(1);
    expect(columnCount(566, 275, 16)).toBe(2);
    expect(columnCount(565, 275, 16)).toBe(1);
    expect(columnCount(1200, 275, 16)).toBe(4);
    expect(columnCount(0, 275, 16)).toBe(1);
  });
});

describe('masonryLayout', () => {
  const heights = [100, 300, 100, 100, 50];
  const layout = masonryLayout({
    width: 3 * 100 + 2 * 10,
    columnWidth: 100,
    gap: 10,
    count: heights.length,
    heightOf: (i) => heights[i] ?? 0,
  });

  it('fills the first row left to right', () => {
    expect(layout.columns).toBe(3);
    expect(layout.columnWidth).toBe(100);
    expect(layout.positions.slice(0, 3)).toEqual([
      { x: 0, y: 0, column: 0 },
      { x: 110, y: 0, column: 1 },
      { x: 220, y: 0, column: 2 },
    ]);
  });

  it('puts each next item into the shortest column, leftmost on a tie', () => {
    expect(layout.positions[3]).toEqual({ x: 0, y: 110, column: 0 });
    expect(layout.positions[4]).toEqual({ x: 220, y: 110, column: 2 });
  });

  it('is as tall as the tallest column', () => {
    expect(layout.height).toBe(300);
  });

  it('stretches columns to the container width', () => {
    const wide = masonryLayout({ width: 600, columnWidth: 275, gap: 16, count: 2, heightOf: () => 10 });
    expect(wide.columns).toBe(2);
    expect(wide.columnWidth).toBe(292);
    expect(wide.positions[1]?.x).toBe(308);
  });
});
