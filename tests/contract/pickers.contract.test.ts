/**
 * Answers behind the picker widgets, checked against backend-contract.md
 * §4.6-4.9 and §5.x (field names, JSON types, and the `code` each builder
 * gives: 0 for bare Result, 200 for Result.OK), plus the online-report
 * shapes our fake defines for the closed-source module.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { signParams } from '@/api/sign';
import { tokenOf } from '../unit/fake-server/fake-client';
import { setupPickerServer } from '../unit/widgets/pickers/picker-server';
import {
  anything,
  arrayOf,
  bool,
  dictModel,
  envelope,
  errorEnvelope,
  expectShape,
  lazy,
  literal,
  nul,
  nullable,
  num,
  object,
  oneOf,
  optional,
  page,
  recordOf,
  str,
  sysDepart,
  sysUser,
  type Shape,
} from './shapes';

setupPickerServer({ signInAs: null });

const BASE = 'http://localhost:3000/zw-lgb2';
let token: string;
beforeEach(async () => {
  token = await tokenOf('admin');
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}${path}`, { headers: { 'X-Access-Token': token, ...headers } });
  return { status: res.status, body: await res.json() };
}

/** Signed GET: the client signs its params (not `_t`), like src/api/http.ts. */
function signed(path: string, params: Record<string, string>) {
  const qs = new URLSearchParams(params).toString();
  return get(`${path}?${qs}`, { 'X-Sign': signParams(path, params), 'X-TIMESTAMP': String(Date.now()) });
}

const ns = nullable(str);
const departFields = (sysDepart as Extract<Shape, { kind: 'object' }>).fields;
const departTreeModel: Shape = object({
  key: str, value: str, title: str, isLeaf: bool, ...departFields,
  children: nullable(arrayOf(lazy(() => departTreeModel))),
});
const treeSelectModel: Shape = object({
  key: str, title: str, value: ns, code: ns, parentId: ns, leaf: bool, icon: ns,
  children: nullable(arrayOf(lazy(() => treeSelectModel))),
});
const sysCategory = object({
  id: str, pid: str, name: str, code: str, sysOrgCode: optional(ns), hasChild: str,
  createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns),
});
const sysRole = object({ id: str, roleName: str, roleCode: str, description: optional(ns), createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) });
const userComponentRow = object({
  ...(sysUser as Extract<Shape, { kind: 'object' }>).fields,
  sex_dictText: str,
  status_dictText: str,
});

describe('department trees (§4.7, §5.x)', () => {
  it('queryDepartTreeSync: code 0, one level of SysDepartTreeModel ordered by departOrder, isLeaf computed', async () => {
    const roots = (await get('/sys/sysDepart/queryDepartTreeSync')).body;
    expectShape(roots, envelope(arrayOf(departTreeModel), 0));
    expect(roots.result.map((d: { departName: string }) => d.departName)).toEqual(['省局']);
    expect(roots.result[0]).toMatchObject({ isLeaf: false, key: roots.result[0].id, value: roots.result[0].id, title: '省局', children: [] });

    const level2 = (await get(`/sys/sysDepart/queryDepartTreeSync?pid=${roots.result[0].id}`)).body;
    expectShape(level2, envelope(arrayOf(departTreeModel), 0));
    const orders = level2.result.map((d: { departOrder: number }) => d.departOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(level2.result).toHaveLength(8);

    const leaves = (await get(`/sys/sysDepart/queryDepartTreeSync?pid=${level2.result[0].id}`)).body.result;
    expect(leaves.every((d: { isLeaf: boolean; children: unknown }) => d.isLeaf && d.children === null)).toBe(true);
  });

  it('queryDepartTreeSync with ids and primaryKey=orgCode answers exactly those nodes', async () => {
    const body = (await get('/sys/sysDepart/queryDepartTreeSync?ids=A01A01,A01A05A04&primaryKey=orgCode')).body;
    expect(body.result.map((d: { orgCode: string }) => d.orgCode).sort()).toEqual(['A01A01', 'A01A05A04']);
  });

  it('queryTreeList: the full nested tree, leaves with children null', async () => {
    const body = (await get('/sys/sysDepart/queryTreeList')).body;
    expectShape(body, envelope(arrayOf(departTreeModel), 0));
    expect(body.result[0].children).toHaveLength(8);
    expect(body.result[0].children[0].children[0]).toMatchObject({ isLeaf: true, children: null });
  });

  it('searchBy: code 0 flat matches; none → success false "未查询匹配数据！" (code 0)', async () => {
    const hit = (await get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('办公室')}`)).body;
    expectShape(hit, envelope(arrayOf(departTreeModel), 0));
    expect(hit.result.length).toBeGreaterThanOrEqual(2);
    expect(hit.result.every((d: { departName: string }) => d.departName.includes('办公室'))).toBe(true);
    const none = (await get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('不存在的部门')}`)).body;
    expectShape(none, envelope(nul, 0, false));
    expect(none.message).toBe('未查询匹配数据！');
  });
});

