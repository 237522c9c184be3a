/**
 * Demo engagement: views by a pool of anonymous browsers over the last month, a few items "hot" in the
 * last days, so Trending (recent views, decayed) differs from Popular (all-time likes) and "also
 * visited" has co-viewing to find.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { KIND_TABLE } from '../db/kind-tables.ts';
import { views as viewsTable } from '../db/schema.ts';
import { run } from '../db/typed-sql.ts';
import { pick, type Random } from './random.ts';

const DAY_MS = 86_400_000;
const DEVICES = 400;
/** Share of items with a burst of views in the last three days. */
const HOT_SHARE = 0.08;
/** Share of items nobody has opened yet. */
const UNSEEN_SHARE = 0.3;

type View = { kind: number; id: number; device: string; at: string };

export async function seedEngagement(tx: Queryable, random: Random, now: number): Promise<number> {
  const views: View[] = [];
  const devices = Array.from({ length: DEVICES }, (_, i) => `demo-device-${String(i + 1).padStart(4, '0')}`);
  for (const [kind, table] of Object.entries(KIND_TABLE)) {
    const rows = await run<{ id: number }>(
      tx,
      sql`SELECT ${table.id} AS id FROM ${table} ORDER BY ${table.id}`,
    );
    for (const { id } of rows) {
      const roll = random();
      if (roll < UNSEEN_SHARE) continue;
      const hot = roll > 1 - HOT_SHARE;
      const count = hot ? 12 + Math.floor(random() * 30) : 1 + Math.floor(random() * 6);
      const spanDays = hot ? 3 : 30;
      const viewers = new Set<string>();
      while (viewers.size < count) viewers.add(pick(random, devices));
      for (const device of viewers) {
        const at = new Date(now - Math.floor(random() * spanDays * DAY_MS)).toISOString();
        views.push({ kind: Number(kind), id: Number(id), device, at });
      }
    }
  }
  // Times travel as text: postgres.js cannot serialise a timestamptz[] parameter.
  const column = <T>(pick: (v: View) => T) => sql.param(views.map(pick));
  await run(
    tx,
    sql`INSERT INTO ${viewsTable} (kind, entity_id, device_id, created_at)
     SELECT kind, entity_id, device_id, at::timestamptz
       FROM unnest(${column((v) => v.kind)}::smallint[], ${column((v) => v.id)}::bigint[],
         ${column((v) => v.device)}::text[], ${column((v) => v.at)}::text[]) AS v(kind, entity_id, device_id, at)`,
  );
  // The trend of every view at once: ln Σ e^x with x as in sefer_bump_trend (weight 1), computed as
  // m + ln Σ e^(x − m) so nothing overflows; the same value the views would have bumped one by one.
  for (const [kind, table] of Object.entries(KIND_TABLE)) {
    await run(
      tx,
      sql`UPDATE ${table} SET views = s.n, trend = s.trend
         FROM (SELECT entity_id, count(*)::int AS n, m + ln(sum(exp(greatest(x - m, -700)))) AS trend
                 FROM (SELECT entity_id, x, max(x) OVER (PARTITION BY entity_id) AS m
                         FROM (SELECT entity_id, (extract(epoch FROM created_at)::float8 - 1767225600) / 259200.0 AS x
                                 FROM ${viewsTable} WHERE kind = ${Number(kind)}) a) b
                GROUP BY entity_id, m) s
        WHERE ${table.id} = s.entity_id`,
    );
  }
  return views.length;
}
