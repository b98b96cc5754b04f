/**
 * The demo database in IndexedDB (fake-indexeddb). A "tab" is a fresh copy of the fake server's
 * modules (own tables, own persistence state) over the one shared IndexedDB and BroadcastChannel.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_KEY } from '@fake/config';
import { DEMO_STORAGE_FAILED_EVENT } from '@/lib/demo-events';

type Tab = {
  persistence: typeof import('@fake/db/persistence');
  db: (typeof import('@fake/db/tables'))['db'];
  reset: (typeof import('@fake/reset'))['resetDatabase'];
  registeredTables: (typeof import('@fake/db/table'))['registeredTables'];
};

/** A new page load: fresh modules, hydrate or seed, then persistence on (as the browser entry does). */
async function openTab(): Promise<Tab> {
  vi.resetModules();
  const [persistence, tables, reset, table] = await Promise.all([
    import('@fake/db/persistence'),
    import('@fake/db/tables'),
    import('@fake/reset'),
    import('@fake/db/table'),
    import('@fake/handlers'),
  ]);
  if (!(await persistence.hydrateFromSnapshot())) await reset.resetDatabase();
  persistence.enablePersistence();
  await persistence.writesSaved();
  return { persistence, db: tables.db, reset: reset.resetDatabase, registeredTables: table.registeredTables };
}

function deleteDatabase(): Promise<void> {
  return new Promise((resolve) => {
    const req = indexedDB.deleteDatabase('zw-demo-db');
    req.onsuccess = () => resolve();
    req.onerror = () => resolve();
    req.onblocked = () => resolve();
  });
}

const notice = (id: string, titile: string) => ({
  id,
  titile,
  msgContent: '<p>正文</p>',
  msgCategory: '1',
  msgType: 'ALL',
  sendStatus: '0',
  delFlag: '0',
  createTime: '2025-01-06 09:00:00',
});

/**
 * Another tab's copy arrives after its read of IndexedDB and its load into the tables: on a busy
 * machine (the whole suite runs beside the browser tests) that outlasts vi.waitFor's 1 s.
 */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000 });

const titles = (tab: Tab) => tab.db.sysAnnouncement.findMany().map((row) => row.titile);

