/**
 * jsdom's getComputedStyle builds a whole declaration on every call: it copies each cascaded
 * property through cssstyle's parsers and resolves seventeen properties (colours parsed, inherited
 * ones walked up to the root, each ancestor's whole cascade built on the way). Testing Library's
 * accessible names and role queries ask it for every element they look at, and read only
 * `display` and `visibility`; user-event reads `pointer-events`; the data grid reads an
 * element's `overflow-y` and border widths on every change of its size.
 *
 * Here getComputedStyle answers with a view that resolves each property read on its own: one of
 * jsdom's seventeen through the same jsdom function its full answer uses, any other CSS property
 * as the element's cascaded value (what jsdom's full answer copies for it). The full answer is
 * built only when anything else is read (its text, its length, its list of properties). Like a
 * browser's computed style, the view reads the element's style when asked, not when created.
 */
import { createRequire } from 'node:module';
import { implOf } from './jsdom-impl';

interface StyleRules {
  getResolvedValue(element: object, property: string): string;
  getDeclarationForElement(element: object): { getPropertyValue(property: string): string };
  propertiesWithResolvedValueImplemented: Record<string, unknown>;
}

/** Members of a declaration that are not CSS properties, though read through getters. */
const NOT_PROPERTIES: ReadonlySet<string> = new Set(['cssText', 'length', 'parentRule']);

/** `border-left-width` → `borderLeftWidth`, `-webkit-line-clamp` → `webkitLineClamp`. */
function cssCamel(name: string): string {
  return name.replace(/^-(?=webkit-)/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** `borderLeftWidth` → `border-left-width`, `webkitLineClamp` → `-webkit-line-clamp`, `cssFloat` → `float`. */
function cssName(property: string): string {
  if (property === 'cssFloat') return 'float';
  const dashed = property.replace(/(?<=[a-z])[A-Z]/g, '-$&').toLowerCase();
  return dashed.startsWith('webkit-') ? `-${dashed}` : dashed;
}

const installed = new WeakMap<Window, () => void>();

function styleRules(): StyleRules | null {
  try {
    const rules = createRequire(import.meta.url)('jsdom/lib/jsdom/living/helpers/style-rules.js') as Partial<StyleRules>;
    return typeof rules.getResolvedValue === 'function' ? (rules as StyleRules) : null;
  } catch {
    return null;
  }
}

/** Puts `win.getComputedStyle` back as jsdom made it. */
export function stopLazyComputedStyles(win: Window): void {
  installed.get(win)?.();
  installed.delete(win);
}

/** Makes `win.getComputedStyle` answer with a lazy view (once per window; a no-op outside jsdom). */
export function lazyComputedStyles(win: Window): void {
  if (installed.has(win)) return;
  const rules = styleRules();
  if (!rules) return;
  const original = win.getComputedStyle;
  const resolved = new Set(Object.keys(rules.propertiesWithResolvedValueImplemented));
  // The full answer sets the resolved colours after copying the cascade, which changes the
  // shorthands that hold them (`border`, `border-top`, `border-color`, `outline`, `background` …).
  const holdsResolved = (name: string) => /^border(-block|-inline)?-color$/.test(name) || [...resolved].some((r) => r.startsWith(`${name}-`));
  const declarationProto = Object.getPrototypeOf(original.call(win, win.document.documentElement)) as object;
  /** The CSS name of a property read by its JavaScript name, or null for anything else. */
  const propertyNames = new Map<string, string | null>();
  const nameOf = (property: string): string | null => {
    let name = propertyNames.get(property);
    if (name === undefined) {
      const getter = Object.getOwnPropertyDescriptor(declarationProto, property)?.get;
      name = getter && !NOT_PROPERTIES.has(property) ? cssName(property) : null;
      if (name && holdsResolved(name)) name = null;
      propertyNames.set(property, name);
    }
    return name;
  };
  const lazy = function getComputedStyle(element: Element, pseudoElement?: string | null): CSSStyleDeclaration {
    const impl = implOf(element);
    if (pseudoElement || !impl) return original.call(win, element, pseudoElement);
    let full: CSSStyleDeclaration | null = null;
    const whole = () => (full ??= original.call(win, element));
    const valueOf = (name: string) => (resolved.has(name) ? rules.getResolvedValue(impl, name) : rules.getDeclarationForElement(impl).getPropertyValue(name));
    // Custom properties and names cssstyle does not know come from the whole answer.
    const getPropertyValue = (name: string) => (nameOf(cssCamel(name)) === name ? valueOf(name) : whole().getPropertyValue(name));
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, property) {
        if (property === 'getPropertyValue') return getPropertyValue;
        const name = typeof property === 'string' ? nameOf(property) : null;
        if (name) return valueOf(name);
        const target = whole();
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
      has: (_, property) => Reflect.has(whole(), property),
      ownKeys: () => Reflect.ownKeys(whole()),
      getOwnPropertyDescriptor: (_, property) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(whole(), property);
        return descriptor ? { ...descriptor, configurable: true } : undefined;
      },
      getPrototypeOf: () => Reflect.getPrototypeOf(whole()),
    });
  };
  win.getComputedStyle = lazy;
  installed.set(win, () => {
    if (win.getComputedStyle === lazy) win.getComputedStyle = original;
  });
}
