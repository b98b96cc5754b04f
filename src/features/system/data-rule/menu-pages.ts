/** The menu side of the 数据规则 page: the permission tree without buttons, and which entries are pages. */
import type { TreeSelectModel } from '@/api/sys/dict';
import type { PermissionNode } from '../permission/permission-config';

const menusOf = (nodes: readonly PermissionNode[] | null | undefined) => (nodes ?? []).filter((n) => n.menuType !== 2);

/** A page is a menu entry with no sub-menus (buttons do not count). */
export const isPage = (node: PermissionNode) => node.menuType !== 2 && menusOf(node.children).length === 0;

export function toTreeModel(node: PermissionNode): TreeSelectModel {
  return { key: node.id, title: node.name, value: node.id, code: null, parentId: node.parentId ?? null, leaf: isPage(node), icon: node.icon ?? null, children: null };
}

/** The menus directly under `parentId` (null = the top level). */
export function menuChildren(roots: readonly PermissionNode[], parentId: string | null): PermissionNode[] {
  if (parentId === null) return menusOf(roots);
  return menusOf(findMenu(roots, parentId)?.children);
}

export function findMenu(roots: readonly PermissionNode[], id: string): PermissionNode | undefined {
  for (const n of roots) {
    if (n.id === id) return n;
    const hit = findMenu(n.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}

/** The first page (depth first, menu order) that already has data rules: where the screen opens. */
export function firstRuledPage(roots: readonly PermissionNode[]): PermissionNode | undefined {
  for (const n of menusOf(roots)) {
    if (isPage(n) && n.ruleFlag === 1) return n;
    const hit = firstRuledPage(n.children ?? []);
    if (hit) return hit;
  }
  return undefined;
}
