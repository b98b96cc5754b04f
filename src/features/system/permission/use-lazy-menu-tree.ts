/**
 * 菜单管理's tree, read level by level as the real backend serves a large
 * menu: the top level first, a node's children when it is opened, and every
 * open level in one batch call per depth for 展开全部. Each level is one query
 * in the cache, so a save reloads only the parent whose children changed.
 */
import { useCallback, useMemo, useState } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { getSystemMenuList, getSystemSubmenu, getSystemSubmenuBatch, type PermissionLevelNode } from '@/api/sys/permission';
import type { Result } from '@/api/envelope';
import type { PermissionNode } from './permission-config';

export const MENU_LEVEL_KEY = ['sys-permission', 'level'] as const;
const levelKey = (parentId: string | null) => [...MENU_LEVEL_KEY, parentId ?? ''] as const;

/** The answer's list, or a thrown failure: a failed level must not look like "no children". */
function listOf<T>(res: Result<T[]>): T[] {
  if (!res.success) throw new ApiError('business', res.message, { response: res });
  return Array.isArray(res.result) ? res.result : [];
}

/** Stable across renders, so the combined levels keep their identity while nothing changed. */
function combineLevels(results: ReadonlyArray<{ data?: PermissionLevelNode[]; error: Error | null }>) {
  return { data: results.map((r) => r.data), error: results.find((r) => r.error)?.error ?? null };
}

export interface LazyMenuRow {
  node: PermissionNode;
  depth: number;
  hasChildren: boolean;
  /** Open but its children have not answered yet. */
  loading: boolean;
}

export interface LazyMenuTree {
  /** null while the top level loads. */
  roots: PermissionLevelNode[] | null;
  rows: LazyMenuRow[];
  /** The loaded part of the tree (children attached where known), for the form's parent choice. */
  loadedTree: PermissionNode[];
  expanded: ReadonlySet<string>;
  error: string | null;
  toggle: (id: string) => void;
  expandAll: () => Promise<void>;
  collapseAll: () => void;
  /** Reloads the levels under these parents (null = the top level). */
  reload: (parentIds: ReadonlyArray<string | null>) => Promise<void>;
}

export function useLazyMenuTree(): LazyMenuTree {
  const client = useQueryClient();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const top = useQuery({ queryKey: levelKey(null), queryFn: async () => listOf(await getSystemMenuList()), staleTime: Infinity });
  const open = useMemo(() => [...expanded], [expanded]);
  const levels = useQueries({
    queries: open.map((id) => ({ queryKey: levelKey(id), queryFn: async () => listOf(await getSystemSubmenu(id)), staleTime: Infinity })),
    combine: combineLevels,
  });

  const childrenOf = useMemo(() => {
    const map = new Map<string, PermissionLevelNode[]>();
    open.forEach((id, i) => {
      const data = levels.data[i];
      if (data) map.set(id, data);
    });
    return map;
  }, [open, levels.data]);

  const { rows, loadedTree } = useMemo(() => {
    const out: LazyMenuRow[] = [];
    const build = (nodes: readonly PermissionLevelNode[], depth: number, visible: boolean): PermissionNode[] =>
      nodes.map((n) => {
        const kids = childrenOf.get(n.id);
        const isOpen = expanded.has(n.id);
        const node: PermissionNode = { ...n, children: null };
        if (visible) out.push({ node, depth, hasChildren: !n.isLeaf, loading: isOpen && !kids });
        node.children = kids ? build(kids, depth + 1, visible && isOpen) : null;
        return node;
      });
    const tree = build(top.data ?? [], 0, true);
    return { rows: out, loadedTree: tree };
  }, [top.data, childrenOf, expanded]);

  const toggle = useCallback((id: string) => {
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const expandAll = useCallback(async () => {
    const all = new Set<string>();
    const roots: PermissionLevelNode[] =
      top.data ?? (await client.fetchQuery<PermissionLevelNode[]>({ queryKey: levelKey(null), queryFn: async () => listOf(await getSystemMenuList()) })) ?? [];
    let parents = roots.filter((n) => !n.isLeaf).map((n) => n.id);
    // One batch call per depth for the parents whose children are not cached yet.
    while (parents.length > 0) {
      parents.forEach((id) => all.add(id));
      const missing = parents.filter((id) => client.getQueryData(levelKey(id)) === undefined);
      if (missing.length > 0) {
        const res = await getSystemSubmenuBatch(missing);
        if (!res.success) throw new ApiError('business', res.message, { response: res });
        for (const id of missing) client.setQueryData(levelKey(id), res.result?.[id] ?? []);
      }
      parents = parents.flatMap((id) => (client.getQueryData<PermissionLevelNode[]>(levelKey(id)) ?? []).filter((n) => !n.isLeaf).map((n) => n.id));
    }
    setExpanded(all);
  }, [client, top.data]);

  const reload = useCallback(
    async (parentIds: ReadonlyArray<string | null>) => {
      await Promise.all([...new Set(parentIds)].map((id) => client.invalidateQueries({ queryKey: levelKey(id), exact: true })));
    },
    [client],
  );

  const failure = top.error ?? levels.error;
  return {
    roots: top.data ?? (top.isError ? [] : null),
    rows,
    loadedTree,
    expanded,
    error: failure ? failure.message : null,
    toggle,
    expandAll,
    collapseAll: () => setExpanded(new Set()),
    reload,
  };
}
