/**
 * SysPositionController (contract §4.16) with the list, export and import
 * conventions of §1.5-1.7: the shared QueryGenerator (lib/list-query), the
 * DictAspect's `postRank_dictText`, AutoPoi-style workbooks (lib/xls) and the
 * import answer of ImportExcelUtil (handlers/excel-import), including code 201
 * with an error log that `/sys/common/static/logs/…` serves back.
 */
import type { HttpHandler } from 'msw';
import type { SysPosition } from '@/api/sys/position';
import { defineTable, plain } from '../db/table';
import { requireSession, type Session } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { dictItems, registerTableDict, withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listPage, type EntityFields } from '../lib/list-query';
import { c0, error, okMsg, okMsgData } from '../lib/result';
import { api, BizError, readJson, requiredIds, requiredParam, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';
import type { SheetColumn } from '../lib/xls';
import { type ExcelImportSpec, exportXlsRoute, importExcelRoute, type SheetRow } from './excel-import';

export const positionTable = defineTable<SysPosition>('sys_position');

// `post` of sys_user is a table dictionary over sys_position (code → name); the duplicate check reads it too.
registerTableDict('sys_position', () => positionTable.all());

/** Entity properties of SysPosition: the query and sort fields. */
export const POSITION_FIELDS: EntityFields = {
  id: 'string',
  code: 'string',
  name: 'string',
  postRank: 'string',
  companyId: 'string',
  createBy: 'string',
  createTime: 'date',
  updateBy: 'string',
  updateTime: 'date',
  sysOrgCode: 'string',
};

/** The `@Excel` columns of SysPosition, in declaration order. */
export const POSITION_EXCEL_COLUMNS: readonly SheetColumn[] = [
  { header: '职务编码', key: 'code' },
  { header: '职务名称', key: 'name' },
  { header: '职级', key: 'postRank' },
  { header: '公司id', key: 'companyId' },
  { header: '创建人', key: 'createBy' },
  { header: '创建时间', key: 'createTime', width: 20 },
  { header: '修改人', key: 'updateBy' },
  { header: '修改时间', key: 'updateTime', width: 20 },
  { header: '组织机构编码', key: 'sysOrgCode' },
];

const RANK_DICT = 'position_rank';

const codeTaken = (code: string | null, exceptId?: string) =>
  code !== null && code !== '' && positionTable.all().some((p) => p.code === code && p.id !== exceptId);

const all = (): SysPosition[] => positionTable.all().map((p) => plain(p));

// ---- import --------------------------------------------------------------------------------

/** A sheet row as the entity; AutoPoi's dicCode replace turns a rank text into its value. */
function fromSheet(row: SheetRow): Partial<SysPosition> {
  if (!row.postRank) return row;
  return { ...row, postRank: dictItems(RANK_DICT).find((i) => i.text === row.postRank)?.value ?? row.postRank };
}

async function insertPosition(entity: Partial<SysPosition>, username: string, orgCode: string | null): Promise<SysPosition> {
  const row: SysPosition = {
    id: entity.id || newId(),
    code: entity.code ?? null,
    name: entity.name ?? null,
    postRank: entity.postRank ?? null,
    companyId: entity.companyId ?? null,
    // MybatisInterceptor fills these on insert when the entity leaves them empty.
    createBy: entity.createBy || username,
    createTime: entity.createTime || formatDateTime(Date.now()),
    updateBy: entity.updateBy ?? null,
    updateTime: entity.updateTime ?? null,
    sysOrgCode: entity.sysOrgCode || orgCode,
  };
  // The table's unique index uniq_code.
  if (codeTaken(row.code)) throw new Error("Duplicate entry for key 'uniq_code'");
  await positionTable.create(row);
  return row;
}

const positionImport = (user: Session['user']): ExcelImportSpec => ({
  columns: POSITION_EXCEL_COLUMNS,
  insert: async (row) => {
    await insertPosition(fromSheet(row), user.username, user.orgCode ?? null);
  },
  duplicates: [['uniq_code', '职务编码']],
  // Rows with every cell blank never reach the service.
  order: (rows) => rows.filter((r) => Object.keys(r).length > 0),
  tally: 'cumulative',
  logName: 'userImportExcelErrorLog',
});

// ---- handlers ------------------------------------------------------------------------------

export const positionHandlers: HttpHandler[] = [
  api.get('/sys/position/list', ({ query }) => {
    const page = listPage(all(), query, POSITION_FIELDS);
    return c0({ ...page, records: withDictText(page.records, { postRank: RANK_DICT }) });
  }),

  api.post('/sys/position/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    try {
      await insertPosition(
        { id: str(body.id) ?? undefined, code: str(body.code), name: str(body.name), postRank: str(body.postRank), companyId: str(body.companyId), sysOrgCode: str(body.sysOrgCode) },
        user.username,
        user.orgCode ?? null,
      );
    } catch {
      return error('操作失败');
    }
    return okMsgData('添加成功！', null);
  }),

  ...editRoute('/sys/position/edit', { find: (id) => positionTable.findFirst((q) => q.where({ id })), notFound: '未找到对应实体' }, async ({ user, body, existing }) => {
    const code = str(body.code);
    if (codeTaken(code, existing.id)) throw new BizError('数据库中已存在该记录');
    await positionTable.update(existing, {
      data(draft) {
        // updateById writes only the non-null properties of the entity.
        for (const key of ['code', 'name', 'postRank', 'companyId', 'sysOrgCode'] as const) {
          const value = str(body[key]);
          if (value !== null) draft[key] = value;
        }
        draft.updateBy = user.username;
        draft.updateTime = formatDateTime(Date.now());
      },
    });
    return okMsgData('修改成功!', null);
  }),

  api.delete('/sys/position/delete', ({ query }) => {
    const id = requiredParam(query, 'id');
    positionTable.delete((q) => q.where({ id }));
    return okMsg('删除成功!');
  }),

  api.delete('/sys/position/deleteBatch', ({ query }) => {
    const wanted = requiredIds(query);
    positionTable.deleteMany((q) => q.where({ id: (id: string) => wanted.has(id) }));
    return okMsgData('删除成功!', null);
  }),

  api.get('/sys/position/queryById', ({ query }) => {
    const id = requiredParam(query, 'id');
    const row = positionTable.findFirst((q) => q.where({ id }));
    return row ? c0(plain(row)) : error('未找到对应实体');
  }),

  api.get('/sys/position/queryByCode', ({ query }) => {
    const code = requiredParam(query, 'code');
    const row = positionTable.findFirst((q) => q.where({ code }));
    return c0(row ? plain(row) : null);
  }),

  exportXlsRoute('/sys/position/exportXls', () => {
    const ranks = new Map(dictItems(RANK_DICT).map((i) => [i.value, i.text]));
    return {
      rows: all(),
      fields: POSITION_FIELDS,
      columns: POSITION_EXCEL_COLUMNS,
      title: '职务表列表数据',
      fileName: '职务表列表',
      sheetRow: (r) => ({ ...r, postRank: r.postRank ? (ranks.get(r.postRank) ?? r.postRank) : '' }),
    };
  }),

  importExcelRoute('/sys/position/importExcel', positionImport),
];
