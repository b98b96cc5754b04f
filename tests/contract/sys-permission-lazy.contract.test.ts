/**
 * The lazy menu tree, the data-rule filter, a department's grants and the
 * third-party login return against contract §4.2, §4.7 "Related" and §2.3:
 * envelope codes, messages and shapes.
 */
import { describe, expect, it } from 'vitest';
import { db } from '@fake/db/tables';
import { hexId } from '@fake/lib/ids';
import { departRolePermissionTable } from '@fake/handlers/sys-depart';
import { server, resetFakeDb } from '@fake/node';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { anything, arrayOf, bool, envelope, errorEnvelope, expectShape, literal, nullable, num, object, optional, recordOf, str, sysUser, type Shape } from './shapes';
import { withFakeServer } from '../unit/fake-server/fake-server-hooks';

const ns = nullable(str);
const audit = { createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) };
const permissionLevelNode: Shape = object({
  id: str, parentId: ns, name: str, perms: optional(ns), permsType: optional(ns), icon: optional(ns), component: optional(ns),
  componentName: optional(ns), url: optional(ns), redirect: optional(ns), sortNo: num, menuType: num, leaf: bool, route: bool,
  keepAlive: bool, description: optional(ns), delFlag: num, ruleFlag: num, hidden: bool, hideTab: bool, status: optional(ns),
  alwaysShow: bool, internalOrExternal: bool, ...audit, key: str, title: str, isLeaf: bool, children: literal(null),
});
const dataRule = object({
  id: str, permissionId: str, ruleName: ns, ruleColumn: ns, ruleConditions: ns, ruleValue: ns, status: ns,
  createTime: ns, createBy: ns, updateTime: ns, updateBy: ns,
});
const saved = object({ success: literal(true), message: literal('保存成功！'), code: literal(200), result: literal(null), timestamp: num });

let token: string;
withFakeServer(server, resetFakeDb, async () => {
  token = await tokenOf('admin');
});

const systemMenu = () => db.sysPermission.all().find((p) => p.name === '系统管理' && !p.parentId)!;
const departNamed = (name: string) => db.sysDepart.all().find((d) => d.departName === name)!;

describe('contract §4.2 lazy menu tree', () => {
  it('answers the top level with code 0 and no children attached', async () => {
    const { body } = await call<Array<{ parentId: string | null }>>('/sys/permission/getSystemMenuList', { token });
    expectShape(body, envelope(arrayOf(permissionLevelNode), 0));
    expect(body.result.length).toBeGreaterThan(2);
    expect(body.result.every((n) => !n.parentId)).toBe(true);
  });

  it('answers one parent with code 0 and several parents keyed by id with code 200', async () => {
    const parent = systemMenu();
    const one = await call<Array<{ parentId: string; sortNo: number }>>(`/sys/permission/getSystemSubmenu?parentId=${parent.id}`, { token });
    expectShape(one.body, envelope(arrayOf(permissionLevelNode), 0));
    expect(one.body.result.length).toBeGreaterThan(0);
    expect(one.body.result.every((n) => n.parentId === parent.id)).toBe(true);
    const sorts = one.body.result.map((n) => n.sortNo);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));

    const top = db.sysPermission.all().filter((p) => !p.parentId && p.delFlag === 0).slice(0, 2).map((p) => p.id);
    const batch = await call<Record<string, unknown[]>>(`/sys/permission/getSystemSubmenuBatch?parentIds=${top.join(',')}`, { token });
    expectShape(batch.body, envelope(recordOf(arrayOf(permissionLevelNode)), 200));
    expect(Object.keys(batch.body.result).sort()).toEqual([...top].sort());
  });
});

