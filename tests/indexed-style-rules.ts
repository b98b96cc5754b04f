/**
 * jsdom cascades an element's style by walking every rule of every style sheet (its own
 * user-agent sheet of ~300 rules, and MUI's emotion rules, hundreds per screen) for each element
 * it is asked about. Testing Library's role queries and user-event ask about nearly every element
 * after every change of the page, so that walk was about a tenth of the screen tests' CPU, even
 * with fast-style-rules.ts refusing most rules before the selector engine.
 *
 * Here the rules are indexed once per state of the page, by what the rightmost compound of each
 * selector needs (its first class, else its tag), and an element is matched only against the rules
 * filed under its own classes and tag, plus those the index cannot file. The candidates keep their
 * sheet order, and each still goes through jsdom's selector engine, so the declaration is the one
 * jsdom builds. The index is dropped when jsdom drops its style cache (on every change of the
 * document, style sheets added or removed included) or when the number of sheets or rules changes.
 *
 * Testing Library and user-event read `display`, `visibility` and `pointer-events` (through
 * lazy-computed-styles.ts), which no shorthand sets: those, and `color`, are cascaded alone from the
 * matched declarations instead of through the whole declaration, whose every property cssstyle
 * parses. Any other property, and the text, come from the whole declaration as jsdom builds it.
 *
 * `STYLE_INDEX_VERIFY=1` compares every answer with jsdom's own walk and throws on a difference.
 */
import { createRequire } from 'node:module';
import { needsOf } from './fast-style-rules';
import { implOf } from './jsdom-impl';

