/**
 * Date formatting as the backend's Jackson config writes it (contract §1.4):
 * "yyyy-MM-dd HH:mm:ss" in GMT+8, whatever the time zone of the browser or CI.
 */
const GMT8_MS = 8 * 60 * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function shifted(ms: number): Date {
  return new Date(ms + GMT8_MS);
}

export function formatDateTime(ms: number): string {
  const d = shifted(ms);
  return `${formatDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function formatDate(ms: number): string {
  const d = shifted(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** "MM-dd" (the `type` key of /sys/visitInfo). */
export function formatMonthDay(ms: number): string {
  return formatDate(ms).slice(5);
}

/** Epoch ms of 00:00:00 GMT+8 of the day containing `ms`. */
export function startOfDay(ms: number): number {
  return Math.floor((ms + GMT8_MS) / DAY_MS) * DAY_MS - GMT8_MS;
}

/** Parses "yyyy-MM-dd[ HH:mm:ss]" as GMT+8; NaN when malformed. */
export function parseDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - GMT8_MS;
}