describe('contract §4.2 queryPermissionRule', () => {
  it('filters the data rules by the given fields with code 0', async () => {
    const permissionId = hexId('menu:system.user');
    const all = await call<unknown[]>(`/sys/permission/queryPermissionRule?permissionId=${permissionId}`, { token });
    expectShape(all.body, envelope(arrayOf(dataRule), 0));
    expect(all.body.result).toHaveLength(2);
    const byName = await call<Array<{ ruleName: string }>>(`/sys/permission/queryPermissionRule?permissionId=${permissionId}&ruleName=${encodeURIComponent('只看自己创建')}`, { token });
    expect(byName.body.result.map((r) => r.ruleName)).toEqual(['只看自己创建']);
    const like = await call<unknown[]>(`/sys/permission/queryPermissionRule?permissionId=${permissionId}&ruleName=${encodeURIComponent('*部门*')}`, { token });
    expect(like.body.result).toHaveLength(1);
    const none = await call<unknown[]>(`/sys/permission/queryPermissionRule?permissionId=${permissionId}&ruleColumn=nothing`, { token });
    expect(none.body.result).toEqual([]);
  });
});

describe('contract §4.2 department permissions', () => {
  it('lists the grants with code 0 and saves the difference with 保存成功！', async () => {
    const depart = departNamed('信息中心');
    const before = await call<string[]>(`/sys/permission/queryDepartPermission?departId=${depart.id}`, { token });
    expectShape(before.body, envelope(arrayOf(str), 0));

    const empty = db.sysDepart.all().find((d) => d.orgCode.length === 9)!;
    const menu = systemMenu();
    expect((await call<string[]>(`/sys/permission/queryDepartPermission?departId=${empty.id}`, { token })).body.result).toEqual([]);
    const save = await call('/sys/permission/saveDepartPermission', { method: 'POST', token, json: { departId: empty.id, permissionIds: menu.id, lastpermissionIds: '' } });
    expectShape(save.body, saved);
    expect((await call<string[]>(`/sys/permission/queryDepartPermission?departId=${empty.id}`, { token })).body.result).toEqual([menu.id]);
  });

  it('takes a withdrawn menu from the department roles too', async () => {
    const depart = departNamed('信息中心');
    const menu = systemMenu();
    const granted = (await call<string[]>(`/sys/permission/queryDepartPermission?departId=${depart.id}`, { token })).body.result;
    expect(departRolePermissionTable.findMany((q) => q.where({ permissionId: menu.id })).length).toBeGreaterThan(0);
    const next = granted.filter((id) => id !== menu.id);
    await call('/sys/permission/saveDepartPermission', { method: 'POST', token, json: { departId: depart.id, permissionIds: next.join(','), lastpermissionIds: granted.join(',') } });
    expect(departRolePermissionTable.findMany((q) => q.where({ departId: depart.id, permissionId: menu.id }))).toEqual([]);
  });

  it('answers a department data rule like the role one', async () => {
    const depart = departNamed('信息中心');
    const permissionId = hexId('menu:system.user');
    const rules = await call(`/sys/sysDepartPermission/datarule/${permissionId}/${depart.id}`, { token });
    expectShape(rules.body, envelope(object({ datarule: arrayOf(dataRule), drChecked: optional(str) }), 200));
    const ruleId = (rules.body.result as { datarule: Array<{ id: string }> }).datarule[0].id;
    const save = await call('/sys/sysDepartPermission/datarule', { method: 'POST', token, json: { permissionId, departId: depart.id, dataRuleIds: ruleId } });
    expectShape(save.body, object({ success: literal(true), message: literal('保存成功!'), code: literal(200), result: anything, timestamp: num }));
    expect(((await call(`/sys/sysDepartPermission/datarule/${permissionId}/${depart.id}`, { token })).body.result as { drChecked: string }).drChecked).toBe(ruleId);
    const noRules = await call(`/sys/sysDepartPermission/datarule/${systemMenu().id}/${depart.id}`, { token });
    expectShape(noRules.body, errorEnvelope());
    expect(noRules.body.message).toBe('未找到权限配置信息');
  });
});

describe('contract §2.3 third-party login return', () => {
  it('signs in with the token the provider callback issued (code 200) and refuses other tokens', async () => {
    const issued = await call<{ token: string }>('/__demo/third-login', { method: 'POST', json: { thirdType: 'github' } });
    const { body } = await call(`/sys/thirdLogin/getLoginUser/${issued.body.result.token}/github`);
    expectShape(body, envelope(object({ userInfo: sysUser, sysAllDictItems: anything, token: str }), 200));
    const forged = await call(`/sys/thirdLogin/getLoginUser/not-a-token/github`);
    expectShape(forged.body, errorEnvelope());
  });
});
