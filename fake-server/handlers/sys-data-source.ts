/**
 * SysDataSourceController (contract §4.19). `dbPassword` is kept encrypted (a stand-in for
 * SecurityUtil.jiami: reversible, never the plain text), answered encrypted by `list` and
 * decrypted only by `queryById`, which is what the edit dialog reads.
 */
import type { HttpHandler } from 'msw';
import type { SysDataSource } from '@/api/sys/data-source';
import { defineTable, plain } from '../db/table';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { registerTableDict, withDictText } from '../lib/dict';
import { newId } from '../lib/ids';
import { listPage, type EntityFields } from '../lib/list-query';
import { error, okData, okMsg } from '../lib/result';
import { api, readJson, str } from '../lib/route';
import { editRoute } from '../lib/edit-route';

export const dataSourceTable = defineTable<SysDataSource>('sys_data_source');
registerTableDict('sys_data_source', () => dataSourceTable.all());

export const DATA_SOURCE_FIELDS: EntityFields = {
  id: 'string', code: 'string', name: 'string', remark: 'string', dbType: 'string', dbDriver: 'string', dbUrl: 'string',
  dbName: 'string', dbUsername: 'string', createBy: 'string', createTime: 'date', updateBy: 'string', updateTime: 'date', sysOrgCode: 'string',
};

const CIPHER_MARK = 'enc:';
/** Reversible stand-in for the AES of SecurityUtil: base64 of the reversed UTF-8 text. */
export function encryptPassword(plainText: string): string {
  const bytes = new TextEncoder().encode([...plainText].reverse().join(''));
  return CIPHER_MARK + btoa(String.fromCharCode(...bytes));
}
export function decryptPassword(stored: string | null | undefined): string | null {
  if (!stored) return stored ?? null;
  if (!stored.startsWith(CIPHER_MARK)) return stored;
  const bytes = Uint8Array.from(atob(stored.slice(CIPHER_MARK.length)), (c) => c.charCodeAt(0));
  return [...new TextDecoder().decode(bytes)].reverse().join('');
}

const EDITABLE = ['code', 'name', 'remark', 'dbType', 'dbDriver', 'dbUrl', 'dbName', 'dbUsername', 'sysOrgCode'] as const;
const byId = (id: string | null) => (id ? dataSourceTable.findFirst((q) => q.where({ id })) : undefined);
const codeTaken = (code: string, exceptId?: string) => dataSourceTable.all().some((d) => d.code === code && d.id !== exceptId);

export const dataSourceHandlers: HttpHandler[] = [
  api.get('/sys/dataSource/list', ({ query }) => {
    const page = listPage(dataSourceTable.all().map((d) => plain(d)), query, DATA_SOURCE_FIELDS);
    return okData({ ...page, records: withDictText(page.records, { dbType: 'database_type' }) });
  }),

  api.post('/sys/dataSource/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const code = str(body.code) ?? '';
    if (codeTaken(code)) return error('数据源编码已存在');
    const row: SysDataSource = { id: newId(), code, name: str(body.name) ?? '', createBy: user.username, createTime: formatDateTime(Date.now()), updateBy: null, updateTime: null };
    for (const key of EDITABLE) if (key !== 'code' && key !== 'name') row[key] = str(body[key]);
    const password = str(body.dbPassword);
    row.dbPassword = password ? encryptPassword(password) : null;
    await dataSourceTable.create(row);
    return okMsg('添加成功！');
  }),

  ...editRoute('/sys/dataSource/edit', { find: byId, notFound: '未找到对应实体' }, async ({ user, body, existing }) => {
    const code = str(body.code);
    if (code !== null && codeTaken(code, existing.id)) return error('数据源编码已存在');
    await dataSourceTable.update(existing, {
      data(draft) {
        for (const key of EDITABLE) {
          const v = str(body[key]);
          if (v !== null) draft[key] = v;
        }
        const password = str(body.dbPassword);
        if (password) draft.dbPassword = encryptPassword(password);
        draft.updateBy = user.username;
        draft.updateTime = formatDateTime(Date.now());
      },
    });
    return okMsg('编辑成功!');
  }),

  api.delete('/sys/dataSource/delete', ({ query }) => {
    const id = query.get('id') ?? '';
    dataSourceTable.delete((q) => q.where({ id }));
    return okMsg('删除成功!');
  }),

  api.delete('/sys/dataSource/deleteBatch', ({ query }) => {
    const wanted = new Set((query.get('ids') ?? '').split(',').filter(Boolean));
    dataSourceTable.deleteMany((q) => q.where({ id: (id: string) => wanted.has(id) }));
    return okMsg('批量删除成功!');
  }),

  api.get('/sys/dataSource/queryById', ({ query }) => {
    const row = byId(query.get('id'));
    if (!row) return error('未找到对应数据');
    const out = plain(row);
    return okData({ ...out, dbPassword: decryptPassword(out.dbPassword) });
  }),

  api.get('/sys/dataSource/options', () => okData(dataSourceTable.all().map((d) => ({ value: d.code, label: d.name, text: d.name })))),
];
