/**
 * Filters an inline `style` attribute of server-supplied HTML. Notices and content bodies are
 * shown to other staff inside the console, so their styles may format text but never lift it out
 * of its box: no fixed/sticky/absolute positioning, offsets, stacking order, transforms, viewport
 * sizes, negative margins, animations or script-capable values.
 *
 * `absolute` is dropped too, although a contained sink would clip it: rich-text editors never
 * produce it and inside the box it could still lay a fake form over the real text.
 */

/** Properties that only move or stack a box, or run code in old engines. */
const BLOCKED_PROPERTIES = new Set([
  'z-index',
  'top',
  'left',
  'right',
  'bottom',
  'inset',
  'transform',
  'translate',
  'rotate',
  'scale',
  'zoom',
  'behavior',
  '-moz-binding',
  'clip',
  'clip-path',
  'mask',
  'offset',
  'float-offset',
]);

const BLOCKED_PREFIXES = ['inset-', 'transform-', 'offset-', 'animation', 'transition', 'mask-', 'position-', '-webkit-', '-moz-', '-ms-', '-o-'];

/** Positions that stay inside the flow of the sink. */
const ALLOWED_POSITIONS = new Set(['static', 'relative']);

/** A CSS property name as editors write it; escapes or comments in a name are an evasion. */
const PROPERTY_NAME = /^[a-z][a-z-]*$/;

/** Values that run code, load from anywhere, or size by the viewport rather than the box. */
const SCRIPT_VALUE = /expression\s*\(|javascript:|vbscript:|livescript:|-moz-binding|@import/i;
const VIEWPORT_UNIT = /\d(?:vw|vh|vmin|vmax|svw|svh|lvw|lvh|dvw|dvh|vi|vb)\b/i;
const URL_CALL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;
const SAFE_URL = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp);)/i;
const NEGATIVE_LENGTH = /(^|[\s(,])-\s*(?:\d|\.\d)/;
const PERCENT = /(\d+(?:\.\d+)?)%/g;

/** Splits declarations on `;` outside quotes and parentheses, so a string cannot smuggle one in. */
function splitDeclarations(style: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  let depth = 0;
  for (const ch of style) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === '(') {
      depth += 1;
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1);
    } else if (ch === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  // An unterminated string or bracket would swallow what follows in the browser too: drop it.
  if (!quote && depth === 0) parts.push(current);
  return parts;
}

function isSafeUrlValue(value: string): boolean {
  for (const match of value.matchAll(URL_CALL)) {
    if (!SAFE_URL.test((match[2] ?? '').trim())) return false;
  }
  return true;
}

function isSizeProperty(name: string): boolean {
  return /^(?:min-|max-)?(?:width|height|inline-size|block-size)$/.test(name);
}

/** True when `name: value` may stay. */
export function isAllowedDeclaration(name: string, value: string): boolean {
  if (!PROPERTY_NAME.test(name)) return false;
  if (BLOCKED_PROPERTIES.has(name) || BLOCKED_PREFIXES.some((prefix) => name.startsWith(prefix))) return false;
  if (value === '' || /[\\<>]|\/\*/.test(value)) return false;
  if (SCRIPT_VALUE.test(value) || VIEWPORT_UNIT.test(value) || !isSafeUrlValue(value)) return false;
  if (name === 'position') return ALLOWED_POSITIONS.has(value.replace(/\s*!important$/i, '').trim().toLowerCase());
  if (name.startsWith('margin') && NEGATIVE_LENGTH.test(value)) return false;
  if (isSizeProperty(name)) {
    for (const match of value.matchAll(PERCENT)) if (Number(match[1]) > 100) return false;
  }
  return true;
}

/** The style attribute with only allowed declarations, normalised as `name: value; …`. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of splitDeclarations(style)) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (isAllowedDeclaration(name, value)) kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
}
