/**
 * Designed forms on the client: field type labels, the designer's checks of a
 * field list (per row, so the editor can mark the offending input) and the
 * checks of values entered into a rendered form (required, number, date).
 * The fake backend repeats both checks; these give the user the reason early.
 */
import type { WfFieldType, WfFormField } from '@/api/workflow';

export const FIELD_TYPES: ReadonlyArray<{ value: WfFieldType; text: string }> = [
  { value: 'text', text: '单行文本' },
  { value: 'textarea', text: '多行文本' },
  { value: 'number', text: '数字' },
  { value: 'date', text: '日期' },
  { value: 'select', text: '下拉选择' },
  { value: 'user', text: '用户' },
];

export const fieldTypeText = (type: WfFieldType): string => FIELD_TYPES.find((t) => t.value === type)?.text ?? type;

export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Problems of one designer row. */
export interface FieldProblems {
  label?: string;
  key?: string;
  options?: string;
}

export const DESIGNER_MSG = {
  noFields: '表单至少需要一个字段',
  label: '请输入字段名称',
  key: '标识须以字母开头，只含字母、数字、下划线',
  duplicateKey: '字段标识重复',
  options: '请至少填写一个选项',
} as const;

/** Problems per row index (rows without problems are absent). */
export function designerProblems(fields: readonly WfFormField[]): Map<number, FieldProblems> {
  const out = new Map<number, FieldProblems>();
  const seen = new Map<string, number>();
  fields.forEach((f, i) => {
    const p: FieldProblems = {};
    if (!f.label.trim()) p.label = DESIGNER_MSG.label;
    if (!KEY_PATTERN.test(f.key)) p.key = DESIGNER_MSG.key;
    else if (seen.has(f.key)) p.key = DESIGNER_MSG.duplicateKey;
    seen.set(f.key, i);
    if (f.type === 'select' && (f.options ?? []).filter((o) => o.trim()).length === 0) p.options = DESIGNER_MSG.options;
    if (Object.keys(p).length > 0) out.set(i, p);
  });
  return out;
}

export const emptyField = (index: number): WfFormField => ({ label: '', key: `field${index + 1}`, type: 'text', required: false });

/** Moves the item at `from` by `delta` (−1 up, +1 down); out-of-range moves change nothing. */
export function move<T>(items: readonly T[], from: number, delta: number): T[] {
  const to = from + delta;
  if (to < 0 || to >= items.length) return items.slice();
  const next = items.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Errors of entered values: field key → message. */
export function valueProblems(fields: readonly WfFormField[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const value = (values[f.key] ?? '').trim();
    if (!value) {
      if (f.required) out[f.key] = `请输入${f.label}`;
      continue;
    }
    if (f.type === 'number' && !Number.isFinite(Number(value))) out[f.key] = `${f.label}必须是数字`;
    if (f.type === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) out[f.key] = `${f.label}必须是日期（yyyy-MM-dd）`;
  }
  return out;
}
