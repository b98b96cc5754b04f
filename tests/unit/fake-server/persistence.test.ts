import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_KEY } from '@fake/config';
import { db } from '@fake/db/tables';
import { clearSnapshot, enablePersistence, flushSnapshot, hydrateFromSnapshot, takeSnapshot } from '@fake/db/persistence';
import { seedDatabase } from '@fake/seed';
import { resetDatabase } from '@fake/reset';

afterEach(() => {
  vi.useRealTimers();
});

describe('browser persistence', () => {
  it('does not hydrate without a snapshot or from one with another set of tables', async () => {
    localStorage.removeItem(SNAPSHOT_KEY);
    expect(await hydrateFromSnapshot()).toBe(false);
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ version: 1, savedAt: 0, tables: { sys_user: [] } }));
    expect(await hydrateFromSnapshot()).toBe(false);
    localStorage.setItem(SNAPSHOT_KEY, '{not json');
    expect(await hydrateFromSnapshot()).toBe(false);
  });

  it('writes a snapshot ~200 ms after a write and restores it on the next boot', async () => {
    vi.useFakeTimers();
    await resetDatabase();
    enablePersistence();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    await db.sysUser.update((q) => q.where({ username: 'editor' }), { data: (u) => void (u.realname = '改过的名字') });
    vi.advanceTimersByTime(150);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    vi.advanceTimersByTime(100);
    expect(localStorage.getItem(SNAPSHOT_KEY)).not.toBeNull();

    await seedDatabase();
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))?.realname).toBe('李文静');
    expect(await hydrateFromSnapshot()).toBe(true);
    expect(db.sysUser.findFirst((q) => q.where({ username: 'editor' }))?.realname).toBe('改过的名字');
  });

  it('keeps tokens in the snapshot so a session survives a reload', async () => {
    await resetDatabase();
    enablePersistence();
    await db.sysToken.create({ token: 'a.b.c', userId: 'u', username: 'admin', createdAt: 1, expiresAt: Date.now() + 1000 });
    flushSnapshot();
    const saved = JSON.parse(localStorage.getItem(SNAPSHOT_KEY)!) as ReturnType<typeof takeSnapshot>;
    expect(saved.tables.sys_token).toEqual([{ token: 'a.b.c', userId: 'u', username: 'admin', createdAt: 1, expiresAt: expect.any(Number) }]);
  });

  it('reset drops the persisted snapshot', async () => {
    localStorage.setItem(SNAPSHOT_KEY, '{}');
    await resetDatabase();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    clearSnapshot();
  });
});
