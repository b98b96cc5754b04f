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

export function createStorage(area: Storage, namespace = 'pro__'): NamespacedStorage {
  const full = (key: string) => namespace + key;
  return {
    get<T>(key: string, fallback: T | null = null): T | null {
      const raw = area.getItem(full(key));
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
        area.removeItem(full(key));
        return fallback;
      }
      return parsed.value as T;
    },
    set(key, value, expireMs = null) {
      const entry: Entry = { value, expire: expireMs != null ? Date.now() + expireMs : null };
      area.setItem(full(key), JSON.stringify(entry));
    },
    remove(key) {
      area.removeItem(full(key));
    },
    clear() {
      // Only our namespace: other code may share the origin's storage.
      const mine: string[] = [];
      for (let i = 0; i < area.length; i += 1) {
        const k = area.key(i);
        if (k !== null && k.startsWith(namespace)) mine.push(k);
      }
      mine.forEach((k) => area.removeItem(k));
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

/** localStorage, namespace `pro__`. */
export const ls = createStorage(pick('localStorage'));
/** sessionStorage, namespace `pro__`. */
export const ss = createStorage(pick('sessionStorage'));
