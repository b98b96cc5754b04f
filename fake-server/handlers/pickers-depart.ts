/**
 * SysDepartController tree reads the department pickers use (contract §4.7,
 * §5.x): the one-level lazy tree, the full tree and the name search. A demo
 * control swaps in a large generated tree (default 50,000 departments) kept
 * in memory only, so the picker can be measured over a realistic size
 * without seeding tens of thousands of rows into the persisted database.
 */
import type { HttpHandler } from 'msw';
import type { SysDepart, SysDepartTreeModel } from '@/api/sys/depart';
import { db } from '../db/tables';
import { plain } from '../db/table';
import { c0, fail0, ok } from '../lib/result';
import { api, readJson, requiredParam } from '../lib/route';

export interface DepartIndex {
  byId: Map<string, SysDepart>;
  /** Children per parent id ('' for roots), ordered by departOrder. */
  byParent: Map<string, SysDepart[]>;
  rows: SysDepart[];
}

export function indexDeparts(rows: readonly SysDepart[]): DepartIndex {
  const byId = new Map<string, SysDepart>();
  const byParent = new Map<string, SysDepart[]>();
  for (const row of rows) {
    if (row.delFlag !== '0') continue;
    byId.set(row.id, row);
    const parent = row.parentId ?? '';
    const list = byParent.get(parent);
    if (list) list.push(row);
    else byParent.set(parent, [row]);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.departOrder - b.departOrder);
  return { byId, byParent, rows: [...byId.values()] };
}

/** `new SysDepartTreeModel(depart)`: key/value = id, title = departName. */
export function departTreeModel(depart: SysDepart, isLeaf: boolean, children: SysDepartTreeModel[] | null): SysDepartTreeModel {
  return { key: depart.id, value: depart.id, title: depart.departName, isLeaf, ...plain(depart), children };
}

/**
 * `queryTreeListByPid`: one level under `pid` (roots when empty), ordered by
 * depart_order, `isLeaf` from a child count. Non-leaves carry `[]` (the
 * model's initial list), leaves `null`.
 */
export function departLevel(index: DepartIndex, pid: string | null): SysDepartTreeModel[] {
  return (index.byParent.get(pid ?? '') ?? []).map((d) => {
    const leaf = !index.byParent.has(d.id);
    return departTreeModel(d, leaf, leaf ? null : []);
  });
}

/** The nodes whose id (or orgCode) is listed, as the lazy tree shows them (echo of stored values). */
export function departsByKeys(index: DepartIndex, keys: readonly string[], primaryKey: 'id' | 'orgCode'): SysDepartTreeModel[] {
  const wanted = new Set(keys);
  return index.rows
    .filter((d) => wanted.has(primaryKey === 'orgCode' ? d.orgCode : d.id))
    .sort((a, b) => a.departOrder - b.departOrder)
    .map((d) => {
      const leaf = !index.byParent.has(d.id);
      return departTreeModel(d, leaf, leaf ? null : []);
    });
}

/** `FindsDepartsChildrenUtil.wrapTreeDataToTreeList`: the nested tree; leaves get `children: null`. */
export function departFullTree(index: DepartIndex, rootIds?: readonly string[]): SysDepartTreeModel[] {
  const build = (d: SysDepart): SysDepartTreeModel => {
    const kids = index.byParent.get(d.id);
    return departTreeModel(d, !kids, kids ? kids.map(build) : null);
  };
  const roots = rootIds ? rootIds.map((id) => index.byId.get(id)).filter((d): d is SysDepart => !!d) : (index.byParent.get('') ?? []);
  return roots.map(build);
}

/** `searchByKeyWord`: a flat list of matching departments; the model's isLeaf stays false. */
export function searchDeparts(index: DepartIndex, keyWord: string): SysDepartTreeModel[] {
  return index.rows
    .filter((d) => d.departName.includes(keyWord))
    .sort((a, b) => a.departOrder - b.departOrder || a.orgCode.localeCompare(b.orgCode))
    .map((d) => departTreeModel(d, false, []));
}

const SECTION_NAMES = ['办公室', '综合科', '业务科', '法规科', '财务科', '人事科', '信息科', '稽查科', '服务科', '督察科'];

/**
 * A generated tree of exactly `count` departments: 10 roots, 20 children per
 * node level by level, the last level filled up to `count`. Deterministic.
 */
export function generateDeparts(count: number, fanout = 20, roots = 10): SysDepart[] {
  const rows: SysDepart[] = [];
  const make = (parent: SysDepart | null, order: number): SysDepart => {
    const depth = parent ? Number(parent.orgType) + 1 : 1;
    const orgCode = (parent?.orgCode ?? '') + `A${String(order + 1).padStart(2, '0')}`;
    const name = parent ? `${parent.departName.slice(0, 6)}${SECTION_NAMES[order % SECTION_NAMES.length]}${order + 1}` : `第${order + 1}分局`;
    const row: SysDepart = {
      id: `big-${orgCode}`,
      parentId: parent?.id ?? null,
      departName: name,
      departOrder: order,
      orgCategory: String(Math.min(depth, 3)),
      orgType: String(depth),
      orgCode,
      status: '1',
      delFlag: '0',
    };
    rows.push(row);
    return row;
  };
  let level: SysDepart[] = [];
  for (let i = 0; i < Math.min(roots, count); i++) level.push(make(null, i));
  while (rows.length < count && level.length > 0) {
    const next: SysDepart[] = [];
    const perParent = Math.min(fanout, Math.ceil((count - rows.length) / level.length));
    for (let k = 0; k < perParent && rows.length < count; k++) {
      for (const parent of level) {
        if (rows.length >= count) break;
        next.push(make(parent, k));
      }
    }
    level = next;
  }
  return rows;
}

let bigTree: DepartIndex | null = null;

/** Demo/bench switch: a generated tree of `count` departments replaces the seeded one; null restores it. */
export function setGeneratedDeparts(count: number | null): void {
  bigTree = count && count > 0 ? indexDeparts(generateDeparts(count)) : null;
}

function currentIndex(): DepartIndex {
  return bigTree ?? indexDeparts(db.sysDepart.all());
}

const splitIds = (text: string | null) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export const departPickerHandlers: HttpHandler[] = [
  api.get('/sys/sysDepart/queryDepartTreeSync', ({ query }) => {
    const index = currentIndex();
    const ids = splitIds(query.get('ids'));
    if (ids.length > 0) return c0(departsByKeys(index, ids, query.get('primaryKey') === 'orgCode' ? 'orgCode' : 'id'));
    return c0(departLevel(index, query.get('pid') || null));
  }),

  api.get('/sys/sysDepart/queryTreeList', ({ query }) => {
    const ids = splitIds(query.get('ids'));
    return c0(departFullTree(currentIndex(), ids.length > 0 ? ids : undefined));
  }),

  api.get('/sys/sysDepart/searchBy', ({ query }) => {
    const keyWord = requiredParam(query, 'keyWord');
    const found = searchDeparts(currentIndex(), keyWord);
    return found.length === 0 ? fail0('未查询匹配数据！') : c0(found);
  }),

  /** Demo only: `{count: 50000}` swaps in a generated tree of that size; `{count: 0}` restores the seed. */
  api.post('/__demo/pickers/departs', async ({ request }) => {
    const body = await readJson(request);
    setGeneratedDeparts(typeof body.count === 'number' ? body.count : null);
    return ok();
  }),
];
