import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TILE_X, TILE_Y, tiledPointSql, tileShift } from './word-tile.ts';

describe('word tiles', () => {
  it('keep every point of a tile in its box and out of every other tile', () => {
    // Points span x = longitude × cos latitude in [-180, 180] and y = latitude in [-90, 90]; the search looks in
    // a box of TILE_X × TILE_Y around the shift.
    expect(TILE_X / 2).toBeGreaterThan(180);
    expect(TILE_Y / 2).toBeGreaterThan(90);
  });

  it('shift a word by the first 24 bits of its MD5, 12 bits to an axis', () => {
    // md5('ababa') = 88cbc990…: 0x88c = 2188 tiles across, 0xbc9 = 3017 up.
    expect(tileShift('ababa')).toEqual({ dx: 400 * 2188, dy: 200 * 3017 });
    const words = ['bole', 'ቦሌ', '#restaurant', 'kofe', 'kafe'];
    const tiles = new Set(words.map((w) => JSON.stringify(tileShift(w))));
    expect(tiles.size).toBe(words.length);
    for (const w of words) {
      const { dx, dy } = tileShift(w);
      expect(dx % TILE_X).toBe(0);
      expect(dy % TILE_Y).toBe(0);
      expect(dx / TILE_X).toBeLessThan(4096);
      expect(dy / TILE_Y).toBeLessThan(4096);
    }
  });

  it('are the tiles migration 0016 stores (the query shifts the point the same way)', () => {
    const migration = fs.readFileSync(
      new URL('../../migrations/0016_search_word_tiles.sql', import.meta.url),
      'utf8',
    );
    const bare = (sql: string) => sql.replace(/\s+/g, '');
    expect(bare(migration)).toContain(
      bare(`"spt" point GENERATED ALWAYS AS (${tiledPointSql('"pt"', '"word"')}) STORED`),
    );
  });
});
