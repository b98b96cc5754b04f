/** Read-only text of a cell (the look of a cell that is not being edited). */
import type { ColumnOption, EditableColumn, UploadedValue } from '../types';
import { optionText } from '../columns';

export function listValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || value === undefined || value === '') return [];
  return String(value)
    .split(',')
    .filter((s) => s !== '');
}

export function textOf(options: readonly ColumnOption[], value: unknown): string {
  const hit = options.find((o) => String(o.value) === String(value));
  return hit ? optionText(hit) : value === null || value === undefined ? '' : String(value);
}

/** Spec §9: file names are truncated to 5 characters plus an ellipsis. */
export function shortFileName(path: string): string {
  const name = path.split(/[\\/]/).pop() ?? path;
  const chars = Array.from(name);
  return chars.length > 5 ? `${chars.slice(0, 5).join('')}…` : name;
}

export function isUploaded(v: unknown): v is UploadedValue {
  return typeof v === 'object' && v !== null && 'status' in v && 'name' in v;
}

export function displayText(column: EditableColumn, value: unknown, options: readonly ColumnOption[]): string {
  switch (column.type) {
    case 'select':
    case 'radio':
    case 'sel_search':
      return textOf(options, value);
    case 'list_multi':
      return listValues(value)
        .map((v) => textOf(options, v))
        .join(',');
    case 'upload':
      return isUploaded(value) ? value.name : value ? String(value) : '';
    case 'file':
    case 'image':
      return typeof value === 'string' && value ? shortFileName(value) : '';
    case 'hidden':
      return '';
    default:
      if (value === null || value === undefined) return '';
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
