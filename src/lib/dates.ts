/** Date display formats of console.md §9 (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, HH:mm:ss) on date-fns. */
import { format, isValid, parse, parseISO } from 'date-fns';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATETIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

export type DateInput = Date | number | string | null | undefined;

/** Parses backend strings ("yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd", ISO), epoch ms and Dates; invalid → null. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'number') {
    const d = new Date(value);
    return isValid(d) ? d : null;
  }
  const text = value.trim();
  for (const pattern of [DATETIME_FORMAT, DATE_FORMAT, 'yyyy-MM-dd HH:mm', TIME_FORMAT]) {
    const d = parse(text, pattern, new Date());
    if (isValid(d)) return d;
  }
  const iso = parseISO(text);
  return isValid(iso) ? iso : null;
}

function fmt(value: DateInput, pattern: string): string {
  const d = toDate(value);
  return d ? format(d, pattern) : '';
}

export const formatDate = (value: DateInput): string => fmt(value, DATE_FORMAT);
export const formatDateTime = (value: DateInput): string => fmt(value, DATETIME_FORMAT);
export const formatTime = (value: DateInput): string => fmt(value, TIME_FORMAT);
