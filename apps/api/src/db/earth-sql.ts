import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Great-circle distances in SQL, computed exactly as `earthdistance` computes them, without calling its
 * SQL-language functions (docs/decisions/0018-earth-distance-inline.md).
 *
 * `ll_to_earth` and `sec_to_gc` (what `earth_distance` expands to) are `LANGUAGE SQL` functions declared `STRICT`
 * whose bodies PostgreSQL cannot prove strict (a cast to the domain `earth`; a `CASE`), so it does not inline them
 * (`EXPLAIN VERBOSE` shows the calls): every call starts and stops a small executor, and each execution of a
 * prepared statement parses and plans their bodies again. That was a quarter of For You's PostgreSQL CPU for the
 * 11 distances of a page. These expressions do the same arithmetic in the same order with built-in functions and
 * the `cube` extension's C functions, so every value is bit for bit the one `earth_distance(…)` gives
 * (`earth-sql.test.ts` compares them on both databases). They skip the `earth` domain's check that the point lies
 * on the sphere, which points made from a latitude and longitude always do.
 */

/** `earth()`: the earth's radius in metres, as `earthdistance` defines it. */
const RADIUS = sql.raw('6378168::float8');
/** `2 * earth()`. */
const DIAMETER = sql.raw('12756336::float8');

/** The `earth` point of a latitude and longitude in degrees: `ll_to_earth(lat, lng)` as a `cube`. */
export function earthPoint(lat: SQLWrapper, lng: SQLWrapper): SQL {
  return sql`cube(cube(cube(${RADIUS} * cos(radians(${lat})) * cos(radians(${lng}))),
    ${RADIUS} * cos(radians(${lat})) * sin(radians(${lng}))), ${RADIUS} * sin(radians(${lat})))`;
}

/**
 * `earth_distance(a, b)` of two `earth` points (or cubes from `earthPoint`), in metres. `sec_to_gc` gives
 * `pi() * earth()` for a chord longer than the diameter, which `least` turns into the same value
 * (`2 * earth() * asin(1)`); a chord is never negative.
 */
export function earthDistance(a: SQLWrapper, b: SQLWrapper): SQL<number> {
  return sql<number>`(${DIAMETER} * asin(least(cube_distance(${a}, ${b}) / ${DIAMETER}, 1::float8)))`;
}

/** `earth_distance(ll_to_earth(lat1, lng1), ll_to_earth(lat2, lng2))`, in metres. */
export const distanceBetween = (lat1: SQLWrapper, lng1: SQLWrapper, lat2: SQLWrapper, lng2: SQLWrapper) =>
  earthDistance(earthPoint(lat1, lng1), earthPoint(lat2, lng2));
