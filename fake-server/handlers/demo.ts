/**
 * Demo-only controls (no real backend has them): reseed, expire every token,
 * and inject latency or a one-shot HTTP failure.
 */
import type { HttpHandler } from 'msw';
import { runtime } from '../config';
import { revokeTokens } from '../lib/auth';
import { ok, okData } from '../lib/result';
import { api, readJson } from '../lib/route';
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
    return okData({ latencyMs: runtime.latencyMs, failNext: runtime.failNext });
  }),
];
