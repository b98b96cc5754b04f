/**
 * The online report API JPopup reads (`/online/cgreport/api/*`). The real
 * module is closed source (contract §4.24, §9): the shapes follow what the
 * Vue JPopupOnlReport reads — columns with a dictionary code in
 * `customRender` plus `dictOptions`, query items with `mode` and a '0'/'1'
 * `hidden` flag, data as a page of records.
 */
import type { HttpHandler } from 'msw';
import type { DictMap } from '@/api/envelope';
import type { OnlReportColumn, OnlReportColumns, OnlReportQueryItem } from '@/api/online-report';
import { plain, registeredTables } from '../db/table';
import { dictItems } from '../lib/dict';
import { readPageParams, toPage } from '../lib/page';
import { error, okData } from '../lib/result';
import { api, BizError } from '../lib/route';
import { onlCgreportHead, onlCgreportItem, type OnlCgreportHead, type OnlCgreportItem } from '../seed/reports';

type Row = Record<string, unknown>;

const camel = (column: string) => column.trim().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function itemsOf(head: OnlCgreportHead): OnlCgreportItem[] {
  return onlCgreportItem
    .findMany((q) => q.where({ cgrheadId: head.id }))
    .map((i) => plain(i))
    .sort((a, b) => a.orderNum - b.orderNum);
}

export function reportColumns(head: OnlCgreportHead): OnlReportColumns {
  const items = itemsOf(head).filter((i) => i.isShow === 1);
  const dictOptions: DictMap = {};
  const columns = items.map((i): OnlReportColumn => {
    const column: OnlReportColumn = { title: i.fieldTxt, dataIndex: i.fieldName, align: 'center', width: i.fieldWidth };
    if (i.isOrder === 1) column.sorter = true;
    if (i.dictCode) {
      column.customRender = i.dictCode;
      dictOptions[i.dictCode] = dictItems(i.dictCode);
    }
    return column;
  });
  return { columns, dictOptions, cgRpConfigId: head.id, cgRpConfigName: head.name };
}

function viewOf(item: OnlCgreportItem): string {
  if (item.dictCode) return 'list';
  if (item.fieldType === 'Date') return 'date';
  if (item.fieldType === 'Integer') return 'number';
  return 'text';
}

export function reportQueryInfo(head: OnlCgreportHead): OnlReportQueryItem[] {
  return itemsOf(head)
    .filter((i) => i.isSearch === 1)
    .map((i) => ({
      field: i.fieldName,
      label: i.fieldTxt,
      view: viewOf(i),
      mode: i.searchMode === 'group' ? 'group' : 'single',
      dictCode: i.dictCode,
      hidden: i.searchHidden === 1 ? '1' : '0',
    }));
}

/** `select * from <table> [where a = 'x' and b = 1]`: the only SQL form the seeded reports use. */
function runSql(sql: string): Row[] {
  const m = /^\s*select\s+\*\s+from\s+(\w+)(?:\s+where\s+(.+))?$/i.exec(sql);
  if (!m) throw new BizError(`报表SQL不支持: ${sql}`);
  const table = registeredTables().get(m[1]);
  if (!table) throw new BizError(`Table '${m[1]}' doesn't exist`);
  const conditions = (m[2] ?? '')
    .split(/\s+and\s+/i)
    .filter(Boolean)
    .map((part) => {
      const c = /^\s*(\w+)\s*=\s*'?([^']*)'?\s*$/.exec(part);
      if (!c) throw new BizError(`报表SQL不支持: ${part}`);
      return [camel(c[1]), c[2]] as const;
    });
  return (table.all() as Row[]).filter((row) => conditions.every(([k, v]) => String(row[k] ?? '') === v));
}

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

/**
 * Report data: `self_<name>` params and single-mode conditions filter (text
 * by substring, dictionary and numbers by equality), group mode by
 * `_begin`/`_end`; `column`/`order` sort by a displayed field. Records hold
 * the report's fields plus `id`.
 */
export function reportData(head: OnlCgreportHead, query: URLSearchParams) {
  const items = itemsOf(head);
  const fields = items.map((i) => i.fieldName);
  let rows = runSql(head.cgrSql);
  for (const [key, value] of query) {
    if (key.startsWith('self_') && value !== '') rows = rows.filter((r) => String(r[key.slice(5)] ?? '') === value);
  }
  for (const item of items.filter((i) => i.isSearch === 1)) {
    const f = item.fieldName;
    if (item.searchMode === 'group') {
      const begin = query.get(`${f}_begin`);
      const end = query.get(`${f}_end`);
      if (begin) rows = rows.filter((r) => r[f] !== null && r[f] !== undefined && compare(r[f], begin) >= 0);
      if (end) rows = rows.filter((r) => r[f] !== null && r[f] !== undefined && compare(String(r[f]).slice(0, end.length), end) <= 0);
      continue;
    }
    const value = query.get(f);
    if (!value) continue;
    rows = viewOf(item) === 'text' ? rows.filter((r) => String(r[f] ?? '').includes(value)) : rows.filter((r) => String(r[f] ?? '') === value);
  }
  const column = query.get('column');
  if (column && fields.includes(column)) {
    const dir = query.get('order') === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => compare(a[column], b[column]) * dir);
  }
  const records = rows.map((r) => Object.fromEntries(['id', ...fields].map((k) => [k, r[k] ?? null])));
  return toPage(records, readPageParams(query));
}

function headBy(field: 'code' | 'id', value: string): OnlCgreportHead | null {
  const head = onlCgreportHead.findFirst((q) => q.where({ [field]: value }));
  return head ? plain(head) : null;
}

const NOT_FOUND = '实体不存在';

export const reportPickerHandlers: HttpHandler[] = [
  api.get('/online/cgreport/api/getRpColumns/:code', ({ params }) => {
    const head = headBy('code', String(params.code));
    return head ? okData(reportColumns(head)) : error(NOT_FOUND);
  }),

  api.get('/online/cgreport/api/getQueryInfo/:id', ({ params }) => {
    const head = headBy('id', String(params.id));
    return head ? okData(reportQueryInfo(head)) : error(NOT_FOUND);
  }),

  api.get('/online/cgreport/api/getData/:id', ({ params, query }) => {
    const head = headBy('id', String(params.id));
    return head ? okData(reportData(head, query)) : error(NOT_FOUND);
  }),
];
