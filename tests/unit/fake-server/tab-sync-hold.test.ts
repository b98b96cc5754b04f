/**
 * A tab reads the saved database before its fake backend can apply other tabs' writes; the
 * messages that arrive meanwhile are held and handed over once it listens, none lost.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type TabSync = typeof import('@fake/db/tab-sync');

const CHANNEL = 'zw-demo-db';
let other: BroadcastChannel;
let witness: BroadcastChannel;

beforeEach(() => {
  vi.resetModules();
  other = new BroadcastChannel(CHANNEL);
  witness = new BroadcastChannel(CHANNEL);
});
afterEach(() => {
  other.close();
  witness.close();
});

/** Posts from "another tab" and resolves once a third channel saw it (the held one has too by the next task). */
async function postFromOtherTab(message: unknown): Promise<void> {
  const seen = new Promise<void>((resolve) => witness.addEventListener('message', () => resolve(), { once: true }));
  other.postMessage(message);
  await seen;
  await new Promise((resolve) => setImmediate(resolve));
}

describe('messages of other tabs before this tab listens', () => {
  it('are held from holdOtherTabsMessages() and handed over in order when listening starts', async () => {
    const sync: TabSync = await import('@fake/db/tab-sync');
    sync.holdOtherTabsMessages();
    await postFromOtherTab({ tables: { sys_user: ['u1'] } });
    await postFromOtherTab({ all: true });
    const received: unknown[] = [];
    sync.listenToOtherTabs((message) => received.push(message));
    expect(received).toEqual([{ tables: { sys_user: ['u1'] } }, { all: true }]);
    await postFromOtherTab({ tables: { sys_role: ['r1'] } });
    expect(received).toHaveLength(3);
  });

  it('are not seen at all when nothing opened the channel before (the old order)', async () => {
    const sync: TabSync = await import('@fake/db/tab-sync');
    await postFromOtherTab({ tables: { sys_user: ['u1'] } });
    const received: unknown[] = [];
    sync.listenToOtherTabs((message) => received.push(message));
    await postFromOtherTab({ tables: { sys_role: ['r1'] } });
    expect(received).toEqual([{ tables: { sys_role: ['r1'] } }]);
  });
});
