import { describe, expect, it } from 'vitest';
import {
  ACTIONS_FIELD,
  cellText,
  columnSizing,
  CONTENT_MAX_WIDTH,
  CONTENT_MIN_WIDTH,
  MAIN_MIN_WIDTH,
  mainField,
  measuredFields,
} from '@/widgets/list/grid-columns';
import type { ListColumn } from '@/widgets/list';

type Row = { id: string };
const col = (field: string, extra: Partial<ListColumn<Row>> = {}): ListColumn<Row> => ({ field, title: field, ...extra });

describe('mainField', () => {
  it('takes the column marked main', () => {
    expect(mainField([col('a'), col('b', { main: true })])).toBe('b');
  });
  it('defaults to the first column without a renderer', () => {
    expect(mainField([col('cover', { render: () => null }), col('title'), col('status')])).toBe('title');
  });
  it('falls back to the first column when every column renders itself, and to nothing without columns', () => {
    expect(mainField([col('a', { render: () => null }), col('b', { render: () => null })])).toBe('a');
    expect(mainField([])).toBeUndefined();
  });
});

describe('columnSizing', () => {
  it('lets the main column take the free width, never narrower than twelve characters', () => {
    expect(columnSizing(col('title', { width: 80 }), true)).toEqual({ flex: 1, minWidth: MAIN_MIN_WIDTH });
    expect(MAIN_MIN_WIDTH).toBeGreaterThanOrEqual(12 * 14);
    expect(columnSizing(col('title', { width: 400 }), true).minWidth).toBe(400);
  });
  it('gives other columns a starting width and bounds for the measured content (flex ignored)', () => {
    expect(columnSizing(col('status', { width: 70, flex: 2 }), false)).toEqual({ width: 70, minWidth: CONTENT_MIN_WIDTH, maxWidth: CONTENT_MAX_WIDTH });
    expect(columnSizing(col('url', { maxWidth: 500 }), false)).toEqual({ width: 120, minWidth: CONTENT_MIN_WIDTH, maxWidth: 500 });
    expect(columnSizing(col('x', { maxWidth: 10 }), false).maxWidth).toBe(CONTENT_MIN_WIDTH);
  });
});

describe('measuredFields', () => {
  it('measures every column but the main one, plus the actions column when there is one', () => {
    const columns = [col('cover', { render: () => null }), col('title'), col('status')];
    expect(measuredFields(columns, true)).toEqual(['cover', 'status', ACTIONS_FIELD]);
    expect(measuredFields(columns, false)).toEqual(['cover', 'status']);
  });
});

describe('cellText', () => {
  it('shows strings, numbers and lists, and nothing for missing or structured values', () => {
    expect(cellText('关于')).toBe('关于');
    expect(cellText(3)).toBe('3');
    expect(cellText(['a', 1])).toBe('a,1');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText({ a: 1 })).toBe('');
  });
});
