/**
 * The plane and the grids of `feed_entries` (migration 0007, docs/decisions/0010-feed-entries.md).
 * `pt` = (lng, Mercator y) in degrees: conformal, so around any point distances are the same in every
 * direction and nearest-first in the plane is nearest-first on the earth (to ~1 m at 10 km).
 */

/** The earth's radius as `earthdistance` takes it (`earth()`), in metres. */
export const EARTH_RADIUS_M = 6_378_168;
/** Metres per degree of a great circle. */
export const M_PER_DEG = (Math.PI * EARTH_RADIUS_M) / 180;
const RAD = Math.PI / 180;

const clampLat = (lat: number) => Math.max(-85, Math.min(85, lat));

/** Mercator y of a latitude, in degrees, exactly as the generated `pt` column computes it. */
export const mercatorY = (lat: number) => Math.log(Math.tan((45 + clampLat(lat) / 2) * RAD)) / RAD;

/**
 * Radius in the plane of the circle that lies within `r` metres (great-circle) of the point: a path in
 * the plane of length D covers at most D·M_PER_DEG·cos(φ) metres where φ is the smallest latitude on it,
 * so the plane's circle is shrunk by the cosine at the latitude nearest the equator it can reach.
 * At Addis Ababa and 10 km it is 2.5·10⁻⁴ (2.5 m) smaller than r.
 */
export function planeRadius(lat: number, r: number): number {
  const reach = (1.01 * r) / EARTH_RADIUS_M;
  const nearest = Math.max(0, Math.abs(clampLat(lat)) * RAD - reach);
  return r / (M_PER_DEG * Math.cos(nearest));
}

/** Metres per plane unit at the point (for the distance discount of For You). */
export const metresPerPlaneUnit = (lat: number) => M_PER_DEG * Math.cos(clampLat(lat) * RAD);

export type Grid = { column: 'cell' | 'cell_coarse'; deg: number; perRow: number };
/** 0.02° cells (about 2.2 km) and 0.1° cells (about 11 km), as the generated columns number them. */
export const FINE: Grid = { column: 'cell', deg: 0.02, perRow: 20_000 };
export const COARSE: Grid = { column: 'cell_coarse', deg: 0.1, perRow: 4_000 };

const row = (g: Grid, lat: number) => Math.floor((lat + 90) / g.deg);
const col = (g: Grid, lng: number) => Math.floor((lng + 180) / g.deg);

/**
 * The cells of `grid` that meet the circle of `r` metres around the point, or null when there are more
 * than `max`. Cells of the covering box whose nearest edge is farther than r are left out.
 */
export function cellsCovering(grid: Grid, lat: number, lng: number, r: number, max: number): number[] | null {
  const cosLat = Math.max(Math.cos(lat * RAD), 0.01);
  const dLat = (1.005 * r) / M_PER_DEG;
  const dLng = (1.005 * r) / (M_PER_DEG * cosLat);
  const r0 = row(grid, Math.max(lat - dLat, -90));
  const r1 = row(grid, Math.min(lat + dLat, 90));
  const c0 = col(grid, Math.max(lng - dLng, -180));
  const c1 = col(grid, Math.min(lng + dLng, 180));
  if ((r1 - r0 + 1) * (c1 - c0 + 1) > max * 2) return null;
  const cells: number[] = [];
  for (let i = r0; i <= r1; i++) {
    const south = i * grid.deg - 90;
    const dy = Math.max(0, south - lat, lat - (south + grid.deg)) * M_PER_DEG;
    for (let j = c0; j <= c1; j++) {
      const west = j * grid.deg - 180;
      const dx = Math.max(0, west - lng, lng - (west + grid.deg)) * M_PER_DEG * cosLat;
      if (Math.hypot(dx, dy) <= 1.01 * r + 1) cells.push(i * grid.perRow + j);
    }
  }
  return cells.length > max ? null : cells;
}
