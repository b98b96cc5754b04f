/**
 * Which tabs hold unsaved edits: forms and editable tables register here, the tab bar asks before
 * a refresh or a close would throw the edits away.
 */
import { useEffect, useId, useRef } from 'react';
import { useDraftScope } from './draft-scope';

/** route → (form id → how to throw its edits away). */
const dirty = new Map<string, Map<string, () => void>>();

export const unsavedChanges = {
  /** `discard` while the form holds unsaved edits, null once it does not. */
  set(route: string, id: string, discard: (() => void) | null): void {
    const forms = dirty.get(route) ?? new Map<string, () => void>();
    if (discard) forms.set(id, discard);
    else forms.delete(id);
    if (forms.size > 0) dirty.set(route, forms);
    else dirty.delete(route);
  },
  has(route: string): boolean {
    return (dirty.get(route)?.size ?? 0) > 0;
  },
  /** The user agreed to lose the edits of these tabs: their drafts go too. */
  discard(routes: readonly string[]): void {
    for (const route of routes) {
      const forms = dirty.get(route);
      dirty.delete(route);
      forms?.forEach((discard) => discard());
    }
  },
  /** Tests. */
  clear(): void {
    dirty.clear();
  },
};

/** Marks the enclosing tab as holding unsaved edits while `isDirty`; `discard` forgets them. */
export function useUnsavedChanges(isDirty: boolean, discard: () => void): void {
  const { route } = useDraftScope();
  const id = useId();
  const latest = useRef(discard);
  useEffect(() => {
    latest.current = discard;
  });
  useEffect(() => {
    unsavedChanges.set(route, id, isDirty ? () => latest.current() : null);
    return () => unsavedChanges.set(route, id, null);
  }, [route, id, isDirty]);
}
