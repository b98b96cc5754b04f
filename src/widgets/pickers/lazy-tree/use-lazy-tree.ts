/**
 * A tree that loads one level at a time: roots on mount, children the first
 * time a node is expanded. Unloaded non-leaf nodes carry a placeholder child
 * so the tree shows an expander, and the placeholder reads 加载中… (or the
 * error) until the level arrives. This is what keeps 50,000 departments
 * instant: only the levels someone opens are ever fetched or rendered.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { PICKER_TEXT } from '../messages';

export interface TreeNode<T> {
  id: string;
  label: string;
  leaf: boolean;
  data: T;
}

/** What RichTreeView renders. */
export interface TreeItem {
  id: string;
  label: string;
  placeholder?: boolean;
  children?: TreeItem[];
}

export const PLACEHOLDER_SUFFIX = '::placeholder';
export const isPlaceholder = (id: string) => id.endsWith(PLACEHOLDER_SUFFIX);

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

interface State<T> {
  nodes: Map<string, TreeNode<T>>;
  /** Loaded child ids per parent; '' holds the roots. */
  children: Map<string, string[]>;
  loading: Set<string>;
  errors: Map<string, string>;
  expanded: string[];
  /** Search results replace the roots and show flat. */
  flat: boolean;
}

const ROOT = '';

function initial<T>(): State<T> {
  return { nodes: new Map(), children: new Map(), loading: new Set([ROOT]), errors: new Map(), expanded: [], flat: false };
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
  const [state, setState] = useState<State<T>>(initial);
  const opts = useRef(options);
  opts.current = options;
  const generation = useRef(0);
  const enabled = options.enabled ?? true;

  const fetchLevel = useCallback(async (parentId: string, parent: T | null) => {
    const gen = generation.current;
    setState((s) => {
      const loading = new Set(s.loading).add(parentId);
      const errors = new Map(s.errors);
      errors.delete(parentId);
      return { ...s, loading, errors };
    });
    try {
      const list = await opts.current.load(parent);
      if (gen !== generation.current) return;
      const built = list.map((data) => ({ ...opts.current.toNode(data), data }));
      setState((s) => {
        const nodes = new Map(s.nodes);
        for (const n of built) nodes.set(n.id, n);
        const children = new Map(s.children).set(parentId, built.map((n) => n.id));
        const loading = new Set(s.loading);
        loading.delete(parentId);
        let expanded = s.expanded;
        if (parentId === ROOT && opts.current.openSingleRoot && built.length === 1 && !built[0].leaf) expanded = [built[0].id];
        return { ...s, nodes, children, loading, expanded };
      });
      opts.current.onChildren?.(parentId, built.map((n) => n.id));
    } catch (e) {
      if (gen !== generation.current) return;
      setState((s) => {
        const loading = new Set(s.loading);
        loading.delete(parentId);
        return { ...s, loading, errors: new Map(s.errors).set(parentId, errorMessage(e)) };
      });
    }
  }, []);

  const loadRoots = useCallback(() => {
    generation.current += 1;
    setState(initial);
    void fetchLevel(ROOT, null);
  }, [fetchLevel]);

  useEffect(() => {
    if (enabled) loadRoots();
  }, [enabled, loadRoots]);

  // A lone root opened automatically still needs its children.
  const stateRef = useRef(state);
  stateRef.current = state;
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
    [fetchLevel],
  );

  const showFlat = useCallback((list: T[]) => {
    generation.current += 1;
    const built = list.map((data) => ({ ...opts.current.toNode(data), leaf: true, data }));
    setState({
      nodes: new Map(built.map((n) => [n.id, n])),
      children: new Map([[ROOT, built.map((n) => n.id)]]),
      loading: new Set(),
      errors: new Map(),
      expanded: [],
      flat: true,
    });
  }, []);

  const items = useMemo(() => {
    const build = (ids: string[]): TreeItem[] =>
      ids.flatMap((id) => {
        const n = state.nodes.get(id);
        if (!n) return [];
        if (n.leaf) return [{ id, label: n.label }];
        const kids = state.children.get(id);
        if (kids) return [{ id, label: n.label, children: build(kids) }];
        const label = state.errors.get(id) ?? PICKER_TEXT.loading;
        return [{ id, label: n.label, children: [{ id: id + PLACEHOLDER_SUFFIX, label, placeholder: true }] }];
      });
    return build(state.children.get(ROOT) ?? []);
  }, [state.nodes, state.children, state.errors]);

  const descendants = useCallback(
    (id: string) => {
      const out: string[] = [];
      const walk = (pid: string) => {
        for (const c of state.children.get(pid) ?? []) {
          out.push(c);
          walk(c);
        }
      };
      walk(id);
      return out;
    },
    [state.children],
  );

  const parentOf = useCallback(
    (id: string) => {
      for (const [pid, kids] of state.children) if (kids.includes(id)) return pid === ROOT ? null : pid;
      return null;
    },
    [state.children],
  );

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
