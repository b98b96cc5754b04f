/**
 * The Redis of the real backend for short-lived keys (captcha codes, SMS
 * codes). Not persisted: they live 60 s / 10 min anyway.
 */
const store = new Map<string, { value: string; expiresAt: number }>();

export const kv = {
  set(key: string, value: string, ttlMs: number): void {
    store.set(key, { value, expiresAt: Date.now() + ttlMs });
  },
  get(key: string): string | null {
    const entry = store.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return null;
    }
    return entry.value;
  },
  del(key: string): void {
    store.delete(key);
  },
  clear(): void {
    store.clear();
  },
};
