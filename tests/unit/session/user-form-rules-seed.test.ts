/**
 * The demo's field-disable rule: members of role hr (人力资源部) see 生日 of
 * the user form disabled (their role lacks user:form:birthday), admin does
 * not, and the seeded 手机号字段 rule (status 0) disables nothing.
 */
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@/api/sys/auth';
import type { PermissionResult } from '@/api/sys/permission';
import { isDisabledByAuth } from '@/session';
import { db } from '@fake/db/tables';
import { resetFakeDb, server } from '@fake/node';
import { ROLE_IDS } from '@fake/seed/roles';
import { call, login } from '../fake-server/fake-client';
import { withFakeServer } from '../fake-server/fake-server-hooks';

withFakeServer(server, resetFakeDb);

async function rulesOf(username: string) {
  const token = ((await login(username)).body.result as LoginResult).token;
  return (await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token })).body.result;
}

describe('seeded user-form field rules', () => {
  it('disables 生日 for a member of hr only', async () => {
    const hrUserId = db.sysUserRole.all().find((l) => l.roleId === ROLE_IDS.hr && db.sysUser.findFirst((q) => q.where({ id: l.userId, status: 1, delFlag: 0 })))!.userId;
    const hrUser = db.sysUser.findFirst((q) => q.where({ id: hrUserId }))!.username;
    const hr = await rulesOf(hrUser);
    expect(isDisabledByAuth('user:form:birthday', hr)).toBe(true);
    expect(isDisabledByAuth('user:form:phone', hr)).toBe(false);
    const admin = await rulesOf('admin');
    expect(isDisabledByAuth('user:form:birthday', admin)).toBe(false);
  });
});
