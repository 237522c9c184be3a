import { describe, expect, it } from 'vitest';
import { COARSE, cellsCovering, FINE, M_PER_DEG, mercatorY, planeRadius } from './geometry.ts';

const cellOf = (g: typeof FINE, lat: number, lng: number) =>
  Math.floor((lat + 90) / g.deg) * g.perRow + Math.floor((lng + 180) / g.deg);

/** Great-circle distance in metres on the sphere `earthdistance` uses. */
function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * ((M_PER_DEG * 180) / Math.PI) * Math.asin(Math.sqrt(h));
}

const plane = (p: { lat: number; lng: number }) => ({ x: p.lng, y: mercatorY(p.lat) });

describe('cellsCovering', () => {
  it('covers every point within the radius, on both grids', () => {
    for (const grid of [FINE, COARSE]) {
      for (const [lat, lng, r] of [
        [9.021343, 38.7487854, 10_000],
        [8.9955, 38.7895, 3000],
        [13.49, 39.47, 500],
        [-33.9, 18.4, 8000],
      ] as const) {
        const cells = new Set(cellsCovering(grid, lat, lng, r, 10_000));
        for (let i = 0; i < 2000; i++) {
          const angle = (i * 2.399963) % (2 * Math.PI);
          const d = r * Math.sqrt((i % 97) / 96);
          const pLat = lat + (d * Math.cos(angle)) / M_PER_DEG;
          const pLng = lng + (d * Math.sin(angle)) / (M_PER_DEG * Math.cos((lat * Math.PI) / 180));
          expect(cells.has(cellOf(grid, pLat, pLng)), `${pLat},${pLng}`).toBe(true);
        }
      }
    }
  });

  it('leaves out the corners of the box that the circle does not reach', () => {
    const box = cellsCovering(FINE, 9.021343, 38.7487854, 10_000, 10_000) ?? [];
    expect(box.length).toBeGreaterThan(80);
    expect(box.length).toBeLessThan(121);
  });

  it('gives up past the maximum so wide radii take a coarser plan', () => {
    expect(cellsCovering(FINE, 9.02, 38.75, 10_000, 25)).toBeNull();
    expect(cellsCovering(COARSE, 9.02, 38.75, 10_000, 25)?.length).toBeLessThanOrEqual(9);
    expect(cellsCovering(COARSE, 9.02, 38.75, 1_000_000, 400)).toBeNull();
  });
});

describe('the Mercator plane', () => {
  it('orders by distance the same way in every direction', () => {
    const here = { lat: 9.021343, lng: 38.7487854 };
    const h = plane(here);
    for (let i = 0; i < 360; i += 15) {
      const a = (i * Math.PI) / 180;
      const to = {
        lat: here.lat + (1000 * Math.cos(a)) / M_PER_DEG,
        lng: here.lng + (1000 * Math.sin(a)) / (M_PER_DEG * Math.cos((here.lat * Math.PI) / 180)),
      };
      const p = plane(to);
      const metres = Math.hypot(p.x - h.x, p.y - h.y) * M_PER_DEG * Math.cos((here.lat * Math.PI) / 180);
      expect(Math.abs(metres - haversine(here, to))).toBeLessThan(0.5);
    }
  });

  it('keeps the plane circle within the great-circle radius', () => {
    for (const [lat, r] of [
      [9.02, 10_000],
      [14.5, 50_000],
      [-30, 100_000],
    ] as const) {
      const here = { lat, lng: 38.75 };
      const h = plane(here);
      const rp = planeRadius(lat, r);
      for (let i = 0; i < 360; i += 5) {
        const a = (i * Math.PI) / 180;
        const y = h.y + rp * Math.cos(a);
        const edge = {
          lat: (2 * Math.atan(Math.exp((y * Math.PI) / 180)) * 180) / Math.PI - 90,
          lng: h.x + rp * Math.sin(a),
        };
        const d = haversine(here, edge);
        expect(d).toBeLessThanOrEqual(r);
        expect(d).toBeGreaterThan(r * (lat === 9.02 ? 0.999 : 0.985));
      }
    }
  });
});
