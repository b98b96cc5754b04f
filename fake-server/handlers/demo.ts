/**
 * Demo-only controls (no real backend has them): reseed, expire every token,
 * and inject latency or a one-shot HTTP failure.
 */
import type { HttpHandler } from 'msw';
import { DEFAULT_LATENCY_MS, runtime } from '../config';
import { storeLatencyMs } from '../latency-setting';
import { revokeTokens } from '../lib/auth';
import { ok, okData } from '../lib/result';
import { api, BizError, readJson } from '../lib/route';
import { resetDatabase } from '../reset';

export const demoHandlers: HttpHandler[] = [
  api.post('/__demo/reset', async () => {
    await resetDatabase();
    return ok();
  }),

  api.post('/__demo/expire-tokens', () => {
    revokeTokens();
    return ok();
  }),

  // 系统设置's latency control: unlike /__demo/faults, the choice is remembered across reloads.
  api.get('/__demo/latency', () => okData({ latencyMs: runtime.latencyMs, defaultMs: DEFAULT_LATENCY_MS })),

  api.post('/__demo/latency', async ({ request }) => {
    const body = await readJson(request);
    const ms = body.latencyMs;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > 10_000) throw new BizError('延迟须为 0-10000 毫秒');
    runtime.latencyMs = ms;
    storeLatencyMs(ms);
    return okData({ latencyMs: runtime.latencyMs, defaultMs: DEFAULT_LATENCY_MS });
  }),

  api.post('/__demo/faults', async ({ request }) => {
    const body = await readJson(request);
    if (typeof body.latencyMs === 'number' && body.latencyMs >= 0) runtime.latencyMs = body.latencyMs;
    if (typeof body.failNext === 'number') {
      runtime.failNext = { status: body.failNext, message: typeof body.failMessage === 'string' ? body.failMessage : undefined };
    } else if (body.failNext === null) {
      runtime.failNext = null;
    }
    return okData({ latencyMs: runtime.latencyMs, failNext: runtime.failNext });
  }),
];
