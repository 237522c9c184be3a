import {
  type HoursInterval,
  MAX_DAY_INTERVALS,
  type OpeningHours,
  WEEKDAYS,
  type Weekday,
} from '@sefer/contract/hours';

/** One weekday in the editor: closed, or open with one or two intervals (kept while closed, for undo). */
export interface DayForm {
  open: boolean;
  intervals: HoursInterval[];
}

/** The opening-hours editor: "No opening hours", or the week. */
export interface HoursForm {
  none: boolean;
  days: Record<Weekday, DayForm>;
}

/** What a day starts with when it is opened. */
export const DEFAULT_INTERVAL: HoursInterval = { open: '08:00', close: '18:00' };
const SECOND_INTERVAL: HoursInterval = { open: '14:00', close: '18:00' };

/** Tuesday to Friday: the days "copy Monday" fills. */
export const WORKDAYS_AFTER_MONDAY: readonly Weekday[] = ['tue', 'wed', 'thu', 'fri'];

const mapDays = (make: (day: Weekday) => DayForm) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, make(day)])) as Record<Weekday, DayForm>;

/** The editor's state for a company's hours (null: none yet, the week starts closed). */
export function hoursForm(hours: OpeningHours | null): HoursForm {
  return {
    none: hours === null,
    days: mapDays((day) => {
      const intervals = hours?.[day] ?? [];
      return intervals.length > 0
        ? { open: true, intervals: intervals.map((i) => ({ ...i })) }
        : { open: false, intervals: [{ ...DEFAULT_INTERVAL }] };
    }),
  };
}

/** The hours to save: null for "No opening hours", a closed day as an empty list. */
export function formHours(form: HoursForm): OpeningHours | null {
  if (form.none) return null;
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { open, intervals } = form.days[day];
      return [day, open ? intervals.map((i) => ({ ...i })) : []];
    }),
  ) as OpeningHours;
}

/** Monday's hours (open or closed) copied to Tuesday–Friday. */
export function copyMonday(form: HoursForm): HoursForm {
  const monday = form.days.mon;
  const days = { ...form.days };
  for (const day of WORKDAYS_AFTER_MONDAY) {
    days[day] = { open: monday.open, intervals: monday.intervals.map((i) => ({ ...i })) };
  }
  return { ...form, days };
}

/** A day with a second interval (a lunch break), or back to one. */
export function setSecondInterval(day: DayForm, on: boolean): DayForm {
  const [first = { ...DEFAULT_INTERVAL }] = day.intervals;
  if (!on) return { ...day, intervals: [first] };
  if (day.intervals.length >= MAX_DAY_INTERVALS) return day;
  return { ...day, intervals: [first, { ...SECOND_INTERVAL }] };
}
