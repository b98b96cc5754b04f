/**
 * The 数据字典 screen's side of SysDictController and SysDictItemController
 * (contract §4.5): dictionary CRUD with the logical delete of `@TableLogic
 * delFlag`, the recycle bin (deleteList / back / deletePhysic) and the item
 * list with its `status_dictText` and value check. The shell's reads
 * (getDictItems, queryAllDictItems, refleshCache) stay in handlers/dict.ts.
 */
import type { HttpHandler } from 'msw';
import type { SysDict, SysDictItem } from '@/api/sys/dict';
import { plain } from '../db/table';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listPage, type EntityFields } from '../lib/list-query';
import { c0, error, okMsg, okMsgData } from '../lib/result';
import { api, readJson, requiredIds, requiredParam, type RouteContext, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';
import type { SheetColumn } from '../lib/xls';
import { exportXlsRoute, importExcelRoute } from './excel-import';

export const DICT_FIELDS: EntityFields = {
  id: 'string',
  type: 'int',
  dictName: 'string',
  dictCode: 'string',
  description: 'string',
  delFlag: 'int',
  createBy: 'string',
  createTime: 'date',
  updateBy: 'string',
  updateTime: 'date',
};

export const DICT_ITEM_FIELDS: EntityFields = {
  id: 'string',
  dictId: 'string',
  itemText: 'string',
  itemValue: 'string',
  description: 'string',
  sortOrder: 'int',
  status: 'int',
  createBy: 'string',
  createTime: 'date',
  updateBy: 'string',
  updateTime: 'date',
};

const num = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n) ? fallback : n;
};
const now = () => formatDateTime(Date.now());
const liveDict = (id: string) => db.sysDict.findFirst((q) => q.where({ id, delFlag: 0 }));
/** The path variable after `prefix` (e.g. `/sys/dict/back/`). */
const tail = ({ url }: RouteContext, prefix: string) => decodeURIComponent(url.pathname.slice(url.pathname.indexOf(prefix) + prefix.length));

// ---- dictionaries -------------------------------------------------------------------------

/**
 * The `@Excel` columns of SysDictPage. Its `@ExcelCollection` of items is not written: the fake
 * exports and imports the dictionaries themselves.
 */
export const DICT_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '字典名称', key: 'dictName' },
  { header: '字典编码', key: 'dictCode' },
  { header: '描述', key: 'description' },
];

/** saveMain: a dictionary whose code exists (deleted ones too, uk_sd_dict_code) is refused. */
async function importDict(values: Record<string, string>, username: string): Promise<void> {
  const dictCode = values.dictCode ?? '';
  if (db.sysDict.findFirst((q) => q.where({ dictCode }))) throw new Error("Duplicate entry for key 'uk_sd_dict_code'");
  await db.sysDict.create({
    id: newId(),
    type: 0,
    dictName: values.dictName ?? '',
    dictCode,
    description: values.description ?? null,
    delFlag: 0,
    createBy: username,
    createTime: now(),
    updateBy: null,
    updateTime: null,
  });
}

const dictHandlers: HttpHandler[] = [
  exportXlsRoute('/sys/dict/exportXls', () => {
    const rows = db.sysDict.findMany((q) => q.where({ delFlag: 0 })).map((d) => plain(d));
    return { rows, fields: DICT_FIELDS, columns: DICT_EXCEL_COLUMNS, title: '数据字典列表', fileName: '数据字典', sheetName: '数据字典' };
  }),

  importExcelRoute('/sys/dict/importExcel', (user) => ({
    columns: DICT_EXCEL_COLUMNS,
    insert: (row) => importDict(row, user.username),
    duplicates: [['uk_sd_dict_code', '字典编码']],
    logName: 'dictImportExcelErrorLog',
  })),

  // The @TableLogic filter: deleted dictionaries never show in the list.
  api.get('/sys/dict/list', ({ query }) => c0(listPage(db.sysDict.findMany((q) => q.where({ delFlag: 0 })).map((d) => plain(d)), query, DICT_FIELDS))),

  api.post('/sys/dict/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const dictCode = str(body.dictCode);
    // The unique index uk_sd_dict_code covers deleted rows too.
    if (dictCode && db.sysDict.findFirst((q) => q.where({ dictCode }))) return error('数据库中已存在该记录');
    const row: SysDict = {
      id: newId(),
      type: num(body.type, 0),
      dictName: str(body.dictName) ?? '',
      dictCode: dictCode ?? '',
      description: str(body.description),
      delFlag: 0,
      createBy: user.username,
      createTime: now(),
      updateBy: null,
      updateTime: null,
    };
    await db.sysDict.create(row);
    return okMsgData('保存成功！', null);
  }),

  ...editRoute('/sys/dict/edit', { find: liveDict, notFound: '未找到对应实体' }, async ({ user, body, existing }) => {
    const dictCode = str(body.dictCode);
    if (dictCode && db.sysDict.findFirst((q) => q.where({ dictCode, id: (v: string) => v !== existing.id }))) return error('数据库中已存在该记录');
    await db.sysDict.update(existing, {
      data(draft) {
        // updateById writes the entity's non-null properties only.
        if (body.type !== undefined && body.type !== null) draft.type = num(body.type, draft.type);
        for (const key of ['dictName', 'dictCode', 'description'] as const) {
          const value = str(body[key]);
          if (value !== null) draft[key] = value;
        }
        draft.updateBy = user.username;
        draft.updateTime = now();
      },
    });
    return okMsgData('编辑成功!', null);
  }),

  api.delete('/sys/dict/delete', async ({ query }) => {
    const id = requiredParam(query, 'id');
    const existing = liveDict(id);
    if (!existing) return error('删除失败!');
    await db.sysDict.update(existing, { data: (draft) => void (draft.delFlag = 1) });
    return okMsgData('删除成功!', null);
  }),

  api.delete('/sys/dict/deleteBatch', async ({ query }) => {
    const wanted = requiredIds(query);
    await db.sysDict.updateMany((q) => q.where({ id: (v: string) => wanted.has(v), delFlag: 0 }), { data: (draft) => void (draft.delFlag = 1) });
    return okMsgData('删除成功!', null);
  }),

  api.get('/sys/dict/queryById', ({ query }) => {
    const row = liveDict(requiredParam(query, 'id'));
    return row ? c0(plain(row)) : error('未找到对应实体');
  }),

  /** The dictionary tree of the Vue "字典" pickers: SysDict + key/title. */
  api.get('/sys/dict/treeList', ({ query }) => {
    const name = query.get('dictName');
    const rows = db.sysDict.findMany((q) => q.where({ delFlag: 0 })).filter((d) => !name || d.dictName.includes(name));
    return c0(rows.map((d) => ({ ...plain(d), key: d.id, title: d.dictName })));
  }),

  // ---- recycle bin ----
  api.get('/sys/dict/deleteList', () => c0(db.sysDict.findMany((q) => q.where({ delFlag: 1 })).map((d) => plain(d)))),

  api.put('/sys/dict/back/:id', async (ctx) => {
    const id = tail(ctx, '/sys/dict/back/');
    await db.sysDict.updateMany((q) => q.where({ id, delFlag: 1 }), { data: (draft) => void (draft.delFlag = 0) });
    return okMsg('操作成功!');
  }),

  api.delete('/sys/dict/deletePhysic/:id', (ctx) => {
    const id = tail(ctx, '/sys/dict/deletePhysic/');
    // deleteOneDictPhysically removes the dictionary and its items.
    db.sysDictItem.deleteMany((q) => q.where({ dictId: id }));
    db.sysDict.delete((q) => q.where({ id }));
    return okMsg('删除成功!');
  }),
];

