/**
 * Settings of the fake backend. Everything a demo user or a test might want to
 * know (demo password, SMS code, fixed seed epoch) lives here so the README and
 * the code cannot drift apart.
 */
export const API_BASE: string = import.meta.env?.VITE_API_BASE ?? '/zw-lgb2';

/** Every demo account uses this password (the Vue login page is pre-filled with admin / 123456 too). */
export const DEMO_PASSWORD = '123456';

/**
 * The demo SMS gateway "sends" this code for every mobile. The real answer of
 * POST /sys/sms never reveals the code, so the demo documents it instead.
 */
export const DEMO_SMS_CODE = '123456';

/** Seed data (except login logs) is dated relative to this instant: 2025-01-06 09:00:00 GMT+8. */
export const SEED_EPOCH = Date.UTC(2025, 0, 6, 1, 0, 0);

/** Seed of the faker instance and the small PRNGs. */
export const SEED = 20250106;

/** localStorage key of the persisted demo database. */
export const SNAPSHOT_KEY = 'zw-demo-db/v1';

/** Redis TTLs of the real backend (contract §2.1, §2.3, §2.4). */
export const CAPTCHA_TTL_MS = 60_000;
export const SMS_TTL_MS = 600_000;
export const TOKEN_TTL_MS = 2 * 60 * 60_000;

/** A millisecond setting read from the environment, or `fallback` when it is missing or not a number ≥ 0. */
export function msSetting(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Build-time default of the simulated latency's upper bound in the browser (a LAN round trip plus a busy server). */
export const DEFAULT_LATENCY_MS = msSetting(import.meta.env?.VITE_DEMO_LATENCY_MS, 80);

/**
 * The request header in which the demo's HTTP client says how long a call waited for this backend
 * to start (src/main.tsx wires it in). The simulated latency is a network round trip: a call sent
 * while the backend was still starting was travelling meanwhile, so that wait counts toward it.
 */
export const START_WAIT_HEADER = 'X-Demo-Start-Wait';

/** localStorage key of the latency a trainer picked in 系统设置 (survives reloads, not a reset). */
export const LATENCY_KEY = 'zw-demo/latency-ms';

/** Runtime knobs, changed by startFakeServer() and POST /__demo/faults. */
export const runtime = {
  /** Upper bound of the simulated network latency (0 in Node). */
  latencyMs: 0,
  /**
   * One-shot failure of the next API call (of the next call whose path contains `path`, if
   * given); `raw` replaces the Spring error JSON with that exact body (a malformed answer).
   */
  failNext: null as null | { status: number; message?: string; path?: string; raw?: string },
  /**
   * Failures of one path (the next `times` calls to it): HTTP status 0 = network error, 200 = a
   * Result envelope with success:false and the message, any other = Spring's error JSON.
   */
  pathFaults: [] as PathFault[],
  /** Calls to one path that are carried out, then answered only after `delayMs` (a save that landed but timed out). */
  slowAnswers: [] as SlowAnswer[],
};

export interface PathFault {
  path: string;
  status: number;
  message?: string;
  times: number;
}

export interface SlowAnswer {
  path: string;
  delayMs: number;
  times: number;
}

/** Takes one use of the first entry for `path`, dropping it when used up. */
export function takeForPath<T extends { path: string; times: number }>(list: T[], path: string): T | undefined {
  const at = list.findIndex((e) => e.path === path && e.times > 0);
  if (at < 0) return undefined;
  const entry = list[at]!;
  entry.times -= 1;
  if (entry.times <= 0) list.splice(at, 1);
  return entry;
}
