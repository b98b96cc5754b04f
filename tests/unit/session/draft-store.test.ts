/** The draft store: per-user drafts, no passwords, expiry, the memory fallback, the flush before a logout. */
import { describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  DRAFT_TTL_MS,
  drafts,
  flushDrafts,
  memoryDraftBackend,
  registerDraftFlusher,
  setDraftBackend,
  withFallback,
  withoutSecrets,
  type DraftBackend,
} from '@/session/drafts';

const input = (user: string, form = 'add', values: unknown = { title: '通知' }) => ({ user, route: '/isystem/announcement', form, title: '系统通告 - 新增', values });

describe('draft store', () => {
  it('keeps each user’s drafts apart: another user lists none of them', async () => {
    const store = createDraftStore(memoryDraftBackend());
    await store.save(input('admin'));
    await store.save(input('editor', 'edit:7', { title: '李的草稿' }));
    const mine = await store.list('admin');
    expect(mine.map((d) => [d.user, d.key, d.form])).toEqual([['admin', '/isystem/announcement#add', 'add']]);
    expect((await store.list('editor')).map((d) => d.values)).toEqual([{ title: '李的草稿' }]);
    expect(await store.list('jeecg')).toEqual([]);
  });

  it('one draft per user and form: a later save replaces the earlier one; remove deletes it', async () => {
    const store = createDraftStore(memoryDraftBackend());
    await store.save(input('admin', 'add', { title: 'a' }));
    await store.save(input('admin', 'add', { title: 'ab' }));
    expect((await store.list('admin')).map((d) => d.values)).toEqual([{ title: 'ab' }]);
    await store.remove('admin', '/isystem/announcement#add');
    expect(await store.list('admin')).toEqual([]);
  });

  it('never stores a password field, at any depth (form values, table rows, the record)', async () => {
    const backend = memoryDraftBackend();
    const store = createDraftStore(backend);
    await store.save({
      ...input('admin', 'add', { username: 'zs', password: 'Secret1!', confirmpassword: 'Secret1!', oldpassword: 'x', rows: [{ name: 'a', pwd: '1', newPassword: '2' }] }),
      record: { id: '1', password: 'hash', salt: 's' },
    });
    const [stored] = await backend.all();
    expect(JSON.stringify(stored)).not.toMatch(/Secret1|"hash"|pwd|assword/);
    expect(stored?.values).toEqual({ username: 'zs', rows: [{ name: 'a' }] });
    expect(stored?.record).toEqual({ id: '1', salt: 's' });
    expect(withoutSecrets('plain')).toBe('plain');
  });

  it('drops drafts older than the lifetime, for every user, when listing', async () => {
    let now = 1_000_000;
    const backend = memoryDraftBackend();
    const store = createDraftStore(backend, { now: () => now });
    await store.save(input('admin'));
    await store.save(input('editor'));
    now += DRAFT_TTL_MS - 1;
    expect(await store.list('admin')).toHaveLength(1);
    now += 2;
    expect(await store.list('admin')).toEqual([]);
    expect(await backend.all()).toEqual([]);
  });

  it('lists newest first', async () => {
    let now = 10;
    const store = createDraftStore(memoryDraftBackend(), { now: () => now });
    await store.save(input('admin', 'add'));
    now = 20;
    await store.save(input('admin', 'edit:1'));
    expect((await store.list('admin')).map((d) => d.form)).toEqual(['edit:1', 'add']);
  });

  it('falls back to memory for good when the primary storage fails', async () => {
    const broken: DraftBackend = { put: vi.fn(async () => Promise.reject(new Error('QuotaExceeded'))), delete: vi.fn(), all: vi.fn(async () => []) };
    const store = createDraftStore(withFallback(broken, memoryDraftBackend()));
    await store.save(input('admin'));
    expect((await store.list('admin')).map((d) => d.form)).toEqual(['add']);
    expect(broken.all).not.toHaveBeenCalled();
  });

  it('a stored draft does not change when the form’s values object changes later', async () => {
    const store = createDraftStore(memoryDraftBackend());
    const values = { title: '原来' };
    await store.save(input('admin', 'add', values));
    values.title = '后来';
    expect((await store.list('admin'))[0]?.values).toEqual({ title: '原来' });
  });

  it('flushDrafts writes what forms still hold in their debounce and waits until it is stored', async () => {
    const backend = memoryDraftBackend();
    let release: () => void = () => undefined;
    const slow: DraftBackend = { ...backend, put: (r) => new Promise<void>((ok) => (release = () => void backend.put(r).then(ok))) };
    setDraftBackend(slow);
    const unregister = registerDraftFlusher(() => void drafts.save(input('admin')));
    let flushed = false;
    const flushing = flushDrafts().then(() => (flushed = true));
    await Promise.resolve();
    expect(flushed).toBe(false);
    release();
    await flushing;
    expect((await backend.all()).map((d) => d.id)).toEqual(['admin:/isystem/announcement#add']);
    unregister();
    setDraftBackend(memoryDraftBackend());
  });
});
