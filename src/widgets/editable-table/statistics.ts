/** Statistics row (spec §3 `statistics`): sum and average over every loaded row. */
import { formatThousands } from '@/lib/numbers';
import type { EditableColumn, RowValues, Statistic } from './types';

export interface ColumnStatistics {
  sum?: number;
  average?: number;
}

function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** Rounds away binary noise (0.1 + 0.2) without hiding real decimals. */
export function tidy(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** Sum and/or average of a column; the average counts only cells holding a number. */
export function columnStatistics(rows: Iterable<RowValues>, key: string, wanted: readonly Statistic[]): ColumnStatistics {
  let sum = 0;
  let count = 0;
  for (const r of rows) {
    const n = toNumber(r[key]);
    if (n === null) continue;
    sum += n;
    count += 1;
  }
  const out: ColumnStatistics = {};
  if (wanted.includes('sum')) out.sum = tidy(sum);
  if (wanted.includes('average')) out.average = count ? tidy(sum / count) : 0;
  return out;
}

export function statisticColumns(columns: readonly EditableColumn[]): EditableColumn[] {
  return columns.filter((c) => c.type !== 'hidden' && (c.statistics?.length ?? 0) > 0);
}

/** Display: thousands separators, at most 2 decimals. */
export function formatStatistic(n: number | undefined): string {
  if (n === undefined) return '';
  return formatThousands(String(Math.round(n * 100) / 100));
}
