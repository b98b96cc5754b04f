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

/** Runtime knobs, changed by startFakeServer() and POST /__demo/faults. */
export const runtime = {
  /** Upper bound of the simulated network latency (0 in Node). */
  latencyMs: 0,
  /** HTTP status the next API call fails with, then cleared. */
  /**
   * One-shot failure of the next API call (of the next call whose path contains `path`, if
   * given); `raw` replaces the Spring error JSON with that exact body (a malformed answer).
   */
  failNext: null as null | { status: number; message?: string; path?: string; raw?: string },
};