describe('users and roles (§4.6, §4.8)', () => {
  it('queryUserComponentData: code 200 Page with orgCodeTxt and the dictionary texts, never a password', async () => {
    const body = (await get('/sys/user/queryUserComponentData?pageNo=1&pageSize=10')).body;
    expectShape(body, envelope(page(userComponentRow), 200));
    expect(body.result.records).toHaveLength(10);
    expect(body.result.total).toBeGreaterThan(300);
    expect(body.result.records.some((u: { orgCodeTxt: string | null }) => !!u.orgCodeTxt)).toBe(true);
  });

  it('queryUserComponentData by department includes the sub-departments and filters by username LIKE', async () => {
    const roots = (await get('/sys/sysDepart/queryDepartTreeSync')).body.result;
    const offices = (await get(`/sys/sysDepart/queryDepartTreeSync?pid=${roots[0].id}`)).body.result;
    const info = offices.find((d: { departName: string }) => d.departName === '信息中心');
    const all = (await get(`/sys/user/queryUserComponentData?departId=${info.id}&pageSize=-1`)).body.result.records;
    expect(all.map((u: { username: string }) => u.username)).toEqual(expect.arrayContaining(['admin', 'editor']));
    const adminOnly = (await get(`/sys/user/queryUserComponentData?departId=${info.id}&username=dmi`)).body.result;
    expect(adminOnly.records.map((u: { username: string }) => u.username)).toEqual(['admin']);
  });

  it('getMultiUser: a bare array (no envelope) for username=a,b, (trailing comma), status 1 only', async () => {
    const { body } = await get('/sys/user/getMultiUser?username=admin,jeecg,frozen,');
    expectShape(body, arrayOf(sysUser));
    expect(body.map((u: { username: string }) => u.username).sort()).toEqual(['admin', 'jeecg']);
  });

  it('role list: code 0 Page of SysRole, LIKE filter on roleName, comma IN on roleCode', async () => {
    const body = (await get(`/sys/role/list?roleName=${encodeURIComponent('*管理*')}`)).body;
    expectShape(body, envelope(page(sysRole), 0));
    expect(body.result.records.map((r: { roleCode: string }) => r.roleCode).sort()).toEqual(['admin', 'province_admin']);
    const byCode = (await get('/sys/role/list?roleCode=hr,test')).body.result.records;
    expect(byCode.map((r: { roleCode: string }) => r.roleCode).sort()).toEqual(['hr', 'test']);
  });

  it('role list with an unknown sort column: code 500 and the QueryGenerator message', async () => {
    const body = (await get('/sys/role/list?column=nope&order=asc')).body;
    expectShape(body, errorEnvelope(500));
    expect(body.message).toBe('请注意，将要排序的列字段不存在：nope');
  });
});

