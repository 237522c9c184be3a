import { createHash } from 'node:crypto';

/**
 * Every search word's postings lie in a tile of their own (migration 0016, docs/decisions/0019-search-word-tiles.md):
 * `search_words.spt` is the posting's point shifted by TILE_X × a in x and TILE_Y × b in y, where a and b are the
 * two 12-bit halves of the first 24 bits of the word's MD5. Points span 360 units in x (longitude × cos latitude)
 * and 180 in y (latitude), so tiles never overlap: a word's nearest postings are the points nearest to the query
 * point shifted into its tile, searched within the tile's box. Two words may share a tile (16.7 million tiles);
 * the search checks the word as well.
 */
export const TILE_X = 400;
export const TILE_Y = 200;
const HALF_BITS = 12;
const HALF_MASK = 2 ** HALF_BITS - 1;

/** The word's tile number (SQL): the first 24 bits of its MD5 as an integer. */
export const tileNumberSql = (word: string) => `(('x' || left(md5(${word}), 6))::bit(24)::int)`;

/** The shift in x and y of the tile numbered `n` (SQL text of a `tileNumberSql` value). */
export const shiftOfTileSql = (n: string) => ({
  dx: `${TILE_X}::float8 * (${n} >> ${HALF_BITS})`,
  dy: `${TILE_Y}::float8 * (${n} & ${HALF_MASK})`,
});

/** The shift of a word's tile in x and y, as SQL expressions of the word (SQL text). */
export const tileShiftSql = (word: string) => shiftOfTileSql(tileNumberSql(word));

/** `search_words.spt` (SQL): the point `pt` shifted into the tile of `word`, as migration 0016 stores it. */
export function tiledPointSql(pt: string, word: string): string {
  const { dx, dy } = tileShiftSql(word);
  return `point(${pt}[0] + ${dx}, ${pt}[1] + ${dy})`;
}

/** The same shift worked out here (tests check the two agree). */
export function tileShift(word: string): { dx: number; dy: number } {
  const n = Number.parseInt(createHash('md5').update(word, 'utf8').digest('hex').slice(0, 6), 16);
  return { dx: TILE_X * (n >> HALF_BITS), dy: TILE_Y * (n & HALF_MASK) };
}
