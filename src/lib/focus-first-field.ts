/**
 * Puts the keyboard in a dialog's first editable field when it opens, so a user can type at once
 * instead of tabbing past the title bar's buttons. A field that is already focused (an `autoFocus`,
 * or the user's own choice) is left alone, and so is a dialog without fields (a confirmation keeps
 * the focus on itself). Fields drawn late, once the record a form edits has loaded, are waited for
 * until the user moves the focus themselves or the dialog closes.
 */

const FIELD = [
  'input:not([type="hidden"]):not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"])',
  'textarea',
  'select',
  '[contenteditable="true"]',
  '[role="combobox"]',
  '[role="spinbutton"]',
].join(', ');

/** How long late fields are waited for: longer than any form's first read takes. */
const WAIT_FOR_FIELDS_MS = 15000;

function editable(el: HTMLElement): boolean {
  if (el.matches(':disabled, [readonly], [aria-disabled="true"], [aria-readonly="true"], [tabindex="-1"]')) return false;
  if (el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  // A select's own combobox sits beside the native input MUI keeps for forms; a disabled select
  // marks its combobox, not the input.
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

export function firstEditableField(root: ParentNode): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLElement>(FIELD)) if (editable(el)) return el;
  return null;
}

/** True when the focus is on a field of the dialog, or somewhere the user put it. */
function focusSettled(root: HTMLElement): boolean {
  const active = root.ownerDocument.activeElement as HTMLElement | null;
  if (!active || !root.contains(active) || active === root) return false;
  // The dialog's paper and container take the focus on opening (tabindex -1): not a choice.
  if (active.getAttribute('tabindex') === '-1' && !active.matches(FIELD)) return false;
  return true;
}

/**
 * Focuses the first editable field inside `root` now, or as soon as one is drawn. Returns a stop
 * function (also called by itself once done).
 */
export function focusFirstField(root: HTMLElement): () => void {
  if (focusSettled(root)) return () => undefined;
  const tryFocus = (): boolean => {
    if (focusSettled(root)) return true;
    const field = firstEditableField(root);
    if (!field) return false;
    field.focus({ preventScroll: false });
    return root.ownerDocument.activeElement === field;
  };
  if (tryFocus()) return () => undefined;

  const view = root.ownerDocument.defaultView;
  if (!view) return () => undefined;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    view.clearTimeout(timer);
  };
  const onFocusIn = () => {
    if (focusSettled(root)) stop();
  };
  const observer = new view.MutationObserver(() => {
    if (!root.isConnected || tryFocus()) stop();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'readonly', 'aria-hidden', 'hidden'] });
  root.addEventListener('focusin', onFocusIn);
  const timer = view.setTimeout(stop, WAIT_FOR_FIELDS_MS);
  return stop;
}
