/** Display formats of the monitoring figures. */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '-';
  let v = bytes;
  let u = 0;
  while (Math.abs(v) >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u += 1;
  }
  return `${u === 0 ? v : v.toFixed(2)} ${UNITS[u]}`;
}

export const formatPercent = (ratio: number | undefined) => (ratio === undefined ? '-' : `${(ratio * 100).toFixed(2)}%`);

export const formatCount = (n: number | undefined) => (n === undefined ? '-' : String(Math.round(n)));

export const formatSeconds = (s: number | undefined) => (s === undefined ? '-' : `${s.toFixed(3)} 秒`);

/** An uptime as 天/小时/分钟/秒. */
export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined) return '-';
  let rest = Math.floor(seconds);
  const d = Math.floor(rest / 86400);
  rest -= d * 86400;
  const h = Math.floor(rest / 3600);
  rest -= h * 3600;
  const m = Math.floor(rest / 60);
  const s = rest - m * 60;
  return `${d > 0 ? `${d}天` : ''}${h}小时${m}分钟${s}秒`;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatTime(ms: number | undefined, withDate = true): string {
  if (ms === undefined || !Number.isFinite(ms)) return '-';
  const d = new Date(ms);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return withDate ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}` : time;
}
