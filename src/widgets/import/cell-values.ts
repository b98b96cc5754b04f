/** Cell values as SheetJS hands them over (raw, with cellDates): text, checks for blanks and dates. */

const pad = (n: number) => String(n).padStart(2, '0');

/** SheetJS builds date cells in local time, so local getters give back what Excel shows. */
function formatDate(d: Date): string {
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  if (d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0) return day;
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function describeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatDate(value);
  if (typeof value === 'string') return value.trim();
  return String(value);
}

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

const DATE_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
/** Excel's last serial (9999-12-31). */
const MAX_SERIAL = 2958465;

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const last = new Date(y, m, 0).getDate();
  return d <= last;
}

/**
 * What the backend can turn into a Date: a date cell, a plain number (AutoPoi reads numeric
 * cells as Excel serials), or text like yyyy-MM-dd, yyyy/MM/dd, yyyy-MM-dd HH:mm[:ss].
 */
export function isDateValue(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 && value <= MAX_SERIAL;
  if (typeof value !== 'string') return false;
  const m = DATE_TEXT.exec(value.trim());
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m;
  if (!validDay(Number(y), Number(mo), Number(d))) return false;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || (s !== undefined && Number(s) > 59))) return false;
  return true;
}
