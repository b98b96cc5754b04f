/**
 * The lazy tree's state and its transitions, pure: a level starts, arrives or
 * fails; a search shows a flat list; the items RichTreeView renders, with a
 * placeholder child (加载中… or the error) under each unloaded branch.
 */
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

export interface LazyTreeState<T> {
  nodes: Map<string, TreeNode<T>>;
  /** Loaded child ids per parent; '' holds the roots. */
  children: Map<string, string[]>;
  loading: Set<string>;
  errors: Map<string, string>;
  expanded: string[];
  /** Search results replace the roots and show flat. */
  flat: boolean;
}

export const ROOT = '';

export function initialTreeState<T>(): LazyTreeState<T> {
  return { nodes: new Map(), children: new Map(), loading: new Set([ROOT]), errors: new Map(), expanded: [], flat: false };
}

export function levelStarted<T>(s: LazyTreeState<T>, parentId: string): LazyTreeState<T> {
  const loading = new Set(s.loading).add(parentId);
  const errors = new Map(s.errors);
  errors.delete(parentId);
  return { ...s, loading, errors };
}

/** The level's nodes are in; a lone root that is a branch opens when `openSingleRoot`. */
export function levelArrived<T>(s: LazyTreeState<T>, parentId: string, built: readonly TreeNode<T>[], openSingleRoot: boolean): LazyTreeState<T> {
  const nodes = new Map(s.nodes);
  for (const n of built) nodes.set(n.id, n);
  const children = new Map(s.children).set(parentId, built.map((n) => n.id));
  const loading = new Set(s.loading);
  loading.delete(parentId);
  let expanded = s.expanded;
  if (parentId === ROOT && openSingleRoot && built.length === 1 && !built[0].leaf) expanded = [built[0].id];
  return { ...s, nodes, children, loading, expanded };
}

export function levelFailed<T>(s: LazyTreeState<T>, parentId: string, message: string): LazyTreeState<T> {
  const loading = new Set(s.loading);
  loading.delete(parentId);
  return { ...s, loading, errors: new Map(s.errors).set(parentId, message) };
}

/** A search's results as the only level, every one a leaf. */
export function flatTreeState<T>(built: readonly TreeNode<T>[]): LazyTreeState<T> {
  return {
    nodes: new Map(built.map((n) => [n.id, n])),
    children: new Map([[ROOT, built.map((n) => n.id)]]),
    loading: new Set(),
    errors: new Map(),
    expanded: [],
    flat: true,
  };
}

export function treeItems<T>(s: Pick<LazyTreeState<T>, 'nodes' | 'children' | 'errors'>): TreeItem[] {
  const build = (ids: string[]): TreeItem[] =>
    ids.flatMap((id) => {
      const n = s.nodes.get(id);
      if (!n) return [];
      if (n.leaf) return [{ id, label: n.label }];
      const kids = s.children.get(id);
      if (kids) return [{ id, label: n.label, children: build(kids) }];
      const label = s.errors.get(id) ?? PICKER_TEXT.loading;
      return [{ id, label: n.label, children: [{ id: id + PLACEHOLDER_SUFFIX, label, placeholder: true }] }];
    });
  return build(s.children.get(ROOT) ?? []);
}

/** Loaded descendants of a node (not the node itself), depth first. */
export function loadedDescendants(children: ReadonlyMap<string, string[]>, id: string): string[] {
  const out: string[] = [];
  const walk = (pid: string) => {
    for (const c of children.get(pid) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(id);
  return out;
}

export function loadedParentOf(children: ReadonlyMap<string, string[]>, id: string): string | null {
  for (const [pid, kids] of children) if (kids.includes(id)) return pid === ROOT ? null : pid;
  return null;
}