describe('tree dictionaries and categories (§4.5, §4.9)', () => {
  it('loadTreeData (signed): code 0 TreeSelectModel list; leaf from hasChildField', async () => {
    const params = { pid: '0', pidField: 'pid', tableName: 'sys_category', text: 'name', code: 'id', hasChildField: 'has_child', condition: '' };
    const body = (await signed('/sys/dict/loadTreeData', params)).body;
    expectShape(body, envelope(arrayOf(treeSelectModel), 0));
    expect(body.result.map((n: { title: string }) => n.title)).toEqual(['信息分类', '文件类型', '专题栏目']);
    expect(body.result.every((n: { leaf: boolean }) => n.leaf === false)).toBe(true);
  });

  it('loadTreeData without a signature: Sign签名校验失败！', async () => {
    const body = (await get('/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id&pidField=pid&pid=0', { 'X-TIMESTAMP': String(Date.now()), 'X-Sign': 'BAD' })).body;
    expect(body).toMatchObject({ success: false, message: 'Sign签名校验失败！' });
  });

  it('loadTreeData over departments: roots are rows whose parent column is empty', async () => {
    const params = { pidField: 'parent_id', tableName: 'sys_depart', text: 'depart_name', code: 'id', condition: '{"status":"1"}' };
    const body = (await signed('/sys/dict/loadTreeData', params)).body;
    expect(body.result.map((n: { title: string }) => n.title)).toEqual(['省局']);
  });

  it('loadTreeRoot / loadTreeChildren: code 0 TreeSelectModel with code; unknown pcode → success false (code 0)', async () => {
    const roots = (await get('/sys/category/loadTreeRoot?async=true&pcode=0')).body;
    expectShape(roots, envelope(arrayOf(treeSelectModel), 0));
    expect(roots.result.map((n: { code: string }) => n.code)).toEqual(['A01', 'A02', 'A03']);
    const sub = (await get('/sys/category/loadTreeRoot?async=true&pcode=A01')).body.result;
    expect(sub.map((n: { title: string }) => n.title)).toEqual(['政务公开', '新闻动态', '办事服务', '互动交流']);
    const kids = (await get(`/sys/category/loadTreeChildren?pid=${sub[0].key}`)).body;
    expectShape(kids, envelope(arrayOf(treeSelectModel), 0));
    expect(kids.result.every((n: { leaf: boolean }) => n.leaf)).toBe(true);
    const bad = (await get('/sys/category/loadTreeRoot?async=true&pcode=Z99')).body;
    expectShape(bad, envelope(nul, 0, false));
    expect(bad.message).toBe('该编码【Z99】不存在，请核实!');
  });

  it('loadTreeRoot async=false nests every level', async () => {
    const roots = (await get('/sys/category/loadTreeRoot?async=false&pcode=A02')).body.result;
    const work = roots.find((n: { title: string }) => n.title === '工作文件');
    expect(work.children.map((n: { title: string }) => n.title)).toEqual(['请示', '报告', '函']);
  });

  it('loadDictItem, loadOne, rootList, childList', async () => {
    const one = (await get('/sys/category/loadOne?field=code&val=A01A01')).body;
    expectShape(one, envelope(sysCategory, 0));
    const names = (await get(`/sys/category/loadDictItem?ids=${one.result.id},missing`)).body;
    expectShape(names, envelope(arrayOf(str), 0));
    expect(names.result).toEqual(['政务公开']);
    expect((await get(`/sys/category/loadDictItem?ids=${one.result.id},missing&delNotExist=false`)).body.result).toEqual(['政务公开', 'missing']);
    expect((await get('/sys/category/loadOne?field=code&val=nope')).body).toMatchObject({ success: false, message: '查询无果' });
    const rootList = (await get('/sys/category/rootList?pageNo=1&pageSize=10')).body;
    expectShape(rootList, envelope(page(sysCategory), 0));
    expect(rootList.result.total).toBe(3);
    const children = (await get(`/sys/category/childList?pid=${one.result.id}`)).body;
    expectShape(children, envelope(arrayOf(sysCategory), 0));
    expect(children.result).toHaveLength(4);
  });
});

describe('online report API (closed source: the shape JPopup reads)', () => {
  const column = object({ title: str, dataIndex: str, align: optional(str), width: optional(nullable(num)), sorter: optional(literal(true)), customRender: optional(str) });
  const queryItem = object({ field: str, label: str, view: str, mode: oneOf(literal('single'), literal('group')), dictCode: optional(ns), hidden: oneOf(literal('0'), literal('1')) });

  it('getRpColumns → getQueryInfo → getData round trip, code 200', async () => {
    const cols = (await get('/online/cgreport/api/getRpColumns/report_user')).body;
    expectShape(cols, envelope(object({ columns: arrayOf(column), dictOptions: recordOf(arrayOf(dictModel)), cgRpConfigId: str, cgRpConfigName: str }), 200));
    expect(cols.result.cgRpConfigName).toBe('用户信息');
    expect(cols.result.dictOptions.sex.map((d: { text: string }) => d.text)).toEqual(['男', '女']);
    const id = cols.result.cgRpConfigId;
    const info = (await get(`/online/cgreport/api/getQueryInfo/${id}`)).body;
    expectShape(info, envelope(arrayOf(queryItem), 200));
    expect(info.result.filter((q: { hidden: string }) => q.hidden === '1').map((q: { field: string }) => q.field)).toEqual(['phone', 'email', 'birthday']);
    const data = (await get(`/online/cgreport/api/getData/${id}?username=admin&pageNo=1&pageSize=10`)).body;
    expectShape(data, envelope(page(recordOf(anything)), 200));
    expect(data.result.records).toEqual([expect.objectContaining({ username: 'admin', realname: '管理员' })]);
    expect(Object.keys(data.result.records[0])).not.toContain('password');
  });

  it('getData honours self_ params, group ranges and the column=desc sort', async () => {
    const id = (await get('/online/cgreport/api/getRpColumns/report_role')).body.result.cgRpConfigId;
    const sorted = (await get(`/online/cgreport/api/getData/${id}?column=roleCode&order=desc&pageSize=-1`)).body.result.records;
    const codes = sorted.map((r: { roleCode: string }) => r.roleCode);
    expect(codes).toEqual([...codes].sort().reverse());
    const self = (await get(`/online/cgreport/api/getData/${id}?self_roleCode=hr`)).body.result.records;
    expect(self.map((r: { roleCode: string }) => r.roleCode)).toEqual(['hr']);
  });

  it('an unknown report code: success false, code 500', async () => {
    expectShape((await get('/online/cgreport/api/getRpColumns/nope')).body, errorEnvelope(500));
  });
});
