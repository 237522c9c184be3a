import { type OpeningHours, WEEKDAYS, type Weekday } from '@sefer/contract';

type Interval = { open: string; close: string };

/** The same intervals on the given days, closed on the others. */
const on = (days: readonly Weekday[], ...intervals: Interval[]): OpeningHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, days.includes(d) ? intervals : []])) as OpeningHours;
const iv = (open: string, close: string): Interval => ({ open, close });
const MON_SAT = WEEKDAYS.filter((d) => d !== 'sun');

/**
 * Demo opening hours by business (decision 22), so "Open now" and the hours on the company page have something
 * plausible to show at any time of day: shops and workshops 08:00–18:00 and closed on Sunday, cafés 06:30–22:00,
 * a late-night burger place 20:00–03:00 (past midnight), a salon with a lunch break (two intervals), and the home
 * services without hours (their page shows none).
 */
const BY_NAME: Record<string, OpeningHours | null> = {
  'Buna Bet': on(WEEKDAYS, iv('06:30', '22:00')),
  'Coffee House': on(WEEKDAYS, iv('06:30', '22:00')),
  'Jebena Cafe': on(WEEKDAYS, iv('06:30', '22:00')),
  'Habesha Restaurant': on(WEEKDAYS, iv('08:00', '22:00')),
  'Kitfo House': on(WEEKDAYS, iv('08:00', '22:00')),
  'Family Kitchen': on(WEEKDAYS, iv('08:00', '22:00')),
  'Pizza Corner': on(WEEKDAYS, iv('11:00', '23:00')),
  'Burger Spot': on(WEEKDAYS, iv('20:00', '03:00')),
  'Mobile Center': on(MON_SAT, iv('08:00', '18:00')),
  Electronics: on(MON_SAT, iv('08:00', '18:00')),
  'Habesha Kemis': on(MON_SAT, iv('08:00', '18:00')),
  'Shema Weavers': on(MON_SAT, iv('08:00', '18:00')),
  'Spice Market': on(MON_SAT, iv('08:00', '18:00')),
  'Mini Market': on(WEEKDAYS, iv('07:00', '21:00')),
  'Beauty Salon': on(MON_SAT, iv('08:00', '12:00'), iv('13:30', '18:00')),
  'Barber Shop': on(MON_SAT, iv('08:00', '12:00'), iv('13:30', '18:00')),
  'Home Fix': null,
  Furniture: null,
  'Fitness Gym': { ...on(MON_SAT, iv('05:30', '21:00')), sun: [iv('07:00', '12:00')] },
  'Book Shop': on(MON_SAT, iv('09:00', '19:00')),
};

/** The demo hours of a business by its English kind name (`Buna Bet`); null: none given. */
export function demoHours(kindName: string): OpeningHours | null {
  return BY_NAME[kindName] ?? null;
}