beforeEach(deleteDatabase);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('demo database in IndexedDB', () => {
  it('seeds when nothing is saved, then hydrates the saved rows in their order', async () => {
    const first = await openTab();
    const order = first.db.sysUser.findMany().map((u) => u.username);
    await first.db.sysUser.update((q) => q.where({ username: 'editor' }), { data: (u) => void (u.realname = '改过的名字') });
    await first.persistence.writesSaved();

    const second = await openTab();
    expect(second.db.sysUser.findFirst((q) => q.where({ username: 'editor' }))?.realname).toBe('改过的名字');
    expect(second.db.sysUser.findMany().map((u) => u.username)).toEqual(order);
  }, 60_000);

  it('every seeded row has a primary key of its own (rows are stored under it)', async () => {
    const tab = await openTab();
    const { rowKey } = await import('@fake/db/table');
    for (const [name, table] of tab.registeredTables()) {
      const keys = table.all().map((row: object) => rowKey(name, row));
      expect(keys.filter((key: string) => !key), name).toEqual([]);
      expect(new Set(keys).size, name).toBe(keys.length);
    }
  }, 60_000);

  it('two tabs writing at once both keep their rows, see each other’s, and both survive a reload', async () => {
    const a = await openTab();
    const b = await openTab();
    // Neither tab waits for the other before writing.
    await a.db.sysAnnouncement.create(notice('tab-a', 'A 标签页的通告'));
    await b.db.sysAnnouncement.create(notice('tab-b', 'B 标签页的通告'));
    await Promise.all([a.persistence.writesSaved(), b.persistence.writesSaved()]);

    await eventually(() => {
      expect(titles(a)).toContain('B 标签页的通告');
      expect(titles(b)).toContain('A 标签页的通告');
    });
    await b.db.sysAnnouncement.delete((q) => q.where({ id: 'tab-a' }));
    await b.persistence.writesSaved();
    await eventually(() => expect(titles(a)).not.toContain('A 标签页的通告'));

    const reloaded = await openTab();
    expect(titles(reloaded)).toContain('B 标签页的通告');
    expect(titles(reloaded)).not.toContain('A 标签页的通告');
  }, 60_000);

  it('applies another tab’s writes in the order they were saved, even when an earlier read answers last', async () => {
    const a = await openTab();
    await a.db.sysAnnouncement.create(notice('moving', '第一版'));
    await a.persistence.writesSaved();

    // Tab B's first re-read of a row answers only when the test says so, with what was stored when it was asked.
    let releaseFirstRead: () => void = () => undefined;
    let readsStarted = 0;
    vi.doMock('@fake/db/row-store', async (importOriginal) => {
      const original = await importOriginal<typeof import('@fake/db/row-store')>();
      return {
        ...original,
        readRows: async (table: string, keys?: readonly string[]) => {
          readsStarted += 1;
          const first = readsStarted === 1;
          const rows = await original.readRows(table, keys);
          if (first) await new Promise<void>((resolve) => (releaseFirstRead = resolve));
          return rows;
        },
      };
    });
    const b = await openTab();
    vi.doUnmock('@fake/db/row-store');
    const titleIn = (tab: Tab) => tab.db.sysAnnouncement.findFirst((q) => q.where({ id: 'moving' }))?.titile;
    expect(titleIn(b)).toBe('第一版');
    // A third tab's view of the channel: once it has seen a message, tab B has it by the next task.
    const witness = new BroadcastChannel('zw-demo-db');
    let messagesSeen = 0;
    witness.onmessage = () => void (messagesSeen += 1);
    try {
      await a.db.sysAnnouncement.update((q) => q.where({ id: 'moving' }), { data: (row) => void (row.titile = '第二版') });
      await a.persistence.writesSaved();
      await eventually(() => expect(readsStarted).toBe(1));
      await a.db.sysAnnouncement.update((q) => q.where({ id: 'moving' }), { data: (row) => void (row.titile = '第三版') });
      await a.persistence.writesSaved();
      await eventually(() => expect(messagesSeen).toBe(2));
      await new Promise((resolve) => setImmediate(resolve));
      // The later write is not read while the earlier one is still being copied: its copy would land first.
      expect(readsStarted).toBe(1);
      releaseFirstRead();

      await eventually(() => expect(readsStarted).toBe(2));
      await b.persistence.otherTabsWritesApplied();
      expect(titleIn(b)).toBe('第三版');
    } finally {
      witness.close();
    }
  }, 60_000);

  it('saves the seed as one base record and later writes row by row, deletes of seeded rows included', async () => {
    const a = await openTab();
    const store = await import('@fake/db/row-store');
    const countRows = () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('zw-demo-db');
        open.onsuccess = () => {
          const req = open.result.transaction('rows', 'readonly').objectStore('rows').count();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
        open.onerror = () => reject(open.error);
      });
    // The first save after seeding is the base alone.
    expect(await countRows()).toBe(0);
    const seeded = (await store.readAllRows()).rows.length;
    expect(seeded).toBeGreaterThan(1000);

    const b = await openTab();
    const seededNotice = a.db.sysAnnouncement.findMany()[0]!;
    await a.db.sysAnnouncement.delete((q) => q.where({ id: seededNotice.id }));
    await a.db.sysAnnouncement.create(notice('fresh', '新建的通告'));
    await a.persistence.writesSaved();
    expect(await countRows()).toBe(2);
    await eventually(() => expect(titles(b)).not.toContain(seededNotice.titile));
    expect(titles(b)).toContain('新建的通告');

    // Keyed reads take unwritten rows from the base, written ones from the rows, deleted ones nowhere.
    const other = a.db.sysAnnouncement.findMany()[0]!;
    const keyed = await store.readRows('sys_announcement', [seededNotice.id, other.id, 'fresh', 'never-there']);
    expect(keyed.map((row) => row.k).sort()).toEqual([other.id, 'fresh'].sort());
    const whole = await store.readRows('sys_announcement');
    expect(whole.map((row) => row.k)).not.toContain(seededNotice.id);
    expect(whole).toHaveLength(a.db.sysAnnouncement.findMany().length);

    const reloaded = await openTab();
    expect(titles(reloaded)).not.toContain(seededNotice.titile);
    expect(titles(reloaded)).toEqual(titles(a));
    expect((await store.readAllRows()).rows).toHaveLength(seeded);
  }, 60_000);

  it('carries an older build’s localStorage snapshot over once, then removes it', async () => {
    const tab = await openTab();
    const tables = tab.persistence.takeSnapshot().tables;
    (tables.sys_announcement as Array<Record<string, unknown>>).push(notice('legacy', '旧快照里的通告'));
    await deleteDatabase();
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ version: 1, savedAt: 0, tables }));

    const migrated = await openTab();
    expect(titles(migrated)).toContain('旧快照里的通告');
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    const reloaded = await openTab();
    expect(titles(reloaded)).toContain('旧快照里的通告');
  }, 60_000);

  it('ignores a saved database or a legacy snapshot of another set of tables', async () => {
    vi.resetModules();
    const persistence = await import('@fake/db/persistence');
    await import('@fake/handlers');
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify({ version: 1, savedAt: 0, tables: { sys_user: [] } }));
    expect(await persistence.hydrateFromSnapshot()).toBe(false);
    localStorage.setItem(SNAPSHOT_KEY, '{not json');
    expect(await persistence.hydrateFromSnapshot()).toBe(false);
  });

  it('reports a write the browser refuses to store as a DOM event', async () => {
    const tab = await openTab();
    const failures: unknown[] = [];
    const listen = (event: Event) => failures.push((event as CustomEvent).detail);
    window.addEventListener(DEMO_STORAGE_FAILED_EVENT, listen);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await tab.db.sysAnnouncement.create(notice('full', '存不下的通告'));
    await tab.persistence.writesSaved();
    window.removeEventListener(DEMO_STORAGE_FAILED_EVENT, listen);
    expect(failures).toEqual([{ reason: 'QuotaExceededError' }]);

    // Once the browser stores again, the next save rewrites everything, the refused row included.
    vi.restoreAllMocks();
    await tab.db.sysAnnouncement.create(notice('later', '之后的通告'));
    await tab.persistence.writesSaved();
    const reloaded = await openTab();
    expect(titles(reloaded)).toEqual(expect.arrayContaining(['存不下的通告', '之后的通告']));
  }, 60_000);

  it('a reset is saved whole and replaces what other tabs saw', async () => {
    const a = await openTab();
    const b = await openTab();
    await a.db.sysAnnouncement.create(notice('gone', '重置前的通告'));
    await a.persistence.writesSaved();
    await eventually(() => expect(titles(b)).toContain('重置前的通告'));
    await b.reset();
    await b.persistence.writesSaved();
    await eventually(() => expect(titles(a)).not.toContain('重置前的通告'));
    const reloaded = await openTab();
    expect(titles(reloaded)).not.toContain('重置前的通告');
  }, 60_000);
});
