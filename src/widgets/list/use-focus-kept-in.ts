import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard inside a list whose focused row goes away (a row unlinked or deleted from its
 * own action button): the browser drops the focus to the page, where Escape no longer reaches the
 * dialog around the list and Tab starts again from the top. The list's container takes the focus
 * back instead. `changed` is what replaces rows (the rows themselves).
 */
export function useFocusKeptIn<E extends HTMLElement>(changed: unknown) {
  const ref = useRef<E>(null);
  const held = useRef(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const onIn = () => {
      held.current = true;
    };
    // Focus moving somewhere else lets go; a removed element's blur has no new target and does not.
    const onOut = (e: FocusEvent) => {
      const next = e.relatedTarget;
      if (next instanceof Node && !box.contains(next)) held.current = false;
    };
    box.addEventListener('focusin', onIn);
    box.addEventListener('focusout', onOut);
    return () => {
      box.removeEventListener('focusin', onIn);
      box.removeEventListener('focusout', onOut);
    };
  }, []);

  useEffect(() => {
    const box = ref.current;
    const active = box?.ownerDocument.activeElement;
    if (box && held.current && (active === null || active === box.ownerDocument.body)) box.focus();
  }, [changed]);

  return ref;
}
