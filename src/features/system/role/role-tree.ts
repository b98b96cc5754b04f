/** Pure helpers of the authorisation tree: indexes, 父子关联 propagation and the saved diff. */
import type { PermissionTreeModel } from '@/api/sys/permission';
import type { PermissionKindNode } from './role-services';

/** Menu type of a 按钮/权限 (contract: menu_type 0一级菜单 1子菜单 2按钮权限). */
export const BUTTON_MENU_TYPE = 2;

/** Ids of the permissions that are buttons, from the /sys/permission/list tree. */
export function buttonIds(roots: readonly PermissionKindNode[] | null | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (nodes: readonly PermissionKindNode[]) => {
    for (const n of nodes) {
      if (Number(n.menuType) === BUTTON_MENU_TYPE) out.add(n.id);
      if (n.children) walk(n.children);
    }
  };
  walk(roots ?? []);
  return out;
}

export interface TreeIndex {
  parent: Map<string, string | null>;
  children: Map<string, string[]>;
  /** Ids of nodes with children, for 展开所有. */
  branches: string[];
  all: string[];
}

export function indexTree(roots: readonly PermissionTreeModel[]): TreeIndex {
  const index: TreeIndex = { parent: new Map(), children: new Map(), branches: [], all: [] };
  const walk = (nodes: readonly PermissionTreeModel[], parent: string | null) => {
    for (const n of nodes) {
      index.parent.set(n.key, parent);
      index.all.push(n.key);
      const kids = n.children ?? [];
      index.children.set(n.key, kids.map((k) => k.key));
      if (kids.length > 0) index.branches.push(n.key);
      walk(kids, n.key);
    }
  };
  walk(roots, null);
  return index;
}

function descendants(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  const stack = [...(index.children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(index.children.get(next) ?? []));
  }
  return out;
}

function ancestors(index: TreeIndex, id: string): string[] {
  const out: string[] = [];
  let at = index.parent.get(id) ?? null;
  while (at) {
    out.push(at);
    at = index.parent.get(at) ?? null;
  }
  return out;
}

/**
 * The checked set after the tree reported `next` (the previous set plus or minus one node).
 * With 父子关联 a checked node brings its descendants and ancestors (a menu shows only under its
 * parents), an unchecked one drops its descendants.
 */
export function applyCheck(index: TreeIndex, prev: readonly string[], next: readonly string[], linked: boolean): string[] {
  if (!linked) return [...next];
  const before = new Set(prev);
  const after = new Set(next);
  const checked = next.filter((id) => !before.has(id));
  const unchecked = prev.filter((id) => !after.has(id));
  for (const id of checked) for (const other of [...descendants(index, id), ...ancestors(index, id)]) after.add(other);
  for (const id of unchecked) for (const other of descendants(index, id)) after.delete(other);
  return index.all.filter((id) => after.has(id));
}
