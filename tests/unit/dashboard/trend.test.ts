import { describe, expect, it } from 'vitest';
import { trendOf } from '@/features/dashboard/trend';

describe('trendOf (period-over-period)', () => {
  it('rises with a signed percentage to one decimal', () => {
    expect(trendOf(125, 100)).toEqual({ direction: 'up', text: '+25.0%' });
  });
  it('falls with a negative percentage', () => {
    expect(trendOf(90, 120)).toEqual({ direction: 'down', text: '-25.0%' });
  });
  it('calls a change that rounds to zero 持平', () => {
    expect(trendOf(1000, 1000.2)).toEqual({ direction: 'flat', text: '持平' });
  });
  it('has no percentage against an empty previous period', () => {
    expect(trendOf(5, 0)).toEqual({ direction: 'up', text: '—' });
    expect(trendOf(0, 0)).toEqual({ direction: 'flat', text: '—' });
  });
});
