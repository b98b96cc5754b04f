/**
 * jsdom's getComputedStyle builds a whole declaration on every call: it copies each cascaded
 * property through cssstyle's parsers and resolves seventeen properties (colours parsed, inherited
 * ones walked up to the root). Testing Library's accessible names and role queries ask it for
 * every element they look at, and read only `display` and `visibility`; user-event reads
 * `pointer-events`. That work is about a sixth of a screen test's CPU.
 *
 * Here getComputedStyle answers with a view that resolves those three properties alone, through
 * the same jsdom function its full answer uses, and builds the full answer only when anything
 * else is read. Like a browser's computed style, the view reads the element's style when asked,
 * not when created.
 */
import { createRequire } from 'node:module';
import { implOf } from './jsdom-impl';

interface StyleRules {
  getResolvedValue(element: object, property: string): string;
}

/** Properties the view resolves by itself, by the names callers use (camelCase and CSS). */
const OWN: ReadonlyMap<string, string> = new Map([
  ['display', 'display'],
  ['visibility', 'visibility'],
  ['pointerEvents', 'pointer-events'],
  ['pointer-events', 'pointer-events'],
]);

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
  const lazy = function getComputedStyle(element: Element, pseudoElement?: string | null): CSSStyleDeclaration {
    const impl = implOf(element);
    if (pseudoElement || !impl) return original.call(win, element, pseudoElement);
    let full: CSSStyleDeclaration | null = null;
    const whole = () => (full ??= original.call(win, element));
    const getPropertyValue = (name: string) => {
      const own = OWN.get(name);
      return own && own === name ? rules.getResolvedValue(impl, own) : whole().getPropertyValue(name);
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get(_, property) {
        if (property === 'getPropertyValue') return getPropertyValue;
        const own = typeof property === 'string' ? OWN.get(property) : undefined;
        if (own) return rules.getResolvedValue(impl, own);
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
