import { findTrail, type MenuEntry } from '@/session/menu-model';

export type RouteResolution =
  | { type: 'screen'; trail: MenuEntry[]; entry: MenuEntry }
  | { type: 'redirect'; to: string }
  | { type: 'notFound' };

function firstPage(entry: MenuEntry): MenuEntry | undefined {
  for (const child of entry.children) {
    if (child.hidden || !child.routeFlag) continue;
    const visibleKids = child.children.some((c) => !c.hidden);
    if (!visibleKids || child.node.alwaysShow) return child;
    const deeper = firstPage(child);
    if (deeper) return deeper;
  }
  return undefined;
}

/**
 * What a path means under the server menu (spec §2 "Dynamic routes"): route flag "0" registers
 * no route; a node's `redirect` and a pure container send you on; an always-show node is a page
 * of its own; anything else unknown is a 404.
 */
export function resolveRoute(entries: MenuEntry[], path: string): RouteResolution {
  const trail = findTrail(entries, path);
  const entry = trail[trail.length - 1];
  if (!entry || trail.some((e) => !e.routeFlag)) return { type: 'notFound' };
  const redirect = entry.node.redirect;
  if (redirect && redirect !== entry.path && !entry.node.alwaysShow) return { type: 'redirect', to: redirect };
  const isContainer = entry.routeView || (entry.children.some((c) => !c.hidden) && !entry.node.alwaysShow);
  if (isContainer) {
    const page = firstPage(entry);
    return page ? { type: 'redirect', to: page.path } : { type: 'notFound' };
  }
  return { type: 'screen', trail, entry };
}
