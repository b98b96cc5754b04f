/** The 业务指数 figures of the fake server: date-seeded, so reproducible, and consistent across ranges. */
import { beforeAll, describe, expect, it } from 'vitest';
import { bdcIndex } from '@fake/handlers/dashboard';
import { resetFakeDb } from '@fake/node';
import { parseDateTime } from '@fake/lib/dates';

/** Console days are GMT+8 days, whatever the machine's zone. */
const NOW = parseDateTime('2026-11-22 10:30:00');

beforeAll(() => resetFakeDb());

const kpi = (range: 'week' | 'month' | 'year', key: string, now = NOW) => bdcIndex(range, now).kpis.find((k) => k.key === key)!;

describe('bdcIndex', () => {
  it('gives the same figures for the same day, whatever the time of day', () => {
    expect(bdcIndex('month', NOW)).toEqual(bdcIndex('month', parseDateTime('2026-11-22 23:59:59')));
  });

  it('gives other figures on another day', () => {
    expect(bdcIndex('week', NOW).buckets).not.toEqual(bdcIndex('week', NOW - 86_400_000).buckets);
  });

  it('sums its buckets into the KPIs, and last week is the previous figure of this week', () => {
    const week = bdcIndex('week', NOW);
    expect(week.buckets).toHaveLength(7);
    expect(week.buckets.reduce((n, b) => n + b.accepted, 0)).toBe(kpi('week', 'accepted').value);
    expect(kpi('week', 'accepted', NOW - 7 * 86_400_000).value).toBe(kpi('week', 'accepted').previous);
    expect(week.periodLabel).toBe('2026-11-16 ~ 2026-11-22');
  });

  it('covers twelve months ending with the current one for the year', () => {
    const year = bdcIndex('year', NOW);
    expect(year.buckets.map((b) => b.label)).toEqual(['2025-12', ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)]);
    expect(year.buckets.reduce((n, b) => n + b.completed, 0)).toBe(kpi('year', 'completed').value);
  });

  it('keeps the completion rate below 100% and ranks the offices by value', () => {
    const month = bdcIndex('month', NOW);
    const rate = kpi('month', 'rate').value;
    expect(rate).toBeGreaterThan(50);
    expect(rate).toBeLessThanOrEqual(100);
    const values = month.departRank.map((d) => d.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(month.departRank.map((d) => d.departName)).toContain('信息中心');
  });
});
