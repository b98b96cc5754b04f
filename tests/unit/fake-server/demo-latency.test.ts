import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetFakeDb, server } from '@fake/node';
import { DEFAULT_LATENCY_MS, LATENCY_KEY, msSetting, runtime, START_WAIT_HEADER } from '@fake/config';
import { latencyLeft } from '@fake/handlers/gate';
import { storedLatencyMs } from '@fake/latency-setting';
import { call, tokenOf } from './fake-client';
import { tryBadInput } from '../../reliability/tally';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetFakeDb();
});

interface Latency {
  latencyMs: number;
  defaultMs: number;
}

describe('the demo latency setting', () => {
  it('reads the build default from the environment, falling back on 80 ms for a missing or bad value', () => {
    expect(msSetting('45', 80)).toBe(45);
    expect(msSetting(undefined, 80)).toBe(80);
    expect(msSetting('', 80)).toBe(80);
    expect(msSetting('abc', 80)).toBe(80);
    expect(msSetting('-5', 80)).toBe(80);
    expect(DEFAULT_LATENCY_MS).toBeGreaterThanOrEqual(0);
  });

  it('reports the current bound and the default, and remembers a new choice across reloads', async () => {
    const token = await tokenOf('admin');
    const now = await call<Latency>('/__demo/latency', { token });
    expect(now.body.result).toEqual({ latencyMs: 0, defaultMs: DEFAULT_LATENCY_MS });
    const set = await call<Latency>('/__demo/latency', { token, method: 'POST', json: { latencyMs: 300 } });
    expect(set.body.result).toEqual({ latencyMs: 300, defaultMs: DEFAULT_LATENCY_MS });
    expect(runtime.latencyMs).toBe(300);
    expect(localStorage.getItem(LATENCY_KEY)).toBe('300');
    expect(storedLatencyMs()).toBe(300);
    runtime.latencyMs = 0;
  });

  it('falls back on the build default when nothing was chosen', () => {
    localStorage.removeItem(LATENCY_KEY);
    expect(storedLatencyMs()).toBe(DEFAULT_LATENCY_MS);
    localStorage.setItem(LATENCY_KEY, 'garbage');
    expect(storedLatencyMs()).toBe(DEFAULT_LATENCY_MS);
  });

  it.each([-1, 10_001, 'fast', null])('refuses %s as a latency and keeps the current one', async (latencyMs) => {
    await tryBadInput(`demo latency ${String(latencyMs)}`, 'wrong', async () => {
      const token = await tokenOf('admin');
      const res = await call<Latency>('/__demo/latency', { token, method: 'POST', json: { latencyMs } });
      expect(res.body).toMatchObject({ success: false, message: '延迟须为 0-10000 毫秒' });
      expect(runtime.latencyMs).toBe(0);
    });
  });

  it('counts a wait for the backend to start as part of the round trip, and never goes below nothing', () => {
    runtime.latencyMs = 100;
    const waited = (ms?: string) => new Request('http://x/zw-lgb2/sys/user/list', { headers: ms === undefined ? {} : { [START_WAIT_HEADER]: ms } });
    try {
      for (let i = 0; i < 50; i += 1) {
        const full = latencyLeft(waited());
        expect(full).toBeGreaterThanOrEqual(40);
        expect(full).toBeLessThanOrEqual(100);
        const rest = latencyLeft(waited('30'));
        expect(rest).toBeGreaterThanOrEqual(10);
        expect(rest).toBeLessThanOrEqual(70);
        expect(latencyLeft(waited('500'))).toBe(0);
        // A broken header is no wait at all.
        expect(latencyLeft(waited('soon'))).toBeGreaterThanOrEqual(40);
        expect(latencyLeft(waited('-20'))).toBeGreaterThanOrEqual(40);
      }
    } finally {
      runtime.latencyMs = 0;
    }
  });
});
