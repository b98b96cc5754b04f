/**
 * Tree-table children for the editable-table demo (widgets.md §7 "Tree-table
 * GET"): `GET /demo/treeTable/children?parentId=` answers a bare
 * `new Result()` (code 0) whose result lists the children, each with
 * hasChildren; `/children-bad` answers a result the table cannot read
 * (返回数据类型不识别). The tree is computed from the id, so it needs no table.
 */
import type { HttpHandler } from 'msw';
import { c0 } from '../lib/result';
import { api } from '../lib/route';

/** Depth of the generated tree: roots are depth 0, leaves at this depth. */
export const TREE_DEMO_DEPTH = 2;
const CHILDREN = 3;
const NAMES = ['综合处', '办公室', '信息科', '财务处', '人事处', '宣传科'];

export interface TreeDemoRow {
  id: string;
  parentId: string;
  name: string;
  code: string;
  sortNo: number;
  hasChildren: boolean;
}

/** Children of a demo node: `<parent>-1` … `<parent>-3`; ids of depth TREE_DEMO_DEPTH are leaves. */
export function treeDemoChildren(parentId: string): TreeDemoRow[] {
  const depth = parentId.split('-').length;
  if (!parentId || depth > TREE_DEMO_DEPTH) return [];
  return Array.from({ length: CHILDREN }, (_, i) => {
    const id = `${parentId}-${i + 1}`;
    const name = NAMES[(parentId.length + i) % NAMES.length];
    return { id, parentId, name: `${name}${id}`, code: id.replace(/-/g, ''), sortNo: i + 1, hasChildren: depth < TREE_DEMO_DEPTH };
  });
}

/** The roots a demo tree table starts with. */
export function treeDemoRoots(count = 3): TreeDemoRow[] {
  return Array.from({ length: count }, (_, i) => ({ id: `T${i + 1}`, parentId: '', name: `${NAMES[i % NAMES.length]}T${i + 1}`, code: `T${i + 1}`, sortNo: i + 1, hasChildren: true }));
}

export const editableTableDemoHandlers: HttpHandler[] = [
  api.get('/demo/treeTable/children', ({ query }) => c0(treeDemoChildren(query.get('parentId') ?? ''))),
  api.get('/demo/treeTable/children-bad', ({ query }) => c0({ rows: treeDemoChildren(query.get('parentId') ?? '') })),
];
