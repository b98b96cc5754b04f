import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import {
  HEARTBEAT_FRAME,
  noticeSocketMachine,
  type NoticeLists,
  type SocketCommand,
  type SocketReport,
} from '@machines/noticeSocket.machine';

const lists = (n: number): NoticeLists => ({ anntMsgList: [], anntMsgTotal: n, sysMsgList: [], sysMsgTotal: 0 });

/** A fake socket: records every connection and the frames the machine sends. */
function harness(opts: { pollMs?: number; load?: () => Promise<NoticeLists> } = {}) {
  const clock = new SimulatedClock();
  const connections: Array<{ report: (e: SocketReport) => void; sent: string[]; stopped: boolean }> = [];
  let loads = 0;
  const machine = noticeSocketMachine.provide({
    actors: {
      socket: fromCallback<SocketCommand, void, SocketReport>(({ sendBack, receive }) => {
        const conn = { report: sendBack, sent: [] as string[], stopped: false };
        connections.push(conn);
        receive((cmd) => conn.sent.push(cmd.data));
        return () => {
          conn.stopped = true;
        };
      }),
      loadList: fromPromise<NoticeLists>(async () => {
        loads += 1;
        return opts.load ? opts.load() : lists(loads);
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { pollMs: opts.pollMs } });
  actor.start();
  const last = () => connections[connections.length - 1];
  return { actor, clock, connections, last, loads: () => loads };
}

/** Lets the callbacks of already settled promises run (no time passes: the machine's clock is simulated). */
const flush = () => new Promise<void>((r) => setImmediate(r));

describe('noticeSocket machine', () => {
  it('loads the list on start and connects once', async () => {
    const h = harness();
    await flush();
    expect(h.loads()).toBe(1);
    expect(h.actor.getSnapshot().context.lists?.anntMsgTotal).toBe(1);
    expect(h.connections).toHaveLength(1);
    expect(h.actor.getSnapshot().matches({ socket: { live: 'connecting' } })).toBe(true);
  });

  it('reloads the list on a topic or user command, not on a heartbeat answer', async () => {
    const h = harness();
    await flush();
    h.last().report({ type: 'socket.open' });
    h.last().report({ type: 'socket.message', data: JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' }) });
    await flush();
    expect(h.loads()).toBe(1);
    h.last().report({ type: 'socket.message', data: JSON.stringify({ cmd: 'topic', msgId: '1', msgTxt: 'x' }) });
    await flush();
    expect(h.loads()).toBe(2);
    h.last().report({ type: 'socket.message', data: JSON.stringify({ cmd: 'user', msgId: '2' }) });
    await flush();
    expect(h.loads()).toBe(3);
    h.last().report({ type: 'socket.message', data: 'not json' });
    await flush();
    expect(h.loads()).toBe(3);
  });

  it('reconnects 5 s after a close, not earlier', () => {
    const h = harness();
    h.last().report({ type: 'socket.open' });
    h.last().report({ type: 'socket.close' });
    expect(h.connections[0].stopped).toBe(true);
    h.clock.increment(4_999);
    expect(h.connections).toHaveLength(1);
    h.clock.increment(1);
    expect(h.connections).toHaveLength(2);
    expect(h.actor.getSnapshot().context.reconnects).toBe(1);
  });

  it('never schedules a second reconnect while one is pending', () => {
    const h = harness();
    const first = h.last();
    first.report({ type: 'socket.error' });
    // A browser fires close after error; a stale actor may report late too.
    first.report({ type: 'socket.close' });
    h.clock.increment(2_000);
    first.report({ type: 'socket.error' });
    h.clock.increment(3_000);
    expect(h.connections).toHaveLength(2);
    h.clock.increment(10_000);
    expect(h.connections).toHaveLength(2);
    expect(h.actor.getSnapshot().context.reconnects).toBe(1);
  });

  it('keeps retrying every 5 s while the server stays down', () => {
    const h = harness();
    for (let i = 1; i <= 3; i += 1) {
      h.last().report({ type: 'socket.error' });
      h.clock.increment(5_000);
      expect(h.connections).toHaveLength(i + 1);
    }
  });

  it('sends HeartBeat every 20 s while open, and none while connecting', () => {
    const h = harness();
    h.clock.increment(40_000);
    expect(h.last().sent).toEqual([]);
    h.last().report({ type: 'socket.open' });
    h.clock.increment(19_999);
    expect(h.last().sent).toEqual([]);
    h.clock.increment(1);
    expect(h.last().sent).toEqual([HEARTBEAT_FRAME]);
    h.clock.increment(20_000);
    expect(h.last().sent).toEqual([HEARTBEAT_FRAME, HEARTBEAT_FRAME]);
  });

  it('stops the heartbeat when the socket closes', () => {
    const h = harness();
    h.last().report({ type: 'socket.open' });
    h.clock.increment(20_000);
    const first = h.last();
    first.report({ type: 'socket.close' });
    h.clock.increment(4_000);
    h.clock.increment(40_000);
    expect(first.sent).toEqual([HEARTBEAT_FRAME]);
  });

  it('polls while loads succeed and stops polling after a load error', async () => {
    let fail = false;
    let calls = 0;
    const h = harness({
      pollMs: 6_000,
      load: async () => {
        calls += 1;
        if (fail) throw new Error('网络超时');
        return lists(calls);
      },
    });
    await flush();
    h.clock.increment(6_000);
    await flush();
    expect(calls).toBe(2);
    fail = true;
    h.clock.increment(6_000);
    await flush();
    expect(calls).toBe(3);
    expect(h.actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(h.actor.getSnapshot().context.loadError).toBe('网络超时');
    h.clock.increment(60_000);
    await flush();
    expect(calls).toBe(3);
    // An explicit reload (opening a notice, a push) tries again.
    fail = false;
    h.actor.send({ type: 'notice.reload' });
    await flush();
    expect(calls).toBe(4);
    expect(h.actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
  });

  it('does not poll when no interval is configured', async () => {
    const h = harness();
    await flush();
    h.clock.increment(120_000);
    await flush();
    expect(h.loads()).toBe(1);
  });

  it('closes the socket for good on stop', () => {
    const h = harness();
    h.actor.send({ type: 'socket.stop' });
    expect(h.connections[0].stopped).toBe(true);
    h.clock.increment(60_000);
    expect(h.connections).toHaveLength(1);
  });
});
