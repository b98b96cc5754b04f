/** The JSON view of users: one user at a time and a whole list give the same rows. */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@fake/db/tables';
import { live } from '@fake/handlers/sys-user-records';
import { toUserInfo, toUserInfos } from '@fake/lib/users';
import { resetFakeDb } from '@fake/node';

beforeEach(async () => {
  await resetFakeDb();
});

describe('toUserInfos', () => {
  it('gives every user the row toUserInfo gives: role codes in the role table’s order, no secrets', async () => {
    const [firstRole, ...otherRoles] = db.sysRole.all();
    const roleOf = (userId: string) => db.sysUserRole.findMany((q) => q.where({ userId })).map((l) => l.roleId);
    // a user of a later role who is then given the table's first role: link order and table order differ
    const user = live().find((u) => {
      const ids = roleOf(u.id);
      return ids.length === 1 && ids[0] !== firstRole.id;
    })!;
    const laterRole = otherRoles.find((r) => r.id === roleOf(user.id)[0])!;
    await db.sysUserRole.create({ id: 'users-test-link', userId: user.id, roleId: firstRole.id });

    const users = live();
    const batch = toUserInfos(users);

    expect(batch).toEqual(users.map(toUserInfo));
    const info = batch.find((u) => u.id === user.id)!;
    expect(info.roleCode).toBe(`${firstRole.roleCode},${laterRole.roleCode}`);
    expect(info).not.toHaveProperty('password');
    expect(info).not.toHaveProperty('salt');
    const roleless = users.filter((u) => roleOf(u.id).length === 0).map((u) => u.id);
    expect(batch.filter((u) => u.roleCode === '').map((u) => u.id)).toEqual(roleless);
  });
});
