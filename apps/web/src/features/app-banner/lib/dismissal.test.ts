import { describe, expect, it } from 'vitest';
import { DISMISSAL_MS, dismissedRecently } from './dismissal.ts';

const NOW = Date.UTC(2026, 10, 20, 9, 0);
const DAY = 86_400_000;

describe('dismissedRecently', () => {
  it('hides the banner for 30 days after Not Now, and shows it again from then on', () => {
    expect(DISMISSAL_MS).toBe(30 * DAY);
    expect(dismissedRecently(String(NOW), NOW)).toBe(true);
    expect(dismissedRecently(String(NOW - DAY), NOW)).toBe(true);
    expect(dismissedRecently(String(NOW - 30 * DAY + 1), NOW)).toBe(true);
    expect(dismissedRecently(String(NOW - 30 * DAY), NOW)).toBe(false);
    expect(dismissedRecently(String(NOW - 400 * DAY), NOW)).toBe(false);
  });

  it('hides nothing without a stored time, or with one that is not a time or lies ahead', () => {
    for (const stored of [null, '', 'yes', 'NaN', String(NOW + 1)]) {
      expect(dismissedRecently(stored, NOW), String(stored)).toBe(false);
    }
  });
});
