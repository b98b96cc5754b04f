/** The add button's settings (spec §5, §9): rows to add ≥ 1, position 0..rowCount (0 = bottom), scroll; kept locally. */
import { ls } from '@/lib/storage';
import { ADD_SETTINGS_KEY } from './messages';

export interface AddSettings {
  count: number;
  position: number;
  scroll: boolean;
}

export const DEFAULT_ADD_SETTINGS: AddSettings = { count: 1, position: 0, scroll: false };

const toInt = (v: unknown, fallback: number) => {
  const n = typeof v === 'number' ? v : Number.parseInt(String(v), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/** Clamps to the allowed ranges: count ≥ 1, 0 ≤ position ≤ rowCount. */
export function clampSettings(s: Partial<AddSettings>, rowCount: number): AddSettings {
  return {
    count: Math.max(1, toInt(s.count, 1)),
    position: Math.min(Math.max(0, toInt(s.position, 0)), Math.max(0, rowCount)),
    scroll: s.scroll === true,
  };
}

export function loadAddSettings(): AddSettings {
  const stored = ls.get<Partial<AddSettings>>(ADD_SETTINGS_KEY);
  return stored ? { ...DEFAULT_ADD_SETTINGS, ...clampSettings(stored, Number.MAX_SAFE_INTEGER) } : { ...DEFAULT_ADD_SETTINGS };
}

export function saveAddSettings(s: AddSettings): void {
  ls.set(ADD_SETTINGS_KEY, s);
}

/** 0-based insert index of the settings' position: 0 appends, p inserts before the p-th row. */
export function insertIndex(position: number, rowCount: number): number {
  return position <= 0 || position > rowCount ? rowCount : position - 1;
}

/** Rejects a second call within `ms` of the last accepted one (the insert debounce). */
export function createClickGuard(ms: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}
