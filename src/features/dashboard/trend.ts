/** Period-over-period change of a KPI, for the trend arrow and its text. */
export interface Trend {
  direction: 'up' | 'down' | 'flat';
  /** "+12.5%", "-3.0%", "持平", or "—" when there is nothing to compare with */
  text: string;
}

export function trendOf(value: number, previous: number): Trend {
  if (!Number.isFinite(value) || !Number.isFinite(previous) || previous === 0) {
    if (previous === 0 && value > 0) return { direction: 'up', text: '—' };
    return { direction: 'flat', text: '—' };
  }
  const change = ((value - previous) / Math.abs(previous)) * 100;
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return { direction: 'flat', text: '持平' };
  return { direction: rounded > 0 ? 'up' : 'down', text: `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%` };
}
