import type { OpeningHours } from '@sefer/contract/hours-clock';
import i18n, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import am from '../../i18n/locales/details.am.json';
import en from '../../i18n/locales/details.en.json';
import { clockOf, clockText, intervalText, statusText } from './hours-text.ts';

const closed: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const office: OpeningHours = {
  ...closed,
  mon: [{ open: '08:00', close: '18:00' }],
  tue: [{ open: '08:00', close: '18:00' }],
};
const club: OpeningHours = { ...closed, fri: [{ open: '20:00', close: '03:00' }] };
/** An instant on the Addis clock: 2026-01-05 is a Monday. */
const addis = (local: string) => new Date(`${local}+03:00`);

let tEn: TFunction;
let tAm: TFunction;
beforeAll(async () => {
  const instance = i18n.createInstance();
  await instance.init({ resources: { en: { translation: en }, am: { translation: am } }, lng: 'en' });
  tEn = instance.getFixedT('en');
  tAm = instance.getFixedT('am');
});

describe('opening hours as words', () => {
  it('uses the 12-hour clock in English and the Ethiopian clock in Amharic', () => {
    expect(clockOf('en')).toBe('en');
    expect(clockOf('am')).toBe('ethiopian');
    expect(clockText(tEn, 480, 'en')).toBe('8:00 AM');
    expect(clockText(tEn, 18 * 60 + 30, 'en')).toBe('6:30 PM');
    expect(clockText(tAm, 8 * 60, 'ethiopian')).toBe('ከጠዋቱ 2:00');
    expect(clockText(tAm, 14 * 60, 'ethiopian')).toBe('ከቀኑ 8:00');
    expect(clockText(tAm, 18 * 60, 'ethiopian')).toBe('ከምሽቱ 12:00');
    expect(clockText(tAm, 2 * 60, 'ethiopian')).toBe('ከሌሊቱ 8:00');
    expect(intervalText(tEn, { open: '08:00', close: '18:00' }, 'en')).toBe('8:00 AM – 6:00 PM');
    expect(intervalText(tAm, { open: '08:00', close: '18:00' }, 'ethiopian')).toBe('ከጠዋቱ 2:00 – ከምሽቱ 12:00');
    expect(intervalText(tEn, { open: '00:00', close: '00:00' }, 'en')).toBe('Open 24 hours');
  });

  it('tells when it closes or opens', () => {
    expect(statusText(tEn, null, new Date(), 'en')).toBeNull();
    expect(statusText(tEn, office, addis('2026-01-05T09:00'), 'en')).toBe('Open now · Closes at 6:00 PM');
    expect(statusText(tEn, office, addis('2026-01-05T07:00'), 'en')).toBe('Closed · Opens at 8:00 AM');
    expect(statusText(tEn, office, addis('2026-01-05T19:00'), 'en')).toBe(
      'Closed · Opens tomorrow at 8:00 AM',
    );
    expect(statusText(tEn, office, addis('2026-01-07T09:00'), 'en')).toBe('Closed · Opens Monday at 8:00 AM');
    expect(statusText(tEn, club, addis('2026-01-09T23:00'), 'en')).toBe('Open now · Closes at 3:00 AM');
    expect(statusText(tEn, closed, new Date(), 'en')).toBe('Closed');
    expect(statusText(tAm, office, addis('2026-01-05T09:00'), 'ethiopian')).toBe('ክፍት ነው · ከምሽቱ 12:00 ይዘጋል');
    expect(statusText(tAm, office, addis('2026-01-07T09:00'), 'ethiopian')).toBe(
      'ዝግ ነው · ሰኞ ከጠዋቱ 2:00 ይከፈታል',
    );
  });
});
