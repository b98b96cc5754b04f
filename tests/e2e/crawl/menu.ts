/**
 * The crawl's list of screens, read from the demo's own permission answer (what the side menu is
 * built from), so a menu change is crawled without editing the test.
 */
import type { Page } from 'playwright-core';
import type { Result } from '../../../src/api/envelope';
import type { MenuNode, PermissionResult } from '../../../src/api/sys/permission';

/** How a menu entry is checked: most are screens; a few demo entries are shell fixtures with their own expectation. */
export type TargetMode = 'screen' | 'external' | 'iframe' | 'menu-only' | 'unknown-fixture';

export interface CrawlTarget {
  title: string;
  path: string;
  component: string;
  /** Titles of the side-menu groups to expand, top first; empty for top-level pages and header-reached pages. */
  groups: string[];
  mode: TargetMode;
  /** side-menu: a visible entry; header: a hidden entry the header (user menu / notice bell) leads to. */
  via: 'side-menu' | 'header';
}

/**
 * The seed's edge fixtures (fake-server/README.md "Edge items"): their purpose is to show the shell's
 * unknown-component page, so that page is what they must show. Every other unknown component fails.
 */
const UNKNOWN_COMPONENT_FIXTURES = new Set(['demo/DoesNotExist']);

/** Hidden entries a user reaches from the header rather than the side menu (个人中心/个人设置, 我的消息). */
const HEADER_REACHED_PREFIXES = ['/account/', '/isps/'];

function isHidden(node: MenuNode): boolean {
  return Boolean(node.hidden || node.meta?.hideMenu);
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || /^https?:\/\//i.test(path)) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

function modeOf(node: MenuNode): TargetMode {
  const component = node.component.replace(/^\/+/, '');
  if (node.meta?.internalOrExternal === true) return 'external';
  if (component.includes('IframePageView')) return 'iframe';
  if (node.route === '0') return 'menu-only';
  if (UNKNOWN_COMPONENT_FIXTURES.has(component)) return 'unknown-fixture';
  return 'screen';
}

function isRouteView(node: MenuNode): boolean {
  return node.component.replace(/^\/+/, '') === 'layouts/RouteView';
}

/** Visible leaves in side-menu order, then the hidden pages reached from the header. */
export function crawlTargets(menu: MenuNode[]): CrawlTarget[] {
  const visible: CrawlTarget[] = [];
  const header: CrawlTarget[] = [];
  const walk = (nodes: MenuNode[], parentPath: string, groups: string[], hiddenAbove: boolean) => {
    for (const node of nodes) {
      const path = joinPath(parentPath, node.path);
      const title = node.meta?.title ?? node.name;
      const hidden = hiddenAbove || isHidden(node);
      const kids = node.children ?? [];
      const visibleKids = kids.filter((k) => !isHidden(k));
      if (!hidden && visibleKids.length > 0) {
        walk(kids, path, [...groups, title], false);
        continue;
      }
      if (!hidden) {
        visible.push({ title, path, component: node.component, groups, mode: modeOf(node), via: 'side-menu' });
      } else if (HEADER_REACHED_PREFIXES.some((p) => path.startsWith(p)) && !isRouteView(node)) {
        header.push({ title, path, component: node.component, groups: [], mode: modeOf(node), via: 'header' });
      }
      walk(kids, path, groups, true);
    }
  };
  walk(menu, '', [], false);
  return [...visible, ...header];
}

/** The logged-in user's menu, fetched from inside the page with the stored token (as the console does). */
export async function fetchMenu(page: Page): Promise<MenuNode[]> {
  const answer = await page.evaluate(async () => {
    const raw = localStorage.getItem('pro__Access-Token');
    const token = raw ? (JSON.parse(raw) as { value: string }).value : '';
    const res = await fetch('/zw-lgb2/sys/permission/getUserPermissionByToken', { headers: { 'X-Access-Token': token } });
    return (await res.json()) as Result<PermissionResult>;
  });
  if (!answer.success) throw new Error(`getUserPermissionByToken failed: ${answer.message}`);
  return answer.result.menu;
}
