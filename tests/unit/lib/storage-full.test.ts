/** A browser storage that refuses writes (full quota): values stay for this tab, the app is told once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@/api/sys/auth';

afterEach(() => vi.restoreAllMocks());

/** Fresh modules: "storage turned out full" is remembered per page load. */
async function fresh() {
  vi.resetModules();
  const storage = await import('@/lib/storage');
  const session = await import('@/session/session');
  const notice = await import('@/app/storage-full-notice');
  const { notifier } = await import('@/ui/notify');
  return { ...storage, ...session, ...notice, notifier };
}

function refusingLocalStorage(): void {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (this === localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

const refusing = (): Storage => {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
};

describe('storage with a full quota', () => {
  it('keeps a refused value in the spare area, reads it first, and reports the first refusal once', async () => {
    const { createStorage, onStorageFull, withBackup } = await fresh();
    const area = refusing();
    const spare = new Map<string, string>();
    const s = createStorage(area, 'pro__', { getItem: (k) => spare.get(k) ?? null, setItem: (k, v) => void spare.set(k, v), removeItem: (k) => void spare.delete(k) });
    const full: string[] = [];
    onStorageFull((key) => full.push(key));

    expect(() => s.set('Access-Token', 'jwt')).not.toThrow();
    s.set('Login_Userinfo', { username: 'admin' });
    expect(s.get('Access-Token')).toBe('jwt');
    expect(s.get('Login_Userinfo')).toEqual({ username: 'admin' });
    expect(full).toEqual(['pro__Access-Token']);
    const late: string[] = [];
    onStorageFull((key) => late.push(key));
    expect(late).toEqual(['pro__Access-Token']);

    s.remove('Access-Token');
    expect(s.get('Access-Token')).toBeNull();
    expect(spare.size).toBe(1);

    // Without any area that takes it, the value still lives in memory.
    const items = withBackup(refusing(), { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    expect(() => items.setItem('k', 'v')).not.toThrow();
  });

  it('drops an older value the full area still holds, and a later successful write replaces the held one', async () => {
    const { withBackup } = await fresh();
    const primary = new Map<string, string>([['k', 'old']]);
    let refuse = true;
    const area = {
      getItem: (k: string) => primary.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (refuse) throw new DOMException('full', 'QuotaExceededError');
        primary.set(k, v);
      },
      removeItem: (k: string) => void primary.delete(k),
    };
    const backup = new Map<string, string>();
    const items = withBackup(area, { getItem: (k) => backup.get(k) ?? null, setItem: (k, v) => void backup.set(k, v), removeItem: (k) => void backup.delete(k) });
    items.setItem('k', 'new');
    expect(primary.has('k')).toBe(false);
    expect(items.getItem('k')).toBe('new');
    refuse = false;
    items.setItem('k', 'newer');
    expect(backup.has('k')).toBe(false);
    expect(items.getItem('k')).toBe('newer');
  });

  it('login with localStorage full succeeds: the session lives in this tab and the notice shows once', async () => {
    const { saveLogin, getToken, getUserInfo, saveButtonAuth, getButtonAuth, clearSession, watchStorageFull, STORAGE_FULL_MESSAGE, notifier } = await fresh();
    refusingLocalStorage();
    const stop = watchStorageFull();
    const result: LoginResult = {
      token: 'jwt',
      userInfo: { id: 'u1', username: 'admin', realname: '管理员', status: 1, delFlag: 0 },
      departs: [],
      multi_depart: 1,
      sysAllDictItems: {},
    };
    expect(() => saveLogin(result)).not.toThrow();
    saveButtonAuth([{ action: 'user:add', describe: '添加', type: '1' }], []);
    expect(getToken()).toBe('jwt');
    expect(getUserInfo()?.username).toBe('admin');
    expect(getButtonAuth().auth).toHaveLength(1);
    expect(localStorage.getItem('pro__Access-Token')).toBeNull();
    // sessionStorage survives a reload of this tab.
    expect(sessionStorage.getItem('held:pro__Access-Token')).not.toBeNull();
    expect(notifier.getSnapshot().filter((n) => n.message === STORAGE_FULL_MESSAGE)).toEqual([
      expect.objectContaining({ level: 'warning', duration: null }),
    ]);
    saveLogin(result);
    expect(notifier.getSnapshot().filter((n) => n.message === STORAGE_FULL_MESSAGE)).toHaveLength(1);

    clearSession();
    expect(getToken()).toBeNull();
    stop();
    notifier.clear();
  });
});
