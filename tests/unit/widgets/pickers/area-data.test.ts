/** The area code tree of china-area-data v5 rooted at 86. */
import { describe, expect, it } from 'vitest';
import { AREA_ROOT, loadAreaModel } from '@/widgets/pickers';

describe('area model', () => {
  it('lists the 34 provinces under 86', async () => {
    const model = await loadAreaModel();
    expect(AREA_ROOT).toBe('86');
    expect(model.children()).toHaveLength(34);
    expect(model.children()[0]).toEqual({ code: '110000', name: '北京市' });
  });

  it('walks a district code up to its province', async () => {
    const model = await loadAreaModel();
    expect(model.path('340104')).toEqual(['340000', '340100', '340104']);
    expect(model.text('340104')).toBe('安徽省 / 合肥市 / 蜀山区');
    expect(model.text('340100', '')).toBe('安徽省合肥市');
  });

  it('gives an empty path for unknown or empty codes', async () => {
    const model = await loadAreaModel();
    expect(model.path('999999')).toEqual([]);
    expect(model.path('')).toEqual([]);
    expect(model.path(null)).toEqual([]);
  });

  it('knows which codes have children', async () => {
    const model = await loadAreaModel();
    expect(model.hasChildren('340000')).toBe(true);
    expect(model.hasChildren('340104')).toBe(false);
  });
});
