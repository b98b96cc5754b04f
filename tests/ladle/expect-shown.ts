import { screen, waitFor, type ByRoleMatcher } from '@testing-library/react';
import type { ShownRole, StoryShows } from '../../ladle/story-shows';

const pageText = () => document.body.textContent ?? '';
const matches = (text: string, wanted: string | RegExp) => (typeof wanted === 'string' ? text.includes(wanted) : wanted.test(text));

function isDisabled(element: Element): boolean {
  return element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true' || element.classList.contains('Mui-disabled');
}

function isChecked(element: Element): boolean {
  return (element as HTMLInputElement).checked === true || element.getAttribute('aria-checked') === 'true';
}

/** The problem with `wanted` on the page, or null when the page shows it. */
function roleProblem(wanted: ShownRole): string | null {
  const found = screen.queryAllByRole(wanted.role as ByRoleMatcher, wanted.name === undefined ? {} : { name: wanted.name });
  const label = `${wanted.role}${wanted.name === undefined ? '' : ` "${String(wanted.name)}"`}`;
  if (wanted.count !== undefined ? found.length !== wanted.count : found.length === 0) {
    return `${label}: ${wanted.count ?? 'at least 1'} expected, ${found.length} shown`;
  }
  const states: [keyof ShownRole, (e: Element) => boolean][] = [
    ['disabled', isDisabled],
    ['checked', isChecked],
    ['expanded', (e) => e.getAttribute('aria-expanded') === 'true'],
    ['pressed', (e) => e.getAttribute('aria-pressed') === 'true'],
    ['invalid', (e) => e.getAttribute('aria-invalid') === 'true'],
  ];
  for (const [state, has] of states) {
    const expected = wanted[state];
    if (expected === undefined) continue;
    const wrong = found.filter((e) => has(e) !== expected);
    if (wrong.length) return `${label}: ${wrong.length} of ${found.length} not ${state}=${String(expected)}`;
  }
  return null;
}

function textProblems(what: StoryShows): string[] {
  const text = pageText();
  return (what.text ?? []).filter((t) => !matches(text, t)).map((t) => `text not shown: ${String(t)}`);
}

function allProblems(what: StoryShows): string[] {
  return [...textProblems(what), ...(what.roles ?? []).map(roleProblem).filter((p): p is string => p !== null)];
}

/**
 * Waits until the page shows everything the story states, then checks what it must not show.
 * While a stated text is missing the roles are not looked for: a role query builds the page's
 * accessibility tree, and waitFor checks again after every change of the page.
 */
export async function expectShown(what: StoryShows, { timeout = 10000 } = {}): Promise<void> {
  await waitFor(
    () => {
      const missing = textProblems(what);
      const problems = missing.length > 0 ? missing : allProblems(what);
      if (problems.length) throw new Error(problems.join('\n'));
    },
    { timeout, onTimeout: () => new Error(allProblems(what).join('\n') || 'shown only after the wait had ended') },
  );
  const text = pageText();
  const shownAnyway = (what.absent ?? []).filter((t) => matches(text, t));
  if (shownAnyway.length) throw new Error(`shown, but must not be: ${shownAnyway.map(String).join(', ')}`);
}