// ---- dictionary items ---------------------------------------------------------------------

const itemTaken = (dictId: string | null, itemValue: string | null, exceptId?: string | null) =>
  db.sysDictItem.findMany((q) => q.where({ dictId: dictId ?? '', itemValue: itemValue ?? '' })).some((i) => !exceptId || i.id !== exceptId);

const itemHandlers: HttpHandler[] = [
  api.get('/sys/dictItem/list', ({ query }) => {
    // queryWrapper.orderByAsc("sort_order") comes before any column the client asks for.
    const rows = db.sysDictItem
      .all()
      .map((i) => plain(i))
      .sort((a, b) => a.sortOrder - b.sortOrder);
    const page = listPage(rows, query, DICT_ITEM_FIELDS);
    return c0({ ...page, records: withDictText(page.records, { status: 'dict_item_status' }) });
  }),

  api.post('/sys/dictItem/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const row: SysDictItem = {
      id: newId(),
      dictId: str(body.dictId) ?? '',
      itemText: str(body.itemText) ?? '',
      itemValue: str(body.itemValue) ?? '',
      description: str(body.description),
      sortOrder: num(body.sortOrder, 1),
      status: num(body.status, 1),
      createBy: user.username,
      createTime: now(),
      updateBy: null,
      updateTime: null,
    };
    await db.sysDictItem.create(row);
    return okMsgData('保存成功！', null);
  }),

  ...editRoute('/sys/dictItem/edit', { find: (id) => db.sysDictItem.findFirst((q) => q.where({ id })), notFound: '未找到对应实体' }, async ({ user, body, existing }) => {
    await db.sysDictItem.update(existing, {
      data(draft) {
        for (const key of ['itemText', 'itemValue', 'description'] as const) {
          const value = str(body[key]);
          if (value !== null) draft[key] = value;
        }
        if (body.sortOrder !== undefined && body.sortOrder !== null) draft.sortOrder = num(body.sortOrder, draft.sortOrder);
        if (body.status !== undefined && body.status !== null) draft.status = num(body.status, draft.status);
        draft.updateBy = user.username;
        draft.updateTime = now();
      },
    });
    return okMsgData('编辑成功!', null);
  }),

  api.delete('/sys/dictItem/delete', ({ query }) => {
    const id = requiredParam(query, 'id');
    if (!db.sysDictItem.findFirst((q) => q.where({ id }))) return error('未找到对应实体');
    db.sysDictItem.delete((q) => q.where({ id }));
    return okMsgData('删除成功!', null);
  }),

  api.delete('/sys/dictItem/deleteBatch', ({ query }) => {
    const wanted = requiredIds(query);
    db.sysDictItem.deleteMany((q) => q.where({ id: (v: string) => wanted.has(v) }));
    return okMsgData('删除成功!', null);
  }),

  api.get('/sys/dictItem/dictItemCheck', ({ query }) =>
    itemTaken(query.get('dictId'), query.get('itemValue'), query.get('id')) ? error('该值不可用，系统中已存在！') : okMsg('该值可用！'),
  ),
];

export const sysDictAdminHandlers: HttpHandler[] = [...dictHandlers, ...itemHandlers];

/** For tests and the list: true when the code is used by any dictionary, deleted or not. */
export const dictCodeTaken = (code: string, exceptId?: string) => db.sysDict.all().some((d) => d.dictCode === code && d.id !== exceptId);
