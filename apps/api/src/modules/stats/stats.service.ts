import {
  addDaysToDate,
  addMonthsToDate,
  type CompanyStats,
  STATS_DEFAULT_DAYS,
  STATS_TOP_KEYS,
  type StatsCounts,
  statsPeriodProblem,
} from '@sefer/contract';
import { badRequest, forbidden, HttpError, notFound } from '../../errors.ts';
import { addisDay } from '../views/view-address.ts';
import type { CountRow, Period, StatsRepository, ViewerRow } from './stats.repository.ts';
import { keptSince } from './stats-purge.ts';

type Granularity = 'day' | 'month';
export type StatsAsk = {
  from?: string | undefined;
  to?: string | undefined;
  granularity: Granularity;
  companyId?: number | undefined;
};

const noCompany = () =>
  new HttpError(404, 'not_found', 'You have no company yet: register your business first', {
    reason: 'no_company',
  });

const ZERO: CountRow = {
  views: 0,
  month_viewers: 0,
  search_appearances: 0,
  feed_appearances: 0,
  likes: 0,
  unlikes: 0,
  reviews: 0,
  rating_sum: 0,
  calls: 0,
  telegram: 0,
  website: 0,
  directions: 0,
};

export const presentCounts = (row: CountRow, viewers: number | null): StatsCounts => ({
  views: row.views,
  viewers,
  searchAppearances: row.search_appearances,
  feedAppearances: row.feed_appearances,
  likes: row.likes,
  unlikes: row.unlikes,
  reviews: row.reviews,
  rating: row.reviews > 0 ? Math.round((10 * row.rating_sum) / row.reviews) / 10 : null,
  calls: row.calls,
  telegram: row.telegram,
  website: row.website,
  directions: row.directions,
});

const sum = (rows: readonly CountRow[]): CountRow => {
  const total = { ...ZERO };
  for (const row of rows) for (const k of Object.keys(ZERO) as (keyof CountRow)[]) total[k] += row[k];
  return total;
};

/** Every bucket of the period: its days, or the first days of its months. */
function bucketsOf({ from, to }: Period, granularity: Granularity): string[] {
  const out: string[] = [];
  if (granularity === 'day') for (let d = from; d <= to; d = addDaysToDate(d, 1)) out.push(d);
  else for (let m = `${from.slice(0, 7)}-01`; m <= to; m = addMonthsToDate(m, 1)) out.push(m);
  return out;
}

/** The period asked for, the last STATS_DEFAULT_DAYS days by default; a reversed or too long one is a 400. */
export function periodOf(ask: Pick<StatsAsk, 'from' | 'to'>, today: string): Period {
  const to = ask.to ?? today;
  const from = ask.from ?? addDaysToDate(to, 1 - STATS_DEFAULT_DAYS);
  const field = statsPeriodProblem(from, to);
  if (field)
    throw badRequest(
      field === 'to' ? 'The period ends before it begins' : 'The period is longer than 24 months',
      {
        fields: { [field]: `invalid_${field}` },
      },
    );
  return { from, to };
}

/** The owner's insights (issue 31): the company page per day or month, each product's totals, top search keys. */
export function createStatsService(repo: StatsRepository, now: () => Date) {
  async function companyFor(userId: number, companyId: number | undefined): Promise<number> {
    if (companyId !== undefined) {
      const company = await repo.ownerOf(companyId);
      if (!company) throw notFound('No such company');
      if (Number(company.owner_id) !== userId) throw forbidden('This is not your company');
      return companyId;
    }
    const own = await repo.companyOf(userId);
    if (!own) throw noCompany();
    return Number(own.id);
  }

  return {
    async get(userId: number, ask: StatsAsk): Promise<CompanyStats> {
      const companyId = await companyFor(userId, ask.companyId);
      const at = now();
      const period = periodOf(ask, addisDay(at));
      const since = keptSince(at);
      const { granularity } = ask;
      // Unique viewers come from the kept events (a period from `since` on) or, for whole months, from the
      // daily first-of-the-month counts, which stay.
      const told = since <= period.from;
      const firstMonthEnd = addDaysToDate(addMonthsToDate(`${period.from.slice(0, 7)}-01`, 1), -1);
      const partialFirst = granularity === 'month' && !period.from.endsWith('-01') && told;
      const none = Promise.resolve([] as ViewerRow[]);
      const [buckets, products, viewers, firstViewers, searchKeys] = await Promise.all([
        repo.companyBuckets(companyId, period, granularity),
        repo.productTotals(companyId, period),
        told ? repo.viewers(companyId, period) : none,
        partialFirst
          ? repo.viewers(companyId, {
              from: period.from,
              to: firstMonthEnd < period.to ? firstMonthEnd : period.to,
            })
          : none,
        repo.topSearchKeys(companyId, period, STATS_TOP_KEYS),
      ]);
      const byBucket = new Map(buckets.map((row) => [row.bucket, row]));
      const companyOf = (rows: ViewerRow[]) => rows.find((v) => v.id === null)?.viewers ?? 0;
      const productViewers = new Map(
        viewers.filter((v) => v.id !== null).map((v) => [Number(v.id), v.viewers]),
      );
      const bucketViewers = (date: string, row: CountRow): number | null => {
        if (granularity === 'day') return row.views;
        if (date >= period.from) return row.month_viewers;
        return partialFirst ? companyOf(firstViewers) : null;
      };
      return {
        companyId,
        from: period.from,
        to: period.to,
        granularity,
        viewersSince: since,
        series: bucketsOf(period, granularity).map((date) => {
          const row = byBucket.get(date) ?? ZERO;
          return { date, ...presentCounts(row, bucketViewers(date, row)) };
        }),
        totals: presentCounts(sum(buckets), told ? companyOf(viewers) : null),
        products: products.map((row) => ({
          id: Number(row.id),
          name: row.name,
          nameAm: row.name_am,
          totals: presentCounts(row, told ? (productViewers.get(Number(row.id)) ?? 0) : null),
        })),
        searchKeys,
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
