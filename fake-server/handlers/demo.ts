/**
 * Demo-only controls (no real backend has them): reseed, expire every token,
 * and inject latency or a one-shot HTTP failure.
 */
import type { HttpHandler } from 'msw';
import { DEFAULT_LATENCY_MS, runtime } from '../config';
import { storeLatencyMs } from '../latency-setting';
import { revokeTokens } from '../lib/auth';
import { ok, okData } from '../lib/result';
import { api, BizError, readJson, str } from '../lib/route';
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
      runtime.failNext = {
        status: body.failNext,
        message: typeof body.failMessage === 'string' ? body.failMessage : undefined,
        path: typeof body.failPath === 'string' && body.failPath !== '' ? body.failPath : undefined,
        raw: typeof body.failRaw === 'string' ? body.failRaw : undefined,
      };
    } else if (body.failNext === null) {
      runtime.failNext = null;
    }
    const times = typeof body.times === 'number' && body.times > 0 ? body.times : 1;
    const failPath = str(body.failPath);
    if (failPath && typeof body.failStatus === 'number') {
      runtime.pathFaults.push({ path: failPath, status: body.failStatus, message: typeof body.failMessage === 'string' ? body.failMessage : undefined, times });
    }
    const slowPath = str(body.slowAnswerPath);
    if (slowPath && typeof body.slowAnswerMs === 'number' && body.slowAnswerMs > 0) {
      runtime.slowAnswers.push({ path: slowPath, delayMs: body.slowAnswerMs, times });
    }
    if (body.clearPathFaults === true) {
      runtime.pathFaults.length = 0;
      runtime.slowAnswers.length = 0;
    }
    return okData({ latencyMs: runtime.latencyMs, failNext: runtime.failNext, pathFaults: runtime.pathFaults, slowAnswers: runtime.slowAnswers });
  }),
];
