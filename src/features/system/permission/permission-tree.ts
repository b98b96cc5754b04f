/** Pure helpers over the /sys/permission/list tree: visible rows of the tree table, parent options, icons. */
import type { PermissionNode } from './permission-config';

export interface VisibleRow {
  node: PermissionNode;
  depth: number;
  hasChildren: boolean;
}

/** Rows shown with `expanded` open, depth first in server order. */
export function visibleRows(roots: readonly PermissionNode[], expanded: ReadonlySet<string>): VisibleRow[] {
  const out: VisibleRow[] = [];
  const walk = (nodes: readonly PermissionNode[], depth: number) => {
    for (const node of nodes) {
      const kids = node.children ?? [];
      out.push({ node, depth, hasChildren: kids.length > 0 });
      if (kids.length > 0 && expanded.has(node.id)) walk(kids, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** Ids of every node with children (展开全部). */
export function branchIds(roots: readonly PermissionNode[]): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly PermissionNode[]) => {
    for (const n of nodes) {
      if (n.children?.length) {
        out.push(n.id);
        walk(n.children);
      }
    }
  };
  walk(roots);
  return out;
}

/** Menus (not buttons) that may be a parent, indented by depth; `exclude` drops a node and its subtree. */
export function parentOptions(roots: readonly PermissionNode[], exclude?: string): Array<{ id: string; label: string; depth: number }> {
  const out: Array<{ id: string; label: string; depth: number }> = [];
  const walk = (nodes: readonly PermissionNode[], depth: number) => {
    for (const n of nodes) {
      if (n.menuType === 2 || n.id === exclude) continue;
      out.push({ id: n.id, label: n.name, depth });
      walk(n.children ?? [], depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** Icon names already used by menus: the icon picker's choices. */
export function knownIcons(roots: readonly PermissionNode[]): string[] {
  const icons = new Set<string>();
  const walk = (nodes: readonly PermissionNode[]) => {
    for (const n of nodes) {
      if (n.icon) icons.add(n.icon);
      walk(n.children ?? []);
    }
  };
  walk(roots);
  return [...icons].sort();
}
