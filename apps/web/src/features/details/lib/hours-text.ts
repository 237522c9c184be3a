import {
  addisClock,
  clockMinute,
  type HoursInterval,
  type OpeningHours,
  type WeekClock,
} from '@sefer/contract/hours-clock';
import { clockParts, daysUntil, openStatus } from '@sefer/contract/hours-week';
import type { TFunction } from 'i18next';

/**
 * Opening hours as words (decision 22): English in the 12-hour clock (`8:00 AM – 6:00 PM`), Amharic in the
 * Ethiopian clock with the part of the day (`ከጠዋቱ 2:00 – ከምሽቱ 12:00`). The contract gives the numbers
 * (`clockParts`, `openStatus`); the words come from the catalogues (`details.hours`).
 */
export type Clock = 'en' | 'ethiopian';

/** The clock a language reads: Amharic the Ethiopian one. */
export const clockOf = (language: string | undefined): Clock => (language === 'am' ? 'ethiopian' : 'en');

/** A minute of the day on the language's clock: `8:00 AM`, `ከጠዋቱ 2:00`. */
export function clockText(t: TFunction, minute: number, clock: Clock): string {
  const { hour, minute: m, period } = clockParts(minute, clock);
  return t(`details.hours.clock.${period}`, { time: `${hour}:${String(m).padStart(2, '0')}` });
}

/** One interval: `8:00 AM – 6:00 PM`; open equal to close is the whole day. */
export function intervalText(t: TFunction, interval: HoursInterval, clock: Clock): string {
  const open = clockMinute(interval.open);
  const close = clockMinute(interval.close);
  if (open === close) return t('details.hours.allDay');
  return t('details.hours.range', { open: clockText(t, open, clock), close: clockText(t, close, clock) });
}

const at = (t: TFunction, when: WeekClock, clock: Clock) => ({
  time: clockText(t, when.minute, clock),
  day: t(`details.hours.days.${when.day}`),
});

/**
 * Whether it is open now and when that changes: "Open now · Closes at 6:00 PM", "Closed · Opens at 8:00 AM",
 * "Closed · Opens tomorrow at …", "Closed · Opens Tuesday at …"; null without hours.
 */
export function statusText(t: TFunction, hours: OpeningHours | null, now: Date, clock: Clock): string | null {
  const status = openStatus(hours, now);
  if (!status) return null;
  const today = addisClock(now);
  if (status.open) {
    if (!status.closesAt) return t('details.hours.alwaysOpen');
    // Closing later today or past midnight reads as a time alone.
    const days = daysUntil(today, status.closesAt);
    return t(days <= 1 ? 'details.hours.closesAt' : 'details.hours.closesOn', at(t, status.closesAt, clock));
  }
  if (!status.opensAt) return t('details.hours.closedAlways');
  const days = daysUntil(today, status.opensAt);
  const key = days === 0 ? 'opensAt' : days === 1 ? 'opensTomorrow' : 'opensOn';
  return t(`details.hours.${key}`, at(t, status.opensAt, clock));
}
