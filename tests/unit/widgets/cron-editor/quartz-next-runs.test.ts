/**
 * Next-run times worked out by hand from the calendar (2026-01-01 is a Thursday; 2026-01-31, 2026-02-28
 * and 2026-08-01 are Saturdays; 2026-02-01, 2026-03-01, 2026-03-15 and 2026-05-31 are Sundays;
 * 2036-02-29 is a Friday) and Quartz's documented rules. Local time, built with `new Date(y, m, d, …)`.
 */
import { describe, expect, it } from 'vitest';
import { nextRuns } from '@/lib/cron/quartz';

/** Local date with a 1-based month, for readability. */
const d = (y: number, mo: number, day: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, day, h, mi, s);
const NEW_YEAR = d(2026, 1, 1);

interface Case {
  expr: string;
  from?: Date;
  expected: Date[];
  /** How many runs to ask for; defaults to expected.length (or 10 when none are expected). */
  count?: number;
}

const cases: Record<string, Case[]> = {
  'seconds, minutes and hours': [
    { expr: '* * * * * ?', expected: [d(2026, 1, 1, 0, 0, 1), d(2026, 1, 1, 0, 0, 2), d(2026, 1, 1, 0, 0, 3)] },
    { expr: '0 * * * * ?', expected: [d(2026, 1, 1, 0, 1), d(2026, 1, 1, 0, 2), d(2026, 1, 1, 0, 3)] },
    { expr: '0/15 * * * * ?', expected: [d(2026, 1, 1, 0, 0, 15), d(2026, 1, 1, 0, 0, 30), d(2026, 1, 1, 0, 0, 45), d(2026, 1, 1, 0, 1, 0)] },
    { expr: '*/15 * * * * ?', expected: [d(2026, 1, 1, 0, 0, 15), d(2026, 1, 1, 0, 0, 30), d(2026, 1, 1, 0, 0, 45), d(2026, 1, 1, 0, 1, 0)] },
    { expr: '3/20 * * * * ?', expected: [d(2026, 1, 1, 0, 0, 3), d(2026, 1, 1, 0, 0, 23), d(2026, 1, 1, 0, 0, 43), d(2026, 1, 1, 0, 1, 3)] },
    { expr: '0 3/20 * * * ?', expected: [d(2026, 1, 1, 0, 3), d(2026, 1, 1, 0, 23), d(2026, 1, 1, 0, 43), d(2026, 1, 1, 1, 3)] },
    { expr: '55-5 * * * * ?', from: d(2026, 1, 1, 0, 0, 5), expected: [55, 56, 57, 58, 59].map((s) => d(2026, 1, 1, 0, 0, s)).concat([d(2026, 1, 1, 0, 1, 0), d(2026, 1, 1, 0, 1, 1)]) },
    { expr: '0 0 */6 * * ?', expected: [d(2026, 1, 1, 6), d(2026, 1, 1, 12), d(2026, 1, 1, 18), d(2026, 1, 2, 0)] },
    { expr: '0 0 9-11 * * ?', expected: [d(2026, 1, 1, 9), d(2026, 1, 1, 10), d(2026, 1, 1, 11), d(2026, 1, 2, 9)] },
    { expr: '0 0 22-2 * * ?', expected: [d(2026, 1, 1, 1), d(2026, 1, 1, 2), d(2026, 1, 1, 22), d(2026, 1, 1, 23), d(2026, 1, 2, 0)] },
    { expr: '0 0 8-18/5 * * ?', expected: [d(2026, 1, 1, 8), d(2026, 1, 1, 13), d(2026, 1, 1, 18), d(2026, 1, 2, 8)] },
    { expr: '0 30 9 * * ?', expected: [d(2026, 1, 1, 9, 30), d(2026, 1, 2, 9, 30)] },
    { expr: '0 15,45 8 * * ?', expected: [d(2026, 1, 1, 8, 15), d(2026, 1, 1, 8, 45), d(2026, 1, 2, 8, 15)] },
    { expr: '30 59 23 * * ?', from: d(2026, 12, 31, 23, 59, 30), expected: [d(2027, 1, 1, 23, 59, 30)] },
  ],
  'strictly after the start': [
    { expr: '0 0 12 * * ?', from: d(2026, 1, 1, 12), expected: [d(2026, 1, 2, 12)] },
    { expr: '0 0 12 * * ?', from: new Date(d(2026, 1, 1, 11, 59, 59).getTime() + 500), expected: [d(2026, 1, 1, 12)] },
    { expr: '0 0 12 * * ? *', expected: [d(2026, 1, 1, 12), d(2026, 1, 2, 12)] },
  ],
  'day of month': [
    { expr: '0 0 12 1/10 * ?', expected: [d(2026, 1, 1, 12), d(2026, 1, 11, 12), d(2026, 1, 21, 12), d(2026, 1, 31, 12), d(2026, 2, 1, 12)] },
    { expr: '0 0 0 */10 * ?', expected: [d(2026, 1, 11), d(2026, 1, 21), d(2026, 1, 31), d(2026, 2, 1), d(2026, 2, 11)] },
    { expr: '0 0 0 28-2 * ?', expected: [d(2026, 1, 2), d(2026, 1, 28), d(2026, 1, 29), d(2026, 1, 30), d(2026, 1, 31), d(2026, 2, 1)] },
    { expr: '0 0 0 15,1 * ?', expected: [d(2026, 1, 15), d(2026, 2, 1), d(2026, 2, 15)] },
    { expr: '0 0 12 ? * *', expected: [d(2026, 1, 1, 12), d(2026, 1, 2, 12)] },
  ],
  'last day L and L-N': [
    { expr: '0 0 0 L * ?', expected: [d(2026, 1, 31), d(2026, 2, 28), d(2026, 3, 31), d(2026, 4, 30)] },
    { expr: '0 0 0 L 2 ?', expected: [d(2026, 2, 28), d(2027, 2, 28), d(2028, 2, 29)] },
    { expr: '0 0 0 L 2 ? 2028', expected: [d(2028, 2, 29)], count: 3 },
    { expr: '0 0 0 L-3 * ?', expected: [d(2026, 1, 28), d(2026, 2, 25), d(2026, 3, 28), d(2026, 4, 27)] },
    // L-30: day 1 of 31-day months only; February would be day -2 and is skipped
    { expr: '0 0 0 L-30 * ?', expected: [d(2026, 3, 1), d(2026, 5, 1), d(2026, 7, 1), d(2026, 8, 1)] },
  ],
  'weekdays W and LW': [
    { expr: '0 30 9 LW * ?', expected: [d(2026, 1, 30, 9, 30), d(2026, 2, 27, 9, 30), d(2026, 3, 31, 9, 30), d(2026, 4, 30, 9, 30), d(2026, 5, 29, 9, 30)] },
    { expr: '0 0 0 LW * ?', from: d(2026, 1, 30), expected: [d(2026, 2, 27)] },
    { expr: '0 0 0 LW 2 ? 2026', expected: [d(2026, 2, 27)], count: 2 },
    { expr: '0 0 0 L-3W * ?', expected: [d(2026, 1, 28), d(2026, 2, 25), d(2026, 3, 27)] },
    { expr: '0 0 0 15W * ?', expected: [d(2026, 1, 15), d(2026, 2, 16), d(2026, 3, 16), d(2026, 4, 15)] },
    // 1W never leaves the month: Saturday 1 August → Monday 3 August
    { expr: '0 0 0 1W * ?', expected: [d(2026, 2, 2), d(2026, 3, 2), d(2026, 4, 1), d(2026, 5, 1), d(2026, 6, 1), d(2026, 7, 1), d(2026, 8, 3)] },
    // Quartz reads 31W in a 30-day month as "the 31st", i.e. the 1st of the next month, so April and June pass without a run
    { expr: '0 0 0 31W * ?', expected: [d(2026, 1, 30), d(2026, 3, 31), d(2026, 5, 29)] },
  ],
  'day of week': [
    { expr: '0 0 12 ? * mon-fri', expected: [d(2026, 1, 1, 12), d(2026, 1, 2, 12), d(2026, 1, 5, 12), d(2026, 1, 6, 12)] },
    { expr: '0 0 12 ? * SAT,SUN', expected: [d(2026, 1, 3, 12), d(2026, 1, 4, 12), d(2026, 1, 10, 12), d(2026, 1, 11, 12)] },
    { expr: '0 0 12 ? * 1', expected: [d(2026, 1, 4, 12), d(2026, 1, 11, 12)] },
    { expr: '0 0 12 ? * 7', expected: [d(2026, 1, 3, 12), d(2026, 1, 10, 12)] },
    { expr: '0 0 12 ? * FRI-MON', expected: [d(2026, 1, 2, 12), d(2026, 1, 3, 12), d(2026, 1, 4, 12), d(2026, 1, 5, 12), d(2026, 1, 9, 12)] },
    // L alone in the week field is simply Saturday
    { expr: '0 0 12 ? * L', expected: [d(2026, 1, 3, 12), d(2026, 1, 10, 12)] },
    { expr: '0 0 12 ? * 2/2', expected: [d(2026, 1, 2, 12), d(2026, 1, 5, 12), d(2026, 1, 7, 12), d(2026, 1, 9, 12)] },
    // after a named range Quartz ignores the rest of the value, so the /2 is dropped
    { expr: '0 0 12 ? * MON-FRI/2', expected: [d(2026, 1, 1, 12), d(2026, 1, 2, 12), d(2026, 1, 5, 12)] },
  ],
  'last and nth weekday': [
    { expr: '0 0 0 ? * 5L', expected: [d(2026, 1, 29), d(2026, 2, 26), d(2026, 3, 26)] },
    { expr: '0 0 0 ? * 6L', expected: [d(2026, 1, 30), d(2026, 2, 27), d(2026, 3, 27)] },
    { expr: '0 0 0 ? * FRIL', expected: [d(2026, 1, 30), d(2026, 2, 27), d(2026, 3, 27)] },
    { expr: '0 0 12 ? * 6#3', expected: [d(2026, 1, 16, 12), d(2026, 2, 20, 12), d(2026, 3, 20, 12)] },
    { expr: '0 0 12 ? * MON#1', expected: [d(2026, 1, 5, 12), d(2026, 2, 2, 12), d(2026, 3, 2, 12)] },
    { expr: '0 0 12 ? jan mon#2', expected: [d(2026, 1, 12, 12), d(2027, 1, 11, 12)] },
    { expr: '0 0 0 ? * 6#5', expected: [d(2026, 1, 30), d(2026, 5, 29), d(2026, 7, 31)] },
    { expr: '0 0 0 ? * 3#5', expected: [d(2026, 3, 31), d(2026, 6, 30), d(2026, 9, 29)] },
    // months without a 5th Friday are skipped; February has one only in a leap year starting on a Friday
    { expr: '0 0 0 ? 2 6#5', expected: [d(2036, 2, 29)], count: 1 },
  ],
  'months and names': [
    { expr: '0 0 0 1 JAN-MAR ?', expected: [d(2026, 2, 1), d(2026, 3, 1), d(2027, 1, 1)] },
    { expr: '0 0 0 1 NOV-FEB ?', expected: [d(2026, 2, 1), d(2026, 11, 1), d(2026, 12, 1), d(2027, 1, 1)] },
    { expr: '0 0 0 1 1/3 ?', expected: [d(2026, 4, 1), d(2026, 7, 1), d(2026, 10, 1), d(2027, 1, 1)] },
    { expr: '0 0 0 1 */5 ?', expected: [d(2026, 6, 1), d(2026, 11, 1), d(2027, 1, 1)] },
    { expr: '0 0 0 15 jun,Dec ?', expected: [d(2026, 6, 15), d(2026, 12, 15), d(2027, 6, 15)] },
  ],
  'years and leap years': [
    { expr: '0 0 0 1 1 ? 2030', expected: [d(2030, 1, 1)], count: 3 },
    { expr: '0 0 0 1 1 ? 2028-2030', expected: [d(2028, 1, 1), d(2029, 1, 1), d(2030, 1, 1)], count: 5 },
    { expr: '0 0 0 1 1 ? 2026/2', expected: [d(2028, 1, 1), d(2030, 1, 1)] },
    { expr: '0 0 0 ? * 2-6 2026', from: d(2026, 12, 30), expected: [d(2026, 12, 31)], count: 3 },
    { expr: '0 0 0 29 2 ?', expected: [d(2028, 2, 29), d(2032, 2, 29), d(2036, 2, 29)] },
    { expr: '0 0 0 29 2 ? 2096-2104', expected: [d(2096, 2, 29), d(2104, 2, 29)], count: 3 },
  ],
  'never fires': [
    { expr: '0 0 0 30 2 ?', expected: [] },
    { expr: '0 0 0 31 4,6,9,11 ?', expected: [] },
    { expr: '0 0 0 ? 2 6#5 2027', expected: [] },
    { expr: '0 0 0 29 2 ? 2100', expected: [] },
    { expr: '0 0 0 1 1 ? 2020', expected: [] },
  ],
  invalid: [
    { expr: '0 0 0 * * *', expected: [] },
    { expr: '0 0 0 ? * L,5', expected: [] },
    { expr: '60 * * * * ?', expected: [] },
  ],
};

describe('nextRuns follows Quartz getTimeAfter', () => {
  for (const [group, list] of Object.entries(cases)) {
    describe(group, () => {
      for (const c of list) {
        const from = c.from ?? NEW_YEAR;
        it(`${c.expr} after ${from.toLocaleString('sv')}`, () => {
          const count = c.count ?? (c.expected.length || 10);
          expect(nextRuns(c.expr, from, count)).toEqual(c.expected);
        });
      }
    });
  }

  it('returns an empty list at once for expressions that never fire', () => {
    const started = performance.now();
    expect(nextRuns('0 0 0 30 2 ?', NEW_YEAR, 10)).toEqual([]);
    expect(nextRuns('0 0 0 ? 2 6#5 2027', NEW_YEAR, 10)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('returns the runs found before Quartz would loop forever', () => {
    // L-30W: day 1 of December and January, then in February the day falls before the 1st and
    // Quartz's loop cycles between January and February
    expect(nextRuns('0 0 0 L-30W * ?', d(2023, 11, 14), 5)).toEqual([d(2023, 12, 1), d(2024, 1, 1)]);
    expect(nextRuns('0 0 0 0W * ?', NEW_YEAR, 5)).toEqual([]);
  });
});
