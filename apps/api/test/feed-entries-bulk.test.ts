import { DEFAULT_PLACE, type EntityKind, type OpeningHours, WEEKDAYS } from '@sefer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { insertWithCardsAfter } from '../src/modules/feed/feed-entries.repository.ts';
import { makeCompany, makePlace, makeProduct, offset } from './factories.ts';
import { freshDatabase, targets } from './helper.ts';

/** The cards of a kind as JSON text (`point` has no equality), in id order. */
const cards = async (db: Pick<Database, 'query'>, kind: EntityKind) =>
  (
    await db.query<{ card: string }>(
      'SELECT to_jsonb(fe)::text AS card FROM feed_entries fe WHERE kind = $1 ORDER BY id',
      [kind],
    )
  ).map((r) => r.card);

/** Mondays to Fridays 08:00–17:00. */
const weekdays = Object.fromEntries(
  WEEKDAYS.map((d) => [d, d === 'sat' || d === 'sun' ? [] : [{ open: '08:00', close: '17:00' }]]),
) as OpeningHours;

describe.each(targets)('feed cards written in bulk on %s', (target) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase(target));
    for (let i = 0; i < 3; i++) {
      const at = offset(DEFAULT_PLACE, i * 300, 0);
      const companyId = await makeCompany(db, {
        ...at,
        nameAm: i === 0 ? 'ቡና ቤት' : null,
        verified: i === 1,
        hours: i === 2 ? weekdays : null,
      });
      await makeProduct(db, { companyId, price: i === 0 ? null : 50 * i });
      await makeProduct(db, { companyId });
      await makePlace(db, { ...at, nameEn: i === 1 ? 'Bank' : undefined, source: i === 2 ? 'osm' : 'demo' });
    }
  });
  afterAll(() => drop());

  it.each([0, 2, 3] as const)('writes the same cards for kind %i as the row trigger does', async (kind) => {
    const byTrigger = await cards(db, kind);
    expect(byTrigger.length).toBeGreaterThanOrEqual(3);
    const bulk = await db
      .transaction(async (tx) => {
        await tx.query('DELETE FROM feed_entries WHERE kind = $1', [kind]);
        // An insert of nothing: the rows are there, so `null` asks for every row's card.
        await insertWithCardsAfter(tx, kind, async () => ({ ids: null, result: undefined }));
        const written = await cards(tx, kind);
        throw Object.assign(new Error('roll back'), { written });
      })
      .catch((error: { written?: string[] }) => error.written);
    expect(bulk).toEqual(byTrigger);
  });

  it('writes no card while the rows go in, writes them after, and leaves the row trigger on', async () => {
    const company = await makeCompany(db, DEFAULT_PLACE);
    const inserted = await db.transaction((tx) =>
      insertWithCardsAfter(tx, 2, async () => {
        const ids = [
          await makeProduct(tx, { companyId: company }),
          await makeProduct(tx, { companyId: company }),
        ];
        const [during] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM feed_entries WHERE kind = 2 AND id = ANY($1::bigint[])',
          [ids],
        );
        return { ids, result: during?.n };
      }),
    );
    expect(inserted.result).toBe(0);
    const [after] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feed_entries WHERE kind = 2 AND id = ANY($1::bigint[])',
      [inserted.ids],
    );
    expect(after?.n).toBe(2);
    const later = await makeProduct(db, { companyId: company });
    expect(await db.query('SELECT 1 FROM feed_entries WHERE kind = 2 AND id = $1', [later])).toHaveLength(1);
  });
});
