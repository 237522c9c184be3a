import type { FeedItemType } from '@sefer/contract';
import type { AppearanceRow, SearchKeyRow, StatKind, StatsRepository } from './stats.repository.ts';

/** Appearances wait in memory this long at most: a crash loses at most these seconds of them. */
export const APPEARANCES_FLUSH_EVERY_S = 5;
/** Distinct entries held before a write is due anyway (memory stays bounded under any load). */
export const APPEARANCES_MAX_ENTRIES = 20_000;

const KIND: Partial<Record<FeedItemType, StatKind>> = { company: 0, product: 2 };

type Logger = { warn: (obj: object, msg: string) => void };

export type Appearances = {
  /** The cards of a search results page (with its normalised key) or a feed page: counted, written later. */
  record(
    source: 'search' | 'feed',
    day: string,
    items: readonly { type: FeedItemType; id: number }[],
    key?: string,
  ): void;
  /** Writes what is held now. */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

/**
 * Appearances of companies and products in search results and feed pages (issue 31): a page's cards are
 * counted in two maps in memory, nothing awaited on the request, and written every
 * APPEARANCES_FLUSH_EVERY_S seconds in two statements. A failed write puts its counts back for the next.
 */
export function createAppearances(
  repo: Pick<StatsRepository, 'addAppearances' | 'addSearchKeys'>,
  log: Logger,
): Appearances {
  /** `day kind id` → [search, feed]. */
  let counts = new Map<string, [number, number]>();
  /** `day key kind:id,kind:id…` (one results page's subjects) → pages alike. */
  let keys = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let latest: Promise<void> = Promise.resolve();

  function add(day: string, kind: StatKind, id: number, search: number, feed: number) {
    const k = `${day} ${kind} ${id}`;
    const held = counts.get(k);
    if (held) {
      held[0] += search;
      held[1] += feed;
    } else counts.set(k, [search, feed]);
  }

  async function write(): Promise<void> {
    if (counts.size === 0 && keys.size === 0) return;
    const [heldCounts, heldKeys] = [counts, keys];
    counts = new Map();
    keys = new Map();
    const rows: AppearanceRow[] = [...heldCounts].map(([k, [search, feed]]) => {
      const [day, kind, id] = k.split(' ');
      return { day: day as string, kind: Number(kind) as StatKind, id: Number(id), search, feed };
    });
    const keyRows: SearchKeyRow[] = [];
    let unit = 0;
    for (const [k, n] of heldKeys) {
      const [day, subjects, key] = k.split('\t') as [string, string, string];
      unit += 1;
      for (const subject of subjects.split(',')) {
        const [kind, id] = subject.split(':');
        keyRows.push({ unit, day, key, n, kind: Number(kind) as StatKind, id: Number(id) });
      }
    }
    try {
      await repo.addAppearances(rows);
    } catch (error) {
      for (const r of rows) add(r.day, r.kind, r.id, r.search, r.feed);
      for (const [k, n] of heldKeys) keys.set(k, (keys.get(k) ?? 0) + n);
      log.warn({}, `Appearances not written: ${(error as Error).message}`);
      return;
    }
    await repo.addSearchKeys(keyRows).catch((error: Error) => {
      for (const [k, n] of heldKeys) keys.set(k, (keys.get(k) ?? 0) + n);
      log.warn({}, `Search keys not written: ${error.message}`);
    });
  }

  /** One write after the other: a write sees every count recorded before it was asked for. */
  const flush = (): Promise<void> => {
    latest = latest.then(write);
    return latest;
  };

  return {
    record(source, day, items, key) {
      const subjects: string[] = [];
      for (const item of items) {
        const kind = KIND[item.type];
        if (kind === undefined) continue;
        add(day, kind, item.id, source === 'search' ? 1 : 0, source === 'feed' ? 1 : 0);
        subjects.push(`${kind}:${item.id}`);
      }
      if (key && subjects.length > 0) {
        const k = `${day}\t${subjects.join(',')}\t${key}`;
        keys.set(k, (keys.get(k) ?? 0) + 1);
      }
      if (counts.size + keys.size > APPEARANCES_MAX_ENTRIES) void flush();
    },
    flush,
    start() {
      clearInterval(timer);
      timer = setInterval(() => void flush(), APPEARANCES_FLUSH_EVERY_S * 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
