/**
 * The simulated latency a trainer picks in 系统设置 (demo only): kept in localStorage so it
 * survives reloads; without a choice the build-time default applies.
 */
import { DEFAULT_LATENCY_MS, LATENCY_KEY } from './config';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function storedLatencyMs(): number {
  const raw = storage()?.getItem(LATENCY_KEY);
  const n = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_LATENCY_MS;
}

export function storeLatencyMs(ms: number): void {
  try {
    storage()?.setItem(LATENCY_KEY, String(ms));
  } catch {
    // A full or blocked storage only means the choice lasts until the next reload.
  }
}
