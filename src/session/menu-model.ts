/**
 * Pure helpers over the server menu (`getUserPermissionByToken().menu`). The menu is the single
 * source for routes, side menu, breadcrumb, tabs and menu search, so every consumer reads it
 * through these entries instead of poking at raw `MenuNode`s.
 */
import type { MenuNode } from '@/api/sys/permission';
import { configuredTrustedOrigins, isTrustedOrigin, originOf } from '@/lib/safe-url';

export interface MenuEntry {
  /** Stable identity: the node id, else its resolved path. */
  key: string;
  /** Absolute route path (relative server paths are joined to their parent's, as vue-router did). */
  path: string;
  title: string;
  icon?: string;
  /** Hidden from menus (node.hidden or meta.hideMenu); still routable. */
  hidden: boolean;
  /** `meta.internalOrExternal`: opens `url` in a new browser tab instead of routing. */
  external: boolean;
  /** Rendered by the iframe page view. */
  iframe: boolean;
  /** `meta.url` as sent (may hold `{{ … }}` / `${token}` placeholders; see resolveEntryUrl). */
  url?: string;
  component: string;
  keepAlive: boolean;
  /** A pure `layouts/RouteView` container: groups children, has no screen of its own. */
  routeView: boolean;
  /** `route !== '0'`: a route is registered for it. */
  routeFlag: boolean;
  children: MenuEntry[];
  node: MenuNode;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  if (/^https?:\/\//i.test(path)) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

function toEntry(node: MenuNode, parentPath: string): MenuEntry {
  const meta = node.meta ?? {};
  const component = node.component ?? '';
  const path = joinPath(parentPath, node.path ?? '');
  return {
    key: node.id || path,
    path,
    // Every item should carry meta.title; an answer without one (or with a blank one) shows the name.
    title: meta.title?.trim() || node.name || '',
    icon: meta.icon || undefined,
    hidden: Boolean(node.hidden || meta.hideMenu),
    external: meta.internalOrExternal === true,
    iframe: component.includes('IframePageView'),
    url: meta.url || undefined,
    component,
    keepAlive: meta.keepAlive === true,
    routeView: component.replace(/^\/+/, '') === 'layouts/RouteView',
    routeFlag: node.route !== '0',
    children: (node.children ?? []).map((child) => toEntry(child, path)),
    node,
  };
}

export function toMenuEntries(menu: MenuNode[]): MenuEntry[] {
  return (menu ?? []).map((node) => toEntry(node, ''));
}

/** Every entry, depth first, parents before children. */
export function flattenMenu(entries: MenuEntry[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const walk = (list: MenuEntry[]) => {
    for (const e of list) {
      out.push(e);
      walk(e.children);
    }
  };
  walk(entries);
  return out;
}

/**
 * What the header's menu search offers: every non-hidden entry except pure RouteView containers
 * (as the Vue console). Entries with no registered route are left out unless they are external
 * links, because picking them could only end on the 404 page.
 */
export function searchableEntries(entries: MenuEntry[]): MenuEntry[] {
  return flattenMenu(entries).filter((e) => !e.hidden && !e.routeView && (e.routeFlag || e.external));
}

/** Parent titles of every entry by key (for "系统管理 / 用户管理" hints). */
export function parentTitles(entries: MenuEntry[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (list: MenuEntry[], trail: string[]) => {
    for (const e of list) {
      out.set(e.key, trail);
      walk(e.children, e.title ? [...trail, e.title] : trail);
    }
  };
  walk(entries, []);
  return out;
}

function stripPath(path: string): string {
  const noQuery = path.split(/[?#]/)[0] ?? '';
  return noQuery.length > 1 ? noQuery.replace(/\/+$/, '') : noQuery;
}

/** Exact match, with `:param` segments of the menu path matching any one segment. */
function pathMatches(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  if (!pattern.includes(':')) return false;
  const a = pattern.split('/');
  const b = path.split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]));
}

/**
 * Entries from the top level down to the one whose path matches `path` (query and hash ignored),
 * or [] when no entry matches. The breadcrumb shows the whole trail; the side menu highlights
 * `selectedEntry(trail)`.
 */
export function findTrail(entries: MenuEntry[], path: string): MenuEntry[] {
  const target = stripPath(path);
  const walk = (list: MenuEntry[], trail: MenuEntry[]): MenuEntry[] | null => {
    for (const e of list) {
      const here = [...trail, e];
      // Children first: a RouteView parent may share its first child's path.
      const deeper = walk(e.children, here);
      if (deeper) return deeper;
      if (pathMatches(stripPath(e.path), target)) return here;
    }
    return null;
  };
  return walk(entries, []) ?? [];
}

/** The entry the side menu highlights: hidden routes (detail pages) select their nearest visible parent. */
export function selectedEntry(trail: MenuEntry[]): MenuEntry | undefined {
  for (let i = trail.length - 1; i >= 0; i -= 1) {
    if (!trail[i].hidden) return trail[i];
  }
  return undefined;
}

/** Keys of the sub-menus to expand for a trail (all but the last visible entry). */
export function openKeys(trail: MenuEntry[]): string[] {
  const selected = selectedEntry(trail);
  const upTo = selected ? trail.indexOf(selected) : -1;
  return trail.slice(0, Math.max(upTo, 0)).map((e) => e.key);
}

// ---------------------------------------------------------------------------------------------
// URL templates. The Vue console `eval`-ed whatever sat between `{{ }}` in a menu URL; anyone who
// could edit a menu could run script in every admin's browser. Here only a whitelist of
// expressions is understood; everything else becomes ''.

/** Values a URL template may refer to. */
export interface TemplateVars {
  /** API base (the Vue key is misspelt `domianURL`; kept so stored menus keep working). */
  domianURL?: string;
  staticDomainURL?: string;
  pdfDomainURL?: string;
  onlinePreviewDomainURL?: string;
  token?: string;
  tenantId?: string;
}

const CONFIG_KEYS = ['domianURL', 'staticDomainURL', 'pdfDomainURL', 'onlinePreviewDomainURL'] as const;
const BARE_KEYS = [...CONFIG_KEYS, 'token', 'tenantId'] as const;

const CONFIG_REF = /^(?:window\.)?_CONFIG(?:\[\s*(['"])([A-Za-z]+)\1\s*\]|\.([A-Za-z]+))$/;
const STRING_LITERAL = /^(['"])([^'"\\]*)\1$/;

function lookup(vars: Record<string, string | undefined>, key: string, allowed: readonly string[]): string | null {
  if (!allowed.includes(key)) return null;
  const value = vars[key];
  return typeof value === 'string' ? value : null;
}

/** Splits on `+` outside quotes. */
function splitConcat(expr: string): string[] | null {
  const parts: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const ch of expr) {
    if (quote) {
      current += ch;
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === '+') {
      parts.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  if (quote) return null;
  parts.push(current.trim());
  return parts;
}

/** One `{{ … }}` body → its value, or null when it is not a whitelisted expression. */
function evaluateExpression(expr: string, vars: Record<string, string | undefined>): string | null {
  const terms = splitConcat(expr.trim());
  if (!terms || terms.some((t) => t === '')) return null;
  let out = '';
  for (const term of terms) {
    const literal = STRING_LITERAL.exec(term);
    if (literal) {
      out += literal[2];
      continue;
    }
    const config = CONFIG_REF.exec(term);
    if (config) {
      const value = lookup(vars, config[2] ?? config[3], CONFIG_KEYS);
      if (value === null) return null;
      out += value;
      continue;
    }
    if (/^[A-Za-z]+$/.test(term)) {
      const value = lookup(vars, term, BARE_KEYS);
      if (value === null) return null;
      out += value;
      continue;
    }
    return null;
  }
  return out;
}

/** Whether a resolved menu URL may be used as an iframe src / window.open target. */
export function isUsableUrl(url: string): boolean {
  if (url.trim() === '') return false;
  try {
    const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
    const parsed = new URL(url, origin);
    // javascript:, data: etc. are valid URLs but must never reach an iframe or window.open.
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Evaluates `{{ … }}` placeholders without eval. Understood: `window._CONFIG['domianURL']`
 * (also `_CONFIG.x`, double quotes, other config keys of TemplateVars), bare `token`,
 * `tenantId`, `domianURL`…, string literals and `+` between them. An unknown expression
 * evaluates to ''. The result is returned only when it is a usable http(s) URL, else ''.
 */
export function resolveTemplateUrl(template: string, vars: TemplateVars | Record<string, string>): string {
  if (!template) return '';
  const values = vars as Record<string, string | undefined>;
  const resolved = template.replace(/\{\{([\s\S]*?)\}\}/g, (_all, body: string) => evaluateExpression(body, values) ?? '');
  return isUsableUrl(resolved) ? resolved : '';
}

/** `${token}` / `${tenantId}` substitution the iframe page view applies (values URI-encoded). */
export function fillUrlVars(url: string, vars: { token?: string | null; tenantId?: string | number | null }): string {
  return url
    .replace(/\$\{token\}/g, encodeURIComponent(vars.token ?? ''))
    .replace(/\$\{tenantId\}/g, encodeURIComponent(vars.tenantId == null ? '' : String(vars.tenantId)));
}

/**
 * The URL an external / iframe entry should open: template evaluated, then `${…}` filled. The
 * session token goes only to this site and to the configured trusted origins; any other origin
 * gets the URL with the token left empty, so a menu entry cannot leak the session elsewhere.
 */
export function resolveEntryUrl(entry: Pick<MenuEntry, 'url'>, vars: TemplateVars, trusted: readonly string[] = configuredTrustedOrigins()): string {
  if (!entry.url) return '';
  const resolve = (values: TemplateVars) => {
    const evaluated = resolveTemplateUrl(fillUrlVars(entry.url!, values), values);
    return evaluated ? fillUrlVars(evaluated, values) : '';
  };
  const anonymous = resolve({ ...vars, token: '' });
  if (!anonymous) return '';
  const origin = originOf(anonymous);
  if (!isTrustedOrigin(origin, trusted)) return anonymous;
  const withToken = resolve(vars);
  return withToken && originOf(withToken) === origin ? withToken : anonymous;
}
