/**
 * Tree dictionaries: `/sys/dict/loadTreeData` (any registered table with a
 * parent column, signed — contract §3, §4.5) and the 分类字典 reads of
 * SysCategoryController (§4.9). Both answer TreeSelectModel (`leaf`, not
 * isLeaf).
 */
import type { HttpHandler } from 'msw';
import type { SysCategory } from '@/api/sys/category';
import type { TreeSelectModel } from '@/api/sys/dict';
import { plain, registeredTables } from '../db/table';
import { readPageParams, toPage } from '../lib/page';
import { c0, fail0 } from '../lib/result';
import { api, BizError, requiredParam } from '../lib/route';
import { checkSignature } from '../lib/sign-check';
import { sysCategory } from '../seed/categories';
import { listPage, type EntityFields } from '../lib/list-query';

type Row = Record<string, unknown>;

const camel = (column: string) => column.trim().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const columnOf = (row: Row, name: string): unknown => row[camel(name)] ?? row[name.trim()];
const isDeleted = (row: Row) => row.delFlag !== undefined && String(row.delFlag) !== '0';

function tableRows(table: string): Row[] {
  const source = registeredTables().get(table.trim());
  // The real call fails inside MyBatis; the global handler prefixes 操作失败，.
  if (!source) throw new Error(`Table '${table}' doesn't exist`);
  return (source.all() as Row[]).filter((r) => !isDeleted(r));
}

/** fastjson `JSON.parseObject(condition, Map.class)`; anything but an object fails like fastjson does. */
function parseCondition(condition: string | null): Record<string, unknown> | null {
  if (!condition) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw new Error(`syntax error, pos 1, json : ${condition}`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`can not cast to Map, value : ${condition}`);
  return parsed as Record<string, unknown>;
}

/**
 * `sysDictService.queryTreeList`: `text as title, code as key, pidField as
 * parentId` where the parent column equals pid (roots: empty or null);
 * `leaf` from hasChildField ('1' = has children) when given, else false.
 */
export function tableTreeLevel(query: URLSearchParams): TreeSelectModel[] {
  const table = requiredParam(query, 'tableName');
  const text = requiredParam(query, 'text');
  const code = requiredParam(query, 'code');
  const pidField = query.get('pidField') || 'pid';
  const pid = query.get('pid') ?? '';
  const hasChildField = query.get('hasChildField') ?? '';
  const condition = parseCondition(query.get('condition'));
  return tableRows(table)
    .filter((row) => {
      const parent = columnOf(row, pidField);
      return pid ? String(parent ?? '') === pid : parent === null || parent === undefined || parent === '';
    })
    .filter((row) => !condition || Object.entries(condition).every(([k, v]) => String(columnOf(row, k) ?? '') === String(v)))
    .map((row) => {
      const key = String(columnOf(row, code) ?? '');
      return {
        key,
        title: String(columnOf(row, text) ?? ''),
        value: key,
        code: null,
        parentId: (columnOf(row, pidField) as string | null) ?? null,
        leaf: hasChildField ? String(columnOf(row, hasChildField) ?? '') !== '1' : false,
        icon: null,
        children: null,
      };
    });
}

const ROOT_PID = '0';

function categoryNode(c: SysCategory): TreeSelectModel {
  return { key: c.id, title: c.name, value: c.id, code: c.code, parentId: c.pid, leaf: c.hasChild !== '1', icon: null, children: null };
}

function categoriesOf(pid: string): SysCategory[] {
  return sysCategory
    .findMany((q) => q.where({ pid }))
    .map((c) => plain(c))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** `queryListByCode(pcode)`: the children of the category with that code (roots for empty or "0"). */
function categoryLevelByCode(pcode: string | null): TreeSelectModel[] {
  let pid = ROOT_PID;
  if (pcode && pcode !== ROOT_PID) {
    const found = sysCategory.findMany((q) => q.where({ code: pcode }));
    if (found.length === 0) throw new BizError(`该编码【${pcode}】不存在，请核实!`);
    if (found.length > 1) throw new BizError(`该编码【${pcode}】存在多个，请核实!`);
    pid = found[0].id;
  }
  return categoriesOf(pid).map(categoryNode);
}

function withAllChildren(nodes: TreeSelectModel[]): TreeSelectModel[] {
  return nodes.map((n) => (n.leaf ? n : { ...n, children: withAllChildren(categoriesOf(n.key).map(categoryNode)) }));
}

const CATEGORY_FIELDS: EntityFields = {
  id: 'string', pid: 'string', name: 'string', code: 'string', sysOrgCode: 'string', hasChild: 'string',
  createBy: 'string', createTime: 'date', updateBy: 'string', updateTime: 'date',
};

export const treePickerHandlers: HttpHandler[] = [
  api.get('/sys/dict/loadTreeData', async ({ request, query }) => {
    const rejected = await checkSignature(request);
    if (rejected) return rejected;
    return c0(tableTreeLevel(query));
  }),

  /** The failure is a bare Result with success false (code 0) carrying the exception message. */
  api.get('/sys/category/loadTreeRoot', ({ query }) => {
    try {
      const nodes = categoryLevelByCode(query.get('pcode'));
      return c0(query.get('async') === 'false' ? withAllChildren(nodes) : nodes);
    } catch (e) {
      return fail0(e instanceof Error ? e.message : String(e));
    }
  }),

  api.get('/sys/category/loadTreeChildren', ({ query }) => c0(categoriesOf(requiredParam(query, 'pid')).map(categoryNode))),

  api.get('/sys/category/loadTreeData', ({ query }) => {
    const pid = query.get('pid');
    if (pid) return c0(categoriesOf(pid).map(categoryNode));
    return c0(categoryLevelByCode(query.get('pcode')));
  }),

  /** Names of the given ids in the given order; unknown ids dropped unless delNotExist=false. */
  api.get('/sys/category/loadDictItem', ({ query }) => {
    const ids = query.get('ids');
    if (!ids || !ids.trim()) return fail0('ids 不能为空');
    const keep = query.get('delNotExist') !== 'false';
    const names = new Map(sysCategory.all().map((c) => [c.id, c.name]));
    const out: string[] = [];
    for (const id of ids.split(',')) {
      const name = names.get(id);
      if (name !== undefined) out.push(name);
      else if (!keep) out.push(id);
    }
    return c0(out);
  }),

  api.get('/sys/category/loadOne', ({ query }) => {
    const field = camel(requiredParam(query, 'field'));
    const val = requiredParam(query, 'val');
    const found = sysCategory.all().filter((c) => String((c as unknown as Row)[field] ?? '') === val);
    if (found.length === 0) return fail0('查询无果');
    if (found.length > 1) return fail0(`查询数据异常,[${query.get('field')}]存在多个值:${val}`);
    return c0(plain(found[0]));
  }),

  api.get('/sys/category/rootList', ({ query }) => {
    const name = query.get('name');
    const code = query.get('code');
    const rows = sysCategory.all().map((c) => plain(c));
    // The pid condition applies unless name or code is given (then QueryGenerator takes over).
    if (name || code) return c0(listPage(rows, query, CATEGORY_FIELDS));
    const pid = query.get('pid') || ROOT_PID;
    return c0(toPage(rows.filter((c) => c.pid === pid), readPageParams(query)));
  }),

  api.get('/sys/category/childList', ({ query }) => c0(categoriesOf(requiredParam(query, 'pid')))),
];
