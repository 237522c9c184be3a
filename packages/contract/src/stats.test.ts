import { describe, expect, it } from 'vitest';
import { addDaysToDate, addMonthsToDate, statsPeriodProblem, statsQuerySchema } from './stats.ts';

describe('stats periods', () => {
  it('moves dates by months (clamped to the month end) and days', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-05-28', -6)).toBe('2025-11-28');
    expect(addMonthsToDate('2024-02-29', 24)).toBe('2026-02-28');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('blames `to` for a reversed period and `from` for one over 24 months', () => {
    expect(statsPeriodProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(statsPeriodProblem('2026-11-28', '2026-11-27')).toBe('to');
    expect(statsPeriodProblem('2024-11-02', '2026-11-01')).toBeNull();
    expect(statsPeriodProblem('2024-11-01', '2026-11-01')).toBe('from');
  });

  it('takes real dates only, day by default', () => {
    expect(statsQuerySchema.parse({})).toEqual({ granularity: 'day' });
    expect(statsQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(statsQuerySchema.safeParse({ from: '0000-01-01' }).success).toBe(false);
    expect(statsQuerySchema.safeParse({ granularity: 'week' }).success).toBe(false);
  });

  it('refuses a period with a date that is not one, blaming that field, without throwing', () => {
    for (const bad of ['\u0000x\u0000', "' OR '1'='1", '2026-13-01', '\ud800']) {
      const asFrom = statsQuerySchema.safeParse({ from: bad, to: '2026-11-01' });
      expect(asFrom.success).toBe(false);
      expect(new Set(asFrom.error?.issues.map((i) => i.path.join('.')))).toEqual(new Set(['from']));
      const asTo = statsQuerySchema.safeParse({ from: '2026-11-01', to: bad });
      expect(new Set(asTo.error?.issues.map((i) => i.path.join('.')))).toEqual(new Set(['to']));
    }
  });
});