interface StyleDeclaration {
  readonly length: number;
  readonly [index: number]: string;
  readonly cssText: string;
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): string;
}
interface CssRule {
  readonly selectorText?: string;
  readonly media?: ArrayLike<string>;
  readonly cssRules?: ArrayLike<CssRule>;
  readonly styleSheet?: { readonly cssRules: ArrayLike<CssRule> } | null;
  readonly style: StyleDeclaration;
}
interface Sheet {
  readonly cssRules: ArrayLike<CssRule>;
}
interface DocumentImpl {
  mode?: string;
  _styleCache: WeakMap<ElementImpl, StyleDeclaration> | null;
  readonly styleSheets: { readonly _list: Sheet[] };
  readonly _domSelector: { check(selector: string, element: ElementImpl): { match: boolean; pseudoElement: string | null } };
}
interface ElementImpl {
  readonly localName: string;
  readonly style: StyleDeclaration;
  readonly _ownerDocument: DocumentImpl;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
/** What jsdom reads of the declaration getDeclarationForElement gives (getCascadedPropertyValue). */
interface CascadedStyle {
  getPropertyValue(property: string): string;
  readonly cssText: string;
}
interface StyleRulesModule {
  getDeclarationForElement(element: ElementImpl): CascadedStyle;
}
/** The declarations that apply to an element, in cascade order, and the values read of them. */
interface Cascade {
  readonly styles: StyleDeclaration[];
  readonly values: Map<string, string>;
}

/** Properties no shorthand sets: their cascaded value depends on their own declarations alone. */
const ALONE: ReadonlySet<string> = new Set(['display', 'visibility', 'pointer-events', 'color']);

/** A rule jsdom's walk would try, with its place in the walk. */
interface Entry {
  readonly order: number;
  readonly rule: CssRule;
  readonly selector: string;
}
interface RuleIndex {
  /** the sheets indexed, and how many rules each held */
  readonly sheets: readonly Sheet[];
  readonly ruleCounts: readonly number[];
  /** rules whose selector names no class or tag to file them under */
  readonly unfiled: Entry[];
  readonly filed: Map<string, Entry[]>;
}

const { indexOf } = Array.prototype;

/** The rules jsdom's walk tries for one sheet, in its order: @media screen and @import one level deep. */
function walkSheet(sheet: Sheet, visit: (rule: CssRule) => void): void {
  for (const rule of Array.from(sheet.cssRules)) {
    if (rule.media) {
      if (rule.constructor.name === 'CSSImportRule') {
        if (rule.styleSheet && (rule.media.length === 0 || indexOf.call(rule.media, 'screen') !== -1)) {
          Array.from(rule.styleSheet.cssRules).forEach(visit);
        }
      } else if (indexOf.call(rule.media, 'screen') !== -1) {
        Array.from(rule.cssRules ?? []).forEach(visit);
      }
    } else {
      visit(rule);
    }
  }
}

/** The index still files every rule of the document: the same sheets, each with as many rules. */
function indexIsCurrent(index: RuleIndex, sheets: readonly Sheet[]): boolean {
  if (index.sheets.length !== sheets.length) return false;
  for (let i = 0; i < sheets.length; i += 1) {
    if (index.sheets[i] !== sheets[i] || index.ruleCounts[i] !== sheets[i]!.cssRules.length) return false;
  }
  return true;
}

/** Per selector text: the selector jsdom's matcher reads, and the keys the rule is filed under (null: unfiled). */
const filing = new Map<string, { selector: string; keys: string[] | null }>();

function filingOf(selectorText: string): { selector: string; keys: string[] | null } {
  let known = filing.get(selectorText);
  if (!known) {
    // jsdom's matcher reads the last part of a selector text that holds a `;`.
    const selector = selectorText.split(';').pop()!.trim();
    const needs = needsOf(selector);
    known = { selector, keys: needs ? [...new Set(needs.map((n) => (n.classes.length > 0 ? `.${n.classes[0]}` : n.tag!)))] : null };
    filing.set(selectorText, known);
  }
  return known;
}

function buildIndex(defaultSheet: Sheet, doc: DocumentImpl): RuleIndex {
  const unfiled: Entry[] = [];
  const filed = new Map<string, Entry[]>();
  let order = 0;
  const file = (rule: CssRule) => {
    // jsdom's matcher tries a rule only when it has a selector.
    if (!rule.selectorText) return;
    const { selector, keys } = filingOf(rule.selectorText);
    const entry: Entry = { order: order++, rule, selector };
    if (!keys) {
      unfiled.push(entry);
      return;
    }
    for (const key of keys) {
      const list = filed.get(key);
      if (list) list.push(entry);
      else filed.set(key, [entry]);
    }
  };
  walkSheet(defaultSheet, file);
  for (const sheet of doc.styleSheets._list) walkSheet(sheet, file);
  const sheets = [...doc.styleSheets._list];
  return { sheets, ruleCounts: sheets.map((sheet) => sheet.cssRules.length), unfiled, filed };
}

/** The rules that may match `element`, in jsdom's order. */
function candidates(index: RuleIndex, element: ElementImpl): Entry[] {
  const lists: Entry[][] = [index.unfiled];
  // Lower case: an SVG element's tag keeps its case, and a type selector is filed in lower case.
  const byTag = index.filed.get(element.localName.toLowerCase());
  if (byTag) lists.push(byTag);
  const classAttr = element.getAttributeNS(null, 'class');
  if (classAttr) {
    for (const name of new Set(classAttr.split(/[\t\n\f\r ]+/))) {
      const byClass = name ? index.filed.get(`.${name}`) : undefined;
      if (byClass) lists.push(byClass);
    }
  }
  if (lists.length === 1) return index.unfiled;
  const all = lists.flat().sort((a, b) => a.order - b.order);
  return all.filter((entry, i) => i === 0 || all[i - 1] !== entry);
}

function matches(entry: Entry, element: ElementImpl): boolean {
  try {
    const { match, pseudoElement } = element._ownerDocument._domSelector.check(entry.selector, element);
    return pseudoElement ? false : match;
  } catch {
    return false;
  }
}

/** jsdom's style module and its own walk, while the index is installed in it. */
let installed: { rules: StyleRulesModule; jsdomWalk: StyleRulesModule['getDeclarationForElement'] } | null = null;

function jsdomModules(): { require: NodeJS.Require; rules: StyleRulesModule } | null {
  try {
    const require = createRequire(createRequire(import.meta.url).resolve('jsdom/lib/jsdom/living/helpers/style-rules.js'));
    return { require, rules: require('./style-rules.js') as StyleRulesModule };
  } catch {
    return null;
  }
}

/** The cascaded declaration of `element` as the style module now computes it, computed afresh. */
export function cascadedStyleText(element: Element): string {
  const impl = implOf<ElementImpl>(element);
  const modules = jsdomModules();
  if (!impl || !modules) throw new Error('not a jsdom element');
  impl._ownerDocument._styleCache = null;
  return modules.rules.getDeclarationForElement(impl).cssText;
}

/** Puts jsdom's own walk back. */
export function stopIndexingStyleRules(): void {
  if (installed) installed.rules.getDeclarationForElement = installed.jsdomWalk;
  installed = null;
}

/** Installs the indexed lookup in jsdom's style module (once; a no-op without jsdom). */
export function indexStyleRules(): void {
  const modules = jsdomModules();
  if (!modules || installed?.rules === modules.rules) return;
  const { require, rules } = modules;
  const cssom = require('@acemir/cssom') as { parse(text: string): Sheet };
  const { CSSStyleDeclaration } = require('cssstyle') as { CSSStyleDeclaration: new () => StyleDeclaration };
  const { readFileSync } = require('node:fs') as typeof import('node:fs');
  const defaultSheet = cssom.parse(readFileSync(require.resolve('../../browser/default-stylesheet.css'), 'utf8'));
  const jsdomWalk = rules.getDeclarationForElement;
  installed = { rules, jsdomWalk };
  const verify = process.env.STYLE_INDEX_VERIFY === '1';

  /** What is known of the document while jsdom's style cache is the same: since its last change. */
  interface Epoch {
    readonly cache: WeakMap<ElementImpl, StyleDeclaration>;
    index: RuleIndex | null;
    readonly cascades: WeakMap<ElementImpl, Cascade>;
  }
  const epochs = new WeakMap<DocumentImpl, Epoch>();

  const epochOf = (doc: DocumentImpl): Epoch => {
    const cache = (doc._styleCache ??= new WeakMap());
    let epoch = epochs.get(doc);
    if (!epoch || epoch.cache !== cache) {
      // The document changed: what was matched may no longer hold, but the rules' index does as
      // long as the document holds the same rules (most changes of a page add no style).
      epoch = { cache, index: epoch?.index ?? null, cascades: new WeakMap() };
      epochs.set(doc, epoch);
    }
    const sheets = doc.styleSheets._list;
    if (!epoch.index || !indexIsCurrent(epoch.index, sheets)) {
      epoch.index = buildIndex(defaultSheet, doc);
      // Rules added in place (insertRule does not clear jsdom's style cache): what was matched and
      // cascaded before may be stale.
      epoch = { cache: (doc._styleCache = new WeakMap()), index: epoch.index, cascades: new WeakMap() };
      epochs.set(doc, epoch);
    }
    return epoch;
  };

  /** Copies `property` of `from` into `into` as jsdom's cascade does: `unset` removes it. */
  const handleProperty = (into: StyleDeclaration, from: StyleDeclaration, property: string) => {
    const value = from.getPropertyValue(property);
    if (value === 'unset') into.removeProperty(property);
    else into.setProperty(property, value, from.getPropertyPriority(property));
  };

  /** The declarations that apply to an element, in cascade order: matched rules, then its own style. */
  const cascadeOf = (element: ElementImpl, epoch: Epoch): Cascade => {
    let cascade = epoch.cascades.get(element);
    if (!cascade) {
      const styles = candidates(epoch.index!, element)
        .filter((entry) => matches(entry, element))
        .map((entry) => entry.rule.style);
      styles.push(element.style);
      cascade = { styles, values: new Map() };
      epoch.cascades.set(element, cascade);
    }
    return cascade;
  };

  /** The whole declaration, as jsdom builds it, kept in jsdom's own cache. */
  const fullDeclaration = (element: ElementImpl, epoch: Epoch): StyleDeclaration => {
    const cached = epoch.cache.get(element);
    if (cached) return cached;
    const declaration = new CSSStyleDeclaration();
    for (const style of cascadeOf(element, epoch).styles) {
      for (let i = 0; i < style.length; i += 1) handleProperty(declaration, style, style[i]!);
    }
    epoch.cache.set(element, declaration);
    return declaration;
  };

  /**
   * One cascaded value. A property no shorthand sets is cascaded alone, through the same steps jsdom
   * takes for it in the whole declaration; any other property reads the whole declaration.
   */
  const cascadedValue = (element: ElementImpl, epoch: Epoch, property: string): string => {
    if (!ALONE.has(property)) return fullDeclaration(element, epoch).getPropertyValue(property);
    const cascade = cascadeOf(element, epoch);
    let value = cascade.values.get(property);
    if (value === undefined) {
      const declaration = new CSSStyleDeclaration();
      for (const style of cascade.styles) {
        for (let i = 0; i < style.length; i += 1) {
          const name = style[i]!;
          if (name === property) handleProperty(declaration, style, name);
          // `all` resets every property: only the whole declaration says what it does here.
          else if (name === 'all') return fullDeclaration(element, epoch).getPropertyValue(property);
        }
      }
      value = declaration.getPropertyValue(property);
      cascade.values.set(property, value);
    }
    return value;
  };

  /**
   * What jsdom's resolved values read of an element's cascade (getPropertyValue), answered per
   * property; the whole declaration only for its text.
   */
  const indexed = (element: ElementImpl): CascadedStyle => {
    const doc = element._ownerDocument;
    // In quirks mode class names match regardless of case: the index cannot file them.
    if (doc.mode === 'quirks') return jsdomWalk(element);
    const epoch = epochOf(doc);
    return {
      getPropertyValue: (property) => cascadedValue(element, epoch, property),
      get cssText() {
        return fullDeclaration(element, epoch).cssText;
      },
    };
  };

  rules.getDeclarationForElement = verify
    ? (element) => {
        const ours = indexed(element);
        const jsdomValue = (property: string) => {
          const doc = element._ownerDocument;
          const saved = doc._styleCache;
          doc._styleCache = new WeakMap();
          const theirs = jsdomWalk(element).getPropertyValue(property);
          doc._styleCache = saved;
          return theirs;
        };
        return {
          getPropertyValue(property) {
            const value = ours.getPropertyValue(property);
            const theirs = jsdomValue(property);
            if (value !== theirs) {
              throw new Error(`indexed style rules differ for <${element.localName} class="${element.getAttributeNS(null, 'class') ?? ''}"> ${property}: jsdom "${theirs}", indexed "${value}"`);
            }
            return value;
          },
          get cssText() {
            return ours.cssText;
          },
        };
      }
    : indexed;
}
