/**
 * Opening hours (DESIGN §2 "Opening hours", decision 22): per weekday, closed (an empty list) or one or two open
 * intervals, in Addis Ababa local time (UTC+3 all year, no daylight saving time). A company without hours has
 * `hours: null`, never an object. The schemas are here; the arithmetic (the clock and "Open now" in hours-clock.ts,
 * the week's minutes, `openStatus` and the two clocks' parts in hours-week.ts) is re-exported, so
 * `@sefer/contract/hours` has everything.
 */
import { z } from 'zod';
import {
  type HoursInterval,
  intervalMinutes,
  MAX_DAY_INTERVALS,
  type OpeningHours,
  WEEKDAYS,
} from './hours-clock.ts';
import { safeText } from './text.ts';

export * from './hours-clock.ts';
export * from './hours-week.ts';

/** A clock time `HH:MM`, 00:00–23:59. */
export const clockSchema = safeText().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const hoursIntervalSchema = z.object({ open: clockSchema, close: clockSchema }).strict();

const dayIntervals = z.array(hoursIntervalSchema).max(MAX_DAY_INTERVALS);

/** A week of opening hours; a day's two intervals may not overlap (the error is on that day). */
export const openingHoursSchema = z
  .object({
    mon: dayIntervals,
    tue: dayIntervals,
    wed: dayIntervals,
    thu: dayIntervals,
    fri: dayIntervals,
    sat: dayIntervals,
    sun: dayIntervals,
  })
  .strict()
  .superRefine((hours, ctx) => {
    for (const day of WEEKDAYS) {
      const [a, b] = hours[day].map(intervalMinutes);
      if (a && b && a[0] < b[1] && b[0] < a[1]) {
        ctx.addIssue({ code: 'custom', path: [day], message: 'The intervals of a day overlap' });
      }
    }
  });

// The types of hours-clock.ts are the schemas' own: either changing alone fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: [
  Same<HoursInterval, z.infer<typeof hoursIntervalSchema>>,
  Same<OpeningHours, z.infer<typeof openingHoursSchema>>,
] = [true, true];
void sameTypes;

/**
 * The `open` query parameter of the feeds and search ("Open now"): `true` or `1` keeps only companies and products
 * whose company is open at the request's time (Addis clock); places, which have no hours, are left out.
 */
export const openNowParam = z
  .enum(['true', '1', 'false', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
