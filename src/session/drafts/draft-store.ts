/**
 * Drafts of open forms and editable tables, per user: what the user typed survives a logout forced
 * by a dead session (401 / Token失效) and is offered back after the same user signs in again.
 */
import type { DraftBackend, DraftRecord } from './draft-types';

/** Drafts older than this are dropped unseen. */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Field names never written to a draft: passwords stay only in the page. */
const SECRET_NAME = /pass(word|wd)?$|password|^pwd$/i;

export function isSecretField(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** A copy of `value` without any property whose name is a password field, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (!isSecretField(k) && typeof v !== 'function') out[k] = withoutSecrets(v);
  }
  return out;
}

export interface DraftInput {
  user: string;
  route: string;
  form: string;
  title: string;
  values: unknown;
  record?: unknown;
}

export interface DraftStore {
  save(input: DraftInput): Promise<void>;
  remove(user: string, key: string): Promise<void>;
  /** The user's drafts that have not expired, newest first. Expired ones are deleted on the way. */
  list(user: string): Promise<DraftRecord[]>;
}

export const draftKey = (route: string, form: string) => `${route}#${form}`;
export const draftId = (user: string, key: string) => `${user}:${key}`;

export function createDraftStore(backend: DraftBackend, { now = Date.now, ttlMs = DRAFT_TTL_MS } = {}): DraftStore {
  return {
    async save({ user, route, form, title, values, record }) {
      const key = draftKey(route, form);
      const draft: DraftRecord = { id: draftId(user, key), user, key, route, form, title, values: withoutSecrets(values), savedAt: now() };
      if (record !== undefined) draft.record = withoutSecrets(record);
      await backend.put(draft);
    },
    async remove(user, key) {
      await backend.delete(draftId(user, key));
    },
    async list(user) {
      const all = await backend.all();
      const limit = now() - ttlMs;
      const expired = all.filter((d) => d.savedAt < limit);
      await Promise.all(expired.map((d) => backend.delete(d.id)));
      return all.filter((d) => d.user === user && d.savedAt >= limit).sort((a, b) => b.savedAt - a.savedAt);
    },
  };
}
