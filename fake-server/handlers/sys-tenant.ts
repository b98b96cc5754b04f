/**
 * SysTenantController (contract §4.17) over the core `sys_tenant` table: list (with
 * `beginDate` ≥ / `endDate` ≤ filters and `status_dictText`), add with a client-chosen integer
 * id (该编号已存在!), edit, delete and deleteBatch that refuse tenants still referenced by users'
 * `relTenantIds`, queryById. `queryList` lives in sys-user.ts and `getCurrentUserTenant` in
 * session.ts (they were there first).
 */
import type { HttpHandler } from 'msw';
import { plain } from '../db/table';
import { db } from '../db/tables';
import { requireSession } from '../lib/auth';
import { formatDateTime } from '../lib/dates';
import { withDictText } from '../lib/dict';
import { listPage, type EntityFields } from '../lib/list-query';
import { c0, error, okData, okMsg } from '../lib/result';
import { api, BizError, readJson, str } from '../lib/route';

export const TENANT_FIELDS: EntityFields = {
  id: 'int',
  name: 'string',
  createBy: 'string',
  createTime: 'date',
  beginDate: 'date',
  endDate: 'date',
  status: 'int',
};

/** Users (not deleted) whose relTenantIds hold the tenant: countUserLinkTenant. */
export function usersOfTenant(id: number): number {
  return db.sysUser.all().filter((u) => u.delFlag !== 1 && (u.relTenantIds ?? '').split(',').includes(String(id))).length;
}

const byId = (id: number) => db.sysTenant.findFirst((q) => q.where({ id }));

/** `Integer.parseInt` of a request value; a non-number is the NumberFormatException's 操作失败. */
function intOf(value: unknown, name: string): number {
  const text = str(value);
  if (text === null || !/^-?\d+$/.test(text.trim())) throw new Error(`For input string: "${text ?? ''}" (${name})`);
  return Number(text.trim());
}

const intOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

export const sysTenantHandlers: HttpHandler[] = [
  api.get('/sys/tenant/list', ({ query }) => {
    // beginDate/endDate are range bounds here (ge / le), not the QueryGenerator's equality.
    const begin = query.get('beginDate');
    const end = query.get('endDate');
    const rest = new URLSearchParams(query);
    rest.delete('beginDate');
    rest.delete('endDate');
    const rows = db.sysTenant
      .all()
      .map((t) => plain(t))
      .filter((t) => (!begin || (t.beginDate ?? '') >= begin) && (!end || ((t.endDate ?? '') !== '' && (t.endDate ?? '') <= end)));
    const page = listPage(rows, rest, TENANT_FIELDS);
    return c0({ ...page, records: withDictText(page.records, { status: 'tenant_status' }) });
  }),

  api.post('/sys/tenant/add', async ({ request }) => {
    const { user } = await requireSession(request);
    const body = await readJson(request);
    const id = intOf(body.id, 'id');
    if (byId(id)) return error('该编号已存在!');
    await db.sysTenant.create({
      id,
      name: str(body.name) ?? '',
      createBy: user.username,
      createTime: formatDateTime(Date.now()),
      beginDate: str(body.beginDate),
      endDate: str(body.endDate),
      status: intOrNull(body.status) ?? 1,
    });
    return okMsg('添加成功！');
  }),

  ...api.methods(['put', 'post'], '/sys/tenant/edit', async ({ request }) => {
    const body = await readJson(request);
    const existing = byId(intOf(body.id, 'id'));
    if (!existing) return error('未找到对应实体');
    await db.sysTenant.update(existing, {
      data(draft) {
        // updateById: only non-null properties are written.
        const name = str(body.name);
        if (name !== null) draft.name = name;
        if (body.beginDate !== undefined && body.beginDate !== null) draft.beginDate = str(body.beginDate);
        if (body.endDate !== undefined && body.endDate !== null) draft.endDate = str(body.endDate);
        const status = intOrNull(body.status);
        if (status !== null) draft.status = status;
      },
    });
    return okMsg('编辑成功!');
  }),

  ...api.methods(['delete', 'post'], '/sys/tenant/delete', ({ query }) => {
    const id = intOf(query.get('id'), 'id');
    if (usersOfTenant(id) > 0) throw new BizError('该租户已被引用，无法删除！');
    db.sysTenant.delete((q) => q.where({ id }));
    return okMsg('删除成功');
  }),

  api.delete('/sys/tenant/deleteBatch', ({ query }) => {
    const ids = (query.get('ids') ?? '').split(',').filter((s) => s.trim() !== '');
    if (ids.length === 0) return error('未选中租户！');
    const free = ids.map((s) => intOf(s, 'ids')).filter((id) => usersOfTenant(id) === 0);
    if (free.length === 0) return error('选择的租户都已被引用，无法删除！');
    const wanted = new Set(free);
    db.sysTenant.deleteMany((q) => q.where({ id: (id: number) => wanted.has(id) }));
    return okMsg(free.length === ids.length ? '删除成功！' : '部分删除成功！（被引用的租户无法删除）');
  }),

  api.get('/sys/tenant/queryById', ({ query }) => {
    const id = query.get('id');
    const row = id && /^\d+$/.test(id) ? byId(Number(id)) : undefined;
    return row ? okData(plain(row)) : error('未找到对应实体');
  }),
];

