import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetFakeDb, server } from '@fake/node';
import { DEFAULT_LATENCY_MS, LATENCY_KEY, msSetting, runtime } from '@fake/config';
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
});
