/**
 * Namespaced Web Storage with expiry, in the vue-ls format the Vue console
 * used (`pro__<key>` → `{"value":…,"expire":<epoch ms>|null}`), so a session
 * written by one console is readable by the other.
 */
export interface NamespacedStorage {
  get<T>(key: string, fallback?: T | null): T | null;
  set(key: string, value: unknown, expireMs?: number | null): void;
  remove(key: string): void;
  clear(): void;
}

interface Entry {
  value: unknown;
  expire: number | null;
}

function isEntry(x: unknown): x is Entry {
  return typeof x === 'object' && x !== null && 'value' in x && 'expire' in x;
}

/** The part of Web Storage a spare area needs. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type FullListener = (key: string) => void;
const fullListeners = new Set<FullListener>();
let firstFullKey: string | null = null;

function reportFull(key: string): void {
  if (firstFullKey !== null) return;
  firstFullKey = key;
  for (const listener of fullListeners) listener(key);
}

/**
 * Calls `listener` once, with the key, when the browser first refuses to store a value (full
 * quota, storage disabled); at once if that already happened. The value then lives only in this
 * tab. Returns the unsubscribe.
 */
export function onStorageFull(listener: FullListener): () => void {
  if (firstFullKey !== null) listener(firstFullKey);
  fullListeners.add(listener);
  return () => fullListeners.delete(listener);
}

function tryRead(area: StorageArea, key: string): string | null {
  try {
    return area.getItem(key);
  } catch {
    return null;
  }
}

function tryRemove(area: StorageArea, key: string): void {
  try {
    area.removeItem(key);
  } catch {
    // Nothing to free in an area that cannot be used.
  }
}

/**
 * Writes to `primary`; what it refuses goes to `backup` (and is reported as storage full). Reads
 * prefer `backup`, which holds only values written since the primary refused them.
 */
export function withBackup(primary: StorageArea, backup: StorageArea, spareKey: (key: string) => string = (key) => key): StorageArea {
  return {
    getItem: (key) => tryRead(backup, spareKey(key)) ?? tryRead(primary, key),
    setItem(key, value) {
      try {
        primary.setItem(key, value);
        tryRemove(backup, spareKey(key));
      } catch {
        // An older value left in the primary area would come back after a reload: drop it.
        tryRemove(primary, key);
        backup.setItem(spareKey(key), value);
        reportFull(key);
      }
    },
    removeItem(key) {
      tryRemove(primary, key);
      tryRemove(backup, spareKey(key));
    },
  };
}

export function createStorage(area: Storage, namespace = 'pro__', spare: StorageArea = memoryStorage()): NamespacedStorage {
  const full = (key: string) => namespace + key;
  const items = withBackup(area, spare, (key) => `held:${key}`);
  return {
    get<T>(key: string, fallback: T | null = null): T | null {
      const raw = items.getItem(full(key));
      if (raw === null) return fallback;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // A foreign or corrupted value is treated as absent rather than crashing the app.
        return fallback;
      }
      if (!isEntry(parsed)) return fallback;
      if (parsed.expire !== null && parsed.expire <= Date.now()) {
        items.removeItem(full(key));
        return fallback;
      }
      return parsed.value as T;
    },
    set(key, value, expireMs = null) {
      const entry: Entry = { value, expire: expireMs != null ? Date.now() + expireMs : null };
      items.setItem(full(key), JSON.stringify(entry));
    },
    remove(key) {
      items.removeItem(full(key));
    },
    clear() {
      // Only our namespace: other code may share the origin's storage. Removing a key drops the
      // copy held for this tab too.
      const mine: string[] = [];
      for (let i = 0; i < area.length; i += 1) {
        const k = area.key(i);
        if (k !== null && k.startsWith(namespace)) mine.push(k);
      }
      mine.forEach((k) => items.removeItem(k));
    },
  };
}

/** In-memory Storage used when the real one is unavailable (SSR, privacy modes). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => (map.has(k) ? (map.get(k) as string) : null),
    key: (i) => Array.from(map.keys())[i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

function pick(name: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const area = globalThis[name];
    if (area) return area;
  } catch {
    // Accessing storage can throw (e.g. disabled cookies); fall through.
  }
  return memoryStorage();
}

/**
 * sessionStorage as plain items (the raw JSON lists the Vue console's permission helpers read);
 * what it refuses lives in memory for this page.
 */
export const sessionItems: StorageArea = withBackup(pick('sessionStorage'), memoryStorage());

/**
 * localStorage, namespace `pro__`. A value localStorage refuses (quota full) stays in this tab:
 * in its sessionStorage, which survives a reload, or else in memory.
 */
export const ls = createStorage(pick('localStorage'), 'pro__', sessionItems);
/** sessionStorage, namespace `pro__`. */
export const ss = createStorage(pick('sessionStorage'), 'pro__', memoryStorage());
