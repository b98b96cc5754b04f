/**
 * The fake monitoring endpoints: actuator-like metric bodies, 404 for unknown metrics,
 * figures that move between reads, consistent disk figures and newest-first traces.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { diskInfo, metric, readTraces, redisInfo } from '@fake/handlers/monitor';
import { resetFakeDb } from '@fake/node';
import { BASE, tokenOf } from './fake-client';
import { monitorServer } from '../../component/monitor/monitor-server';

let token: string;
beforeAll(async () => {
  monitorServer.listen({ onUnhandledRequest: 'error' });
  await resetFakeDb();
  token = await tokenOf('admin');
});
afterAll(() => monitorServer.close());

describe('fake monitoring endpoints', () => {
  it('answers a known metric with the actuator body and an unknown one with HTTP 404', async () => {
    const res = await fetch(`${BASE}/actuator/metrics/jvm.memory.used`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['availableTags', 'baseUnit', 'description', 'measurements', 'name']);
    expect(body.name).toBe('jvm.memory.used');
    expect(body.baseUnit).toBe('bytes');
    expect((await fetch(`${BASE}/actuator/metrics/no.such.metric`)).status).toBe(404);
  });

  it('moves the CPU usage between reads and keeps it a ratio', () => {
    const reads = Array.from({ length: 8 }, () => metric('system.cpu.usage')!.measurements[0].value);
    expect(new Set(reads).size).toBeGreaterThan(1);
    for (const r of reads) {
      expect(r).toBeGreaterThan(0);
      expect(r).toBeLessThan(1);
    }
  });

  it('gives timers COUNT and TOTAL_TIME that grow with uptime', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const first = metric('tomcat.global.request')!.measurements;
      vi.setSystemTime(Date.now() + 10 * 60_000);
      const second = metric('tomcat.global.request')!.measurements;
      expect(first.map((m) => m.statistic)).toEqual(['COUNT', 'TOTAL_TIME']);
      expect(second[0].value).toBeGreaterThan(first[0].value);
      expect(second[1].value).toBeGreaterThan(first[1].value);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports disks whose used share matches total and free space', () => {
    for (const d of diskInfo()) {
      expect(d.rest).toBeLessThanOrEqual(d.max);
      expect(d.restPPT).toBe(Math.round(((d.max - d.rest) * 100) / d.max));
    }
  });

  it('serves Redis INFO in the envelope (behind the token filter) and the two gauges as bare maps', async () => {
    expect((await fetch(`${BASE}/sys/actuator/redis/info`)).status).toBe(401);
    const headers = { 'X-Access-Token': token };
    const info = (await (await fetch(`${BASE}/sys/actuator/redis/info`, { headers })).json()) as { success: boolean; result: unknown[] };
    expect(info.success).toBe(true);
    expect(info.result).toHaveLength(redisInfo().length);
    const keys = (await (await fetch(`${BASE}/sys/actuator/redis/keysSize`, { headers })).json()) as Record<string, number>;
    expect(Object.keys(keys).sort()).toEqual(['create_time', 'dbSize']);
  });

  it('adds new traces on each read, newest first, capped at 100', () => {
    readTraces();
    for (let i = 0; i < 40; i += 1) readTraces();
    const traces = readTraces();
    expect(traces.length).toBe(100);
    const stamps = traces.map((t) => Date.parse(t.timestamp));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
  });
});
