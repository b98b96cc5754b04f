/**
 * A tree that loads one level at a time: roots on mount, children the first
 * time a node is expanded. Unloaded non-leaf nodes carry a placeholder child
 * so the tree shows an expander, and the placeholder reads 加载中… (or the
 * error) until the level arrives. This is what keeps 50,000 departments
 * instant: only the levels someone opens are ever fetched or rendered.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { errorMessage } from '@/api/errors';
import {
  flatTreeState,
  initialTreeState,
  levelArrived,
  levelFailed,
  levelStarted,
  loadedDescendants,
  loadedParentOf,
  ROOT,
  treeItems,
  type LazyTreeState,
  type TreeItem,
  type TreeNode,
} from './lazy-tree-state';

export { isPlaceholder, PLACEHOLDER_SUFFIX, type TreeItem, type TreeNode } from './lazy-tree-state';

export interface LazyTreeOptions<T> {
  /** Children of `parent`, or the roots for null. */
  load: (parent: T | null) => Promise<T[]>;
  toNode: (item: T) => Omit<TreeNode<T>, 'data'>;
  /** Expands a lone root once it is loaded (the Vue picker opened the root level). */
  openSingleRoot?: boolean;
  /** Called after a node's children arrive (selection propagation uses it). */
  onChildren?: (parentId: string, childIds: string[]) => void;
  /** Set false to defer loading the roots (e.g. until a dialog opens). */
  enabled?: boolean;
}

export interface LazyTree<T> {
  items: TreeItem[];
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  expanded: string[];
  setExpanded: (ids: string[]) => void;
  node: (id: string) => TreeNode<T> | undefined;
  /** Loaded descendants of a node (not the node itself). */
  descendants: (id: string) => string[];
  parentOf: (id: string) => string | null;
  /** Shows `list` as a flat result list (a search); `reload()` goes back to the lazy roots. */
  showFlat: (list: T[]) => void;
  reload: () => void;
  isFlat: boolean;
}

export function useLazyTree<T>(options: LazyTreeOptions<T>): LazyTree<T> {
  const [state, setState] = useState<LazyTreeState<T>>(initialTreeState);
  const opts = useRef(options);
  opts.current = options;
  const generation = useRef(0);
  const enabled = options.enabled ?? true;

  const fetchLevel = useCallback(async (parentId: string, parent: T | null) => {
    const gen = generation.current;
    setState((s) => levelStarted(s, parentId));
    try {
      const list = await opts.current.load(parent);
      if (gen !== generation.current) return;
      const built = list.map((data) => ({ ...opts.current.toNode(data), data }));
      const openSingleRoot = Boolean(opts.current.openSingleRoot);
      setState((s) => levelArrived(s, parentId, built, openSingleRoot));
      opts.current.onChildren?.(parentId, built.map((n) => n.id));
    } catch (e) {
      if (gen !== generation.current) return;
      setState((s) => levelFailed(s, parentId, errorMessage(e)));
    }
  }, []);

  const loadRoots = useCallback(() => {
    generation.current += 1;
    setState(initialTreeState);
    void fetchLevel(ROOT, null);
  }, [fetchLevel]);

  useEffect(() => {
    if (enabled) loadRoots();
  }, [enabled, loadRoots]);

  // A lone root opened automatically still needs its children.
  const stateRef = useLatest(state);
  useEffect(() => {
    for (const id of state.expanded) {
      const n = state.nodes.get(id);
      if (n && !n.leaf && !state.children.has(id) && !state.loading.has(id) && !state.errors.has(id) && !state.flat) void fetchLevel(id, n.data);
    }
  }, [state.expanded, state.nodes, state.children, state.loading, state.errors, state.flat, fetchLevel]);

  const setExpanded = useCallback(
    (ids: string[]) => {
      const s = stateRef.current;
      // Re-expanding a node whose load failed tries again.
      for (const id of ids) {
        if (!s.expanded.includes(id) && s.errors.has(id)) {
          const n = s.nodes.get(id);
          if (n) void fetchLevel(id, n.data);
        }
      }
      setState((prev) => ({ ...prev, expanded: ids }));
    },
    [fetchLevel, stateRef],
  );

  const showFlat = useCallback((list: T[]) => {
    generation.current += 1;
    const built = list.map((data) => ({ ...opts.current.toNode(data), leaf: true, data }));
    setState(flatTreeState(built));
  }, []);

  const items = useMemo(() => treeItems({ nodes: state.nodes, children: state.children, errors: state.errors }), [state.nodes, state.children, state.errors]);
  const descendants = useCallback((id: string) => loadedDescendants(state.children, id), [state.children]);
  const parentOf = useCallback((id: string) => loadedParentOf(state.children, id), [state.children]);

  const rootError = state.errors.get(ROOT) ?? null;
  return {
    items,
    status: rootError ? 'error' : state.loading.has(ROOT) ? 'loading' : 'ready',
    error: rootError,
    expanded: state.expanded,
    setExpanded,
    node: (id) => state.nodes.get(id),
    descendants,
    parentOf,
    showFlat,
    reload: loadRoots,
    isFlat: state.flat,
  };
}
