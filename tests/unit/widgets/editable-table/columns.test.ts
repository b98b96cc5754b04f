import { describe, expect, it } from 'vitest';
import {
  checkboxValues,
  defaultRow,
  defaultValueOf,
  fillTemplate,
  isMultiSelect,
  mergeOptions,
  optionText,
  orderKeyOf,
  placeholderOf,
  popupConfigError,
  widthOf,
} from '@/widgets/editable-table/columns';
import type { EditableColumn } from '@/widgets/editable-table';

const col = (c: Partial<EditableColumn>): EditableColumn => ({ key: 'k', title: '标题', type: 'input', ...c });

describe('editable-table columns', () => {
  it('fills ${title}, ${key} and ${defaultValue} in placeholders', () => {
    expect(fillTemplate('请输入${title}（${key}，默认${defaultValue}）', col({ defaultValue: 3 }))).toBe('请输入标题（k，默认3）');
    expect(placeholderOf(col({ placeholder: '请选择${title}' }))).toBe('请选择标题');
    expect(placeholderOf(col({}))).toBe('');
  });

  it('sizes columns as spec §9: defaults per type and minimum widths', () => {
    expect(widthOf(col({}))).toBe(120);
    expect(widthOf(col({ type: 'datetime' }))).toBe(200);
    expect(widthOf(col({ type: 'sel_user' }))).toBe(220);
    // The department picker's default 160 is below its 190 minimum.
    expect(widthOf(col({ type: 'sel_depart' }))).toBe(190);
    expect(widthOf(col({ type: 'date', width: 100 }))).toBe(135);
    expect(widthOf(col({ type: 'datetime', width: 150 }))).toBe(190);
    expect(widthOf(col({ width: 80 }))).toBe(80);
    expect(widthOf(col({ width: '25%' }), 800)).toBe(200);
    expect(widthOf(col({ width: '150px' }))).toBe(150);
  });

  it('gives new rows per-column defaults, checkbox pairs included', () => {
    expect(checkboxValues(col({ type: 'checkbox' }))).toEqual([true, false]);
    expect(defaultValueOf(col({ type: 'checkbox', customValue: ['Y', 'N'] }))).toBe('N');
    expect(defaultValueOf(col({ type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true }))).toBe('Y');
    expect(defaultValueOf(col({ type: 'inputNumber' }))).toBeNull();
    expect(defaultValueOf(col({}))).toBe('');
    const shared = { list: [1] };
    const a = defaultValueOf(col({ defaultValue: shared }));
    expect(a).toEqual(shared);
    expect(a).not.toBe(shared);
    expect(defaultRow([col({ key: 'a', defaultValue: 'x' }), col({ key: 'b', type: 'inputNumber' })])).toEqual({ a: 'x', b: null });
  });

  it('reads option texts and merges dictionary items after inline options', () => {
    expect(optionText({ value: 1, text: '甲' })).toBe('甲');
    expect(optionText({ value: 1, title: '乙' })).toBe('乙');
    expect(optionText({ value: 1, label: '丙' })).toBe('丙');
    expect(optionText({ value: 7 })).toBe('7');
    expect(mergeOptions([{ value: '1', text: '内联' }], [{ value: '1', text: '字典' }, { value: '2', text: '二' }])).toEqual([
      { value: '1', text: '内联' },
      { value: '2', text: '二' },
    ]);
  });

  it('turns list_multi into a single select when fieldExtendJson sets multiSelect to 0', () => {
    expect(isMultiSelect(col({ type: 'list_multi' }))).toBe(true);
    expect(isMultiSelect(col({ type: 'list_multi', fieldExtendJson: '{"multiSelect":0}' }))).toBe(false);
    expect(isMultiSelect(col({ type: 'list_multi', fieldExtendJson: 'not json' }))).toBe(true);
  });

  it('reports popup configuration errors with the spec messages', () => {
    expect(popupConfigError(col({ type: 'popup' }))).toBe('popup参数未正确配置!');
    expect(popupConfigError(col({ type: 'popup', popupCode: 'r', orgFields: 'a,b', destFields: 'x' }))).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
    expect(popupConfigError(col({ type: 'popup', popupCode: 'r', orgFields: 'a,b', destFields: 'x,y' }))).toBeUndefined();
  });

  it('picks the order key: explicit, then the isOrder column, then orderNum', () => {
    expect(orderKeyOf([col({})], 'sort')).toBe('sort');
    expect(orderKeyOf([col({ key: 'seq', isOrder: true })])).toBe('seq');
    expect(orderKeyOf([col({})])).toBe('orderNum');
  });
});
