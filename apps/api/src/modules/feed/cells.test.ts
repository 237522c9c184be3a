import { describe, expect, it } from 'vitest';
import { cellsCovering, MAX_CELLS } from './feed.repository.ts';

const cellOf = (lat: number, lng: number) =>
  Math.floor((lat + 90) / 0.02) * 20000 + Math.floor((lng + 180) / 0.02);

describe('cellsCovering', () => {
  it('covers every point within the radius', () => {
    for (const [lat, lng, r] of [
      [9.021343, 38.7487854, 10_000],
      [8.9955, 38.7895, 3000],
      [13.49, 39.47, 500],
      [-33.9, 18.4, 8000],
    ] as const) {
      const cells = new Set(cellsCovering(lat, lng, r));
      for (let i = 0; i < 2000; i++) {
        const angle = (i * 2.399963) % (2 * Math.PI);
        const d = r * Math.sqrt((i % 97) / 96);
        const pLat = lat + (d * Math.cos(angle)) / 111_320;
        const pLng = lng + (d * Math.sin(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180));
        expect(cells.has(cellOf(pLat, pLng)), `${pLat},${pLng}`).toBe(true);
      }
    }
  });

  it('gives up past MAX_CELLS so wide radii use the radius-first form', () => {
    expect(cellsCovering(9.02, 38.75, 10_000)?.length).toBeLessThanOrEqual(MAX_CELLS);
    expect(cellsCovering(9.02, 38.75, 1_000_000)).toBeNull();
  });
});
