/**
 * Demo engagement: views by a pool of anonymous browsers over the last month, a few items "hot" in the
 * last days, so Trending (recent views, decayed) differs from Popular (all-time likes) and "also
 * visited" has co-viewing to find.
 */
import type { Queryable } from '../db/client.ts';
import { KIND_TABLE } from '../db/kind-tables.ts';
import { countViews, type DemoView, idsOfKind, insertViews } from './demo.repository.ts';
import { pick, type Random } from './random.ts';

const DAY_MS = 86_400_000;
const DEVICES = 400;
/** Share of items with a burst of views in the last three days. */
const HOT_SHARE = 0.08;
/** Share of items nobody has opened yet. */
const UNSEEN_SHARE = 0.3;

export async function seedEngagement(tx: Queryable, random: Random, now: number): Promise<number> {
  const views: DemoView[] = [];
  const devices = Array.from({ length: DEVICES }, (_, i) => `demo-device-${String(i + 1).padStart(4, '0')}`);
  for (const kind of Object.keys(KIND_TABLE)) {
    for (const id of await idsOfKind(tx, Number(kind) as keyof typeof KIND_TABLE)) {
      const roll = random();
      if (roll < UNSEEN_SHARE) continue;
      const hot = roll > 1 - HOT_SHARE;
      const count = hot ? 12 + Math.floor(random() * 30) : 1 + Math.floor(random() * 6);
      const spanDays = hot ? 3 : 30;
      const viewers = new Set<string>();
      while (viewers.size < count) viewers.add(pick(random, devices));
      for (const device of viewers) {
        const at = new Date(now - Math.floor(random() * spanDays * DAY_MS)).toISOString();
        views.push({ kind: Number(kind), id, device, at });
      }
    }
  }
  await insertViews(tx, views);
  await countViews(tx);
  return views.length;
}
