/**
 * Insights for business owners (issue 31, spec §2 `/profile/stats`, docs/owners.md "Insights"): what people did
 * with the owner's company page and products, per day in Addis Ababa time, each person once a day.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { idField } from './fields.ts';
import { safeText } from './text.ts';

/** The contact actions of a company or product page (docs/owners.md), each person once a day. */
export const STAT_CONTACT_ACTIONS = ['call', 'telegram', 'website', 'directions'] as const;
export type StatContactAction = (typeof STAT_CONTACT_ACTIONS)[number];

/** The longest period the stats call answers, in months. */
export const STATS_MAX_MONTHS = 24;
/** The default period: the last this-many days, today included. */
export const STATS_DEFAULT_DAYS = 30;
/** Raw per-person events are kept this long (the privacy notice's promise); daily totals are kept. */
export const STATS_EVENT_MONTHS = 6;
/** Search keys answered, most frequent first. */
export const STATS_TOP_KEYS = 10;

/** `POST /api/v2/stats/action`: a visitor tapped a contact action on a company (kind 0) or product (2) page. */
export const statActionBodySchema = z
  .object({
    kind: z.union([z.literal(0), z.literal(2)]),
    id: idField,
    action: z.enum(STAT_CONTACT_ACTIONS),
  })
  .strict();
export type StatActionBody = z.input<typeof statActionBodySchema>;
/** Whether the action counted (not the person's repeat of the day, not the owner's own, the subject exists). */
export const statActionResultSchema = z.object({ counted: z.boolean() });
export type StatActionResult = z.infer<typeof statActionResultSchema>;

const isoDate = safeText()
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'A date YYYY-MM-DD');

/** `YYYY-MM-DD` plus `months` calendar months (the day clamped to the month's end). */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days` days. */
export const addDaysToDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What is wrong with a period, as the field to blame: `to` before `from`, or more than STATS_MAX_MONTHS
 * months from `from` to `to` (both days included); null when it is fine.
 */
export function statsPeriodProblem(from: string, to: string): 'from' | 'to' | null {
  if (to < from) return 'to';
  if (addMonthsToDate(from, STATS_MAX_MONTHS) <= to) return 'from';
  return null;
}

/**
 * `GET /api/v2/company/stats?from=&to=&granularity=`: dates in Addis Ababa, both included; without them the
 * last STATS_DEFAULT_DAYS days. `companyId`, when sent, must be the person's company (else 403).
 */
export const statsQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    granularity: z.enum(['day', 'month']).default('day'),
    companyId: safeText()
      .regex(/^[1-9]\d{0,14}$/)
      .transform(Number)
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from === undefined || q.to === undefined) return;
    // A date that is not one has its own issue; the period is told only between two real dates.
    if (!isoDate.safeParse(q.from).success || !isoDate.safeParse(q.to).success) return;
    const field = statsPeriodProblem(q.from, q.to);
    if (field)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: field === 'to' ? 'to is before from' : `At most ${STATS_MAX_MONTHS} months`,
      });
  });
export type StatsQuery = z.input<typeof statsQuerySchema>;

/** The counts of a day, a month or a period. `viewers` and `rating` are null where they cannot be told. */
export const statsCountsSchema = z.object({
  /** Page views, each viewer once a day. */
  views: z.number().int(),
  /** Distinct viewers; null for a period reaching back before `viewersSince` (raw events are gone). */
  viewers: z.number().int().nullable(),
  searchAppearances: z.number().int(),
  feedAppearances: z.number().int(),
  likes: z.number().int(),
  unlikes: z.number().int(),
  reviews: z.number().int(),
  /** The average rating of the reviews counted, one decimal; null without any. */
  rating: z.number().nullable(),
  calls: z.number().int(),
  telegram: z.number().int(),
  website: z.number().int(),
  directions: z.number().int(),
});
export type StatsCounts = z.infer<typeof statsCountsSchema>;

/** A day (`YYYY-MM-DD`) or a month (its first day) of the series. */
export const statsPointSchema = statsCountsSchema.extend({ date: z.string() });
export type StatsPoint = z.infer<typeof statsPointSchema>;

export const statsProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAm: z.string().nullable(),
  totals: statsCountsSchema,
});
export type StatsProduct = z.infer<typeof statsProductSchema>;

export const companyStatsSchema = z.object({
  companyId: z.number().int(),
  from: z.string(),
  to: z.string(),
  granularity: z.enum(['day', 'month']),
  /** The first day whose per-person events are kept: unique viewers are told from it on. */
  viewersSince: z.string(),
  /** The company page: every day (or month) of the period, zeros included, and the totals. */
  series: z.array(statsPointSchema),
  totals: statsCountsSchema,
  /** Each current product's totals, most viewed first. */
  products: z.array(statsProductSchema),
  /** Search keys whose results listed the company or one of its products, most frequent first. */
  searchKeys: z.array(z.object({ key: z.string(), count: z.number().int() })),
});
export type CompanyStats = z.infer<typeof companyStatsSchema>;

export const statsCalls = {
  get: defineCall({
    method: 'GET',
    path: '/api/v2/company/stats',
    summary: "Insights on the owner's company and products: series, totals and top search keys",
    tag: 'company',
    auth: true,
    query: statsQuerySchema,
    response: companyStatsSchema,
  }),
  action: defineCall({
    method: 'POST',
    path: '/api/v2/stats/action',
    summary: 'A contact action (call, Telegram, website, directions) on a company or product page',
    tag: 'engage',
    auth: false,
    body: statActionBodySchema,
    response: statActionResultSchema,
  }),
} as const;
