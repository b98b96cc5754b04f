/**
 * Keeps the draft of one open form or table: written a moment after the user stops typing, at
 * once when a logout flushes, and when the form goes away without being saved or cancelled.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../store';
import { draftKey, type DraftInput } from './draft-store';
import { draftRestore } from './draft-restore';
import { useDraftScope } from './draft-scope';
import type { DraftRecord } from './draft-types';
import { drafts, registerDraftFlusher } from './drafts';
import { useUnsavedChanges } from './unsaved-changes';

export const DRAFT_DEBOUNCE_MS = 500;

export interface DraftAutosaveOptions {
  /** The form's identity within its tab (`add`, `edit:<id>`, `table:<name>`); null: nothing to keep. */
  form: string | null;
  /** The dialog's title; the tab's title is put in front. */
  title: string;
  values: unknown;
  /** Only dirty values are kept. */
  dirty: boolean;
  record?: unknown;
}

export interface DraftAutosave {
  key: string | null;
  /** The draft the user chose to restore for this form (恢复草稿), taken once; null when none. */
  restore(): DraftRecord | null;
  /** Forgets the draft: saved, or thrown away on purpose. */
  discard(): void;
}

export function useDraftAutosave({ form, title, values, dirty, record }: DraftAutosaveOptions): DraftAutosave {
  const scope = useDraftScope();
  const { userInfo } = useSession();
  const username = userInfo?.username ?? null;
  const key = form ? draftKey(scope.route, form) : null;
  // The draft to write next, and whether this form has a stored draft of its own to delete.
  const pending = useRef<DraftInput | null>(null);
  const owned = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) void drafts.save(next);
  }, []);

  useEffect(() => registerDraftFlusher(write), [write]);

  useEffect(() => {
    if (!form || !dirty || !username) return;
    pending.current = { user: username, route: scope.route, form, title: scope.title ? `${scope.title} - ${title}` : title, values, record };
    owned.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(write, DRAFT_DEBOUNCE_MS);
  }, [form, dirty, username, scope.route, scope.title, title, values, record, write]);

  // Closed by its page or unmounted (a logout, a reload): what is pending is kept.
  useEffect(
    () => () => {
      write();
      owned.current = false;
    },
    [key, write],
  );

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    if (key && username && owned.current) void drafts.remove(username, key);
    owned.current = false;
  }, [key, username]);

  const restore = useCallback(() => {
    const found = key ? draftRestore.take(key) : null;
    if (found) owned.current = true;
    return found;
  }, [key]);

  useUnsavedChanges(dirty && key !== null, discard);

  return { key, restore, discard };
}
