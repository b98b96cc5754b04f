import { describe, expect, it } from 'vitest';
import type { MenuNode, PermissionResult, SysPermission } from '@/api/sys/permission';
import { resetFakeDb, server } from '@fake/node';
import { db } from '@fake/db/tables';
import { HOME_NAME, permissionsOfUser, toMenuNode } from '@fake/lib/menu';
import { plain } from '@fake/db/table';
import { call, tokenOf } from './fake-client';
import { withFakeServer } from './fake-server-hooks';

withFakeServer(server, resetFakeDb);

/** SysPermissionController's `getPermissionJsonArray` as written: every level rescans the whole list. */
function backendTree(out: MenuNode[], list: SysPermission[], parent: MenuNode | null): void {
  const empty = (v: string | null | undefined) => v === null || v === undefined || v === '';
  for (const p of list) {
    const node = toMenuNode(p);
    if (!node) continue;
    if (parent === null && empty(p.parentId)) {
      out.push(node);
      if (!p.leaf) backendTree(out, list, node);
    } else if (parent !== null && !empty(p.parentId) && p.parentId === parent.id) {
      (parent.children ??= []).push(node);
      if (!p.leaf) backendTree(out, list, node);
    }
  }
}

function backendMenu(username: string): MenuNode[] {
  const user = db.sysUser.findFirst((q) => q.where({ username }))!;
  const list = permissionsOfUser(user.id);
  if (!list.some((p) => p.name === HOME_NAME)) list.unshift(plain(db.sysPermission.findFirst((q) => q.where({ name: HOME_NAME }))!));
  const menu: MenuNode[] = [];
  backendTree(menu, list, null);
  return menu;
}

/** Drops the first-level "all children hidden" rewrite, which both sides apply after the tree. */
function shape(nodes: MenuNode[]): unknown[] {
  return nodes.map((n) => ({ id: n.id, path: n.path, name: n.name, children: n.children ? shape(n.children) : undefined }));
}

describe('menu tree built by grouping rows by parent', () => {
  it.each(['admin', 'editor', 'jeecg'])('gives %s the same nodes in the same order as the backend algorithm', async (username) => {
    const { body } = await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: await tokenOf(username) });
    const expected = backendMenu(username);
    expect(expected.length).toBeGreaterThan(1);
    expect(shape(body.result.menu)).toEqual(shape(expected));
  });

  it('leaves out children of a row marked leaf and rows whose parent the user lacks', async () => {
    const user = db.sysUser.findFirst((q) => q.where({ username: 'admin' }))!;
    const parent = permissionsOfUser(user.id).find((p) => p.menuType !== 2 && !p.leaf && !p.parentId)!;
    const row = db.sysPermission.findFirst((q) => q.where({ id: parent.id }))!;
    await db.sysPermission.update(row, { data: (d) => void (d.leaf = true) });
    const { body } = await call<PermissionResult>('/sys/permission/getUserPermissionByToken', { token: await tokenOf('admin') });
    const placed = body.result.menu.find((n) => n.id === parent.id);
    expect(placed).toBeDefined();
    expect(placed!.children).toBeUndefined();
    expect(shape(body.result.menu)).toEqual(shape(backendMenu('admin')));
  });
});
