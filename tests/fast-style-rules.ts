/**
 * jsdom computes an element's style by running every rule of every style sheet (its own
 * user-agent sheet of ~300 rules plus MUI's emotion rules, hundreds per screen) through its
 * selector engine. One getComputedStyle then costs tens of milliseconds, and Testing Library's
 * role queries and accessible names, user-event's pointer checks and MUI's own measurements call
 * it for nearly every element they touch: about 40 % of a screen test's CPU.
 *
 * A rule can only match an element whose tag and classes are those its rightmost compound
 * selector names (`td`, `.css-1x2y3z:hover`, `.MuiInputBase-root:has(> .x)`). This answers "no"
 * for the others before the selector engine runs. Every rule it cannot read with certainty
 * (escapes, quotes, namespaces, non-ASCII names, a branch without tag or class, a non-HTML
 * element's tag) still goes to jsdom's engine, so computed styles are exactly what they were.
 */
import { implOf } from './jsdom-impl';

type SelectorCheck = (selector: string, element: ElementImpl) => { match: boolean; pseudoElement: string | null };
interface ElementImpl {
  readonly localName: string;
  readonly namespaceURI: string | null;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
interface DocumentImpl {
  mode?: string;
  _domSelector?: { check: SelectorCheck };
}
/** What an element must have for one branch of a selector list to match it. */
interface Needs {
  tag: string | null;
  classes: string[];
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const READABLE = /^[\w\-.#:*>+~\s]*$/;
const COMBINATOR = /\s*[\s>+~]\s*/;
const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;
const TAG_NAME = /^[a-zA-Z][\w-]*/;

/**
 * The selector with every (…), […] and quoted string blanked out, so that commas and combinators
 * inside them are not read; null when it cannot be read safely.
 */
function flatten(selector: string): string | null {
  if (/[\\|]/.test(selector)) return null;
  let depth = 0;
  let quote: string | null = null;
  let flat = '';
  for (const ch of selector) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      if (depth === 0) return null;
      quote = ch;
    } else if (ch === '(' || ch === '[') {
      depth += 1;
    } else if (ch === ')' || ch === ']') {
      depth -= 1;
      if (depth < 0) return null;
      flat += '_';
      continue;
    }
    flat += depth > 0 || quote ? '_' : ch;
  }
  return depth === 0 && !quote ? flat : null;
}

/** Per branch of the list, what the subject must carry; null when some branch names nothing checkable. */
export function needsOf(selector: string): Needs[] | null {
  const flat = flatten(selector);
  if (flat === null) return null;
  const needs: Needs[] = [];
  for (const branch of flat.split(',')) {
    if (!READABLE.test(branch)) return null;
    const compounds = branch.trim().split(COMBINATOR);
    const subject = compounds[compounds.length - 1] ?? '';
    const tag = TAG_NAME.exec(subject)?.[0].toLowerCase() ?? null;
    const classes = [...subject.matchAll(CLASS_NAME)].map((m) => m[1]!);
    if (!tag && classes.length === 0) return null;
    needs.push({ tag, classes });
  }
  return needs.length ? needs : null;
}

/** One compound of a type and classes only (`td`, `.css-1x2y3z`, `.MuiButton-root.Mui-disabled`). */
const TAG_AND_CLASSES = /^\s*(?:[a-zA-Z][\w-]*)?(?:\.-?[_a-zA-Z][\w-]*)*\s*$/;

/**
 * Whether carrying what `needs` names is all the selector asks: one branch, one compound, nothing
 * but a tag and classes. Then an HTML element that carries them matches without the engine.
 */
export function onlyNeedsOf(selector: string, needs: Needs[] | null): boolean {
  return needs !== null && needs.length === 1 && !selector.includes(',') && TAG_AND_CLASSES.test(selector);
}

const installed = new WeakMap<Document, () => void>();

/** Takes the shortcut out of `doc`'s selector engine again. */
export function removeShortcut(doc: Document): void {
  installed.get(doc)?.();
  installed.delete(doc);
}

/** Installs the shortcut on `doc`'s selector engine (once). */
export function skipRulesThatCannotMatch(doc: Document): void {
  if (installed.has(doc)) return;
  const impl = implOf<DocumentImpl>(doc);
  const engine = impl?._domSelector;
  // In quirks mode class names match regardless of case.
  if (!impl || !engine || typeof engine.check !== 'function' || impl.mode === 'quirks') return;
  const check = engine.check.bind(engine);
  const bySelector = new Map<string, { needs: Needs[] | null; only: boolean }>();
  let lastElement: ElementImpl | null = null;
  let lastClassAttr: string | null = null;
  let lastClasses = new Set<string>();
  const classesOf = (element: ElementImpl) => {
    const classAttr = element.getAttributeNS(null, 'class');
    if (element !== lastElement || classAttr !== lastClassAttr) {
      lastElement = element;
      lastClassAttr = classAttr;
      lastClasses = new Set(classAttr ? classAttr.split(/[\t\n\f\r ]+/) : []);
    }
    return lastClasses;
  };
  engine.check = (selector, element) => {
    let known = bySelector.get(selector);
    if (known === undefined) {
      const needs = needsOf(selector);
      known = { needs, only: onlyNeedsOf(selector, needs) };
      bySelector.set(selector, known);
    }
    const { needs, only } = known;
    if (needs) {
      const html = element.namespaceURI === HTML_NS;
      const classes = classesOf(element);
      const possible = needs.some(
        (n) => (n.tag === null || !html || n.tag === element.localName) && n.classes.every((c) => classes.has(c)),
      );
      if (!possible) return { match: false, pseudoElement: null };
      if (only && html) return { match: true, pseudoElement: null };
    }
    return check(selector, element);
  };
  installed.set(doc, () => {
    engine.check = check;
  });
}
