import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCES_FLUSH_EVERY_S, createAppearances } from './stat-appearances.ts';
import type { AppearanceRow, SearchKeyRow } from './stats.repository.ts';

const quiet = { warn: () => {} };

function fakeRepo() {
  const written = { rows: [] as AppearanceRow[], keys: [] as SearchKeyRow[] };
  let failNext = false;
  return {
    written,
    failOnce: () => {
      failNext = true;
    },
    repo: {
      addAppearances: async (rows: readonly AppearanceRow[]) => {
        if (failNext) {
          failNext = false;
          throw new Error('database away');
        }
        written.rows.push(...rows);
      },
      addSearchKeys: async (rows: readonly SearchKeyRow[]) => {
        written.keys.push(...rows);
      },
    },
  };
}

describe('appearances in memory', () => {
  afterEach(() => vi.useRealTimers());

  it('adds up cards per day and subject, leaves places out and writes one unit per results page', async () => {
    const { repo, written } = fakeRepo();
    const appearances = createAppearances(repo, quiet);
    const page = [
      { type: 'company' as const, id: 1 },
      { type: 'product' as const, id: 7 },
      { type: 'place' as const, id: 3 },
    ];
    appearances.record('search', '2026-11-27', page, 'buna');
    appearances.record('search', '2026-11-27', page, 'buna');
    appearances.record('feed', '2026-11-27', page);
    appearances.record('feed', '2026-11-28', page.slice(0, 1));
    await appearances.flush();
    expect(written.rows).toEqual([
      { day: '2026-11-27', kind: 0, id: 1, search: 2, feed: 1 },
      { day: '2026-11-27', kind: 2, id: 7, search: 2, feed: 1 },
      { day: '2026-11-28', kind: 0, id: 1, search: 0, feed: 1 },
    ]);
    expect(written.keys).toEqual([
      { unit: 1, day: '2026-11-27', key: 'buna', n: 2, kind: 0, id: 1 },
      { unit: 1, day: '2026-11-27', key: 'buna', n: 2, kind: 2, id: 7 },
    ]);
    await appearances.flush();
    expect(written.rows).toHaveLength(3);
  });

  it('keeps the counts of a failed write for the next, and writes every few seconds and at stop', async () => {
    vi.useFakeTimers();
    const { repo, written, failOnce } = fakeRepo();
    const appearances = createAppearances(repo, quiet);
    appearances.start();
    appearances.record('feed', '2026-11-27', [{ type: 'company', id: 1 }]);
    failOnce();
    await vi.advanceTimersByTimeAsync(APPEARANCES_FLUSH_EVERY_S * 1000);
    expect(written.rows).toEqual([]);
    appearances.record('feed', '2026-11-27', [{ type: 'company', id: 1 }]);
    await vi.advanceTimersByTimeAsync(APPEARANCES_FLUSH_EVERY_S * 1000);
    expect(written.rows).toEqual([{ day: '2026-11-27', kind: 0, id: 1, search: 0, feed: 2 }]);
    appearances.record('feed', '2026-11-27', [{ type: 'product', id: 2 }]);
    await appearances.stop();
    expect(written.rows).toHaveLength(2);
  });
});
