/** 父子关联 of the authorisation tree and the tree-table helpers of 菜单管理 (pure). */
import { describe, expect, it } from 'vitest';
import type { PermissionTreeModel } from '@/api/sys/permission';
import { applyCheck, indexTree, buttonIds } from '@/features/system/role/role-tree';
import type { PermissionNode } from '@/features/system/permission/permission-config';
import { parentOptions, visibleRows } from '@/features/system/permission/permission-tree';

const node = (key: string, children: PermissionTreeModel[] | null = null): PermissionTreeModel => ({
  key, title: key, slotTitle: key, isLeaf: !children, icon: null, ruleFlag: 0, scopedSlots: null, children, parentId: null, label: key, value: key,
});
const index = indexTree([node('home'), node('system', [node('user', [node('user:add')]), node('role')])]);

describe('authorisation tree', () => {
  it('keeps exactly what the tree reported when not linked', () => {
    expect(applyCheck(index, ['home'], ['home', 'user'], false)).toEqual(['home', 'user']);
  });

  it('brings ancestors and descendants of a checked node when linked', () => {
    expect(applyCheck(index, [], ['user'], true)).toEqual(['system', 'user', 'user:add']);
  });

  it('drops the descendants of an unchecked node but keeps its parent when linked', () => {
    expect(applyCheck(index, ['system', 'user', 'user:add', 'role'], ['system', 'user:add', 'role'], true)).toEqual(['system', 'role']);
  });
});

describe('menu tree table', () => {
  const perm = (id: string, menuType: number, children: PermissionNode[] | null = null) =>
    ({ id, key: id, title: id, name: id, menuType, parentId: null, children }) as unknown as PermissionNode;
  const roots = [perm('system', 0, [perm('user', 1, [perm('user:add', 2)]), perm('role', 1)])];

  it('shows children only under expanded rows, with their depth', () => {
    expect(visibleRows(roots, new Set()).map((r) => r.node.id)).toEqual(['system']);
    expect(visibleRows(roots, new Set(['system', 'user'])).map((r) => `${r.node.id}@${r.depth}`)).toEqual(['system@0', 'user@1', 'user:add@2', 'role@1']);
  });

  it('offers menus but not buttons, nor the edited node and its subtree, as parents', () => {
    expect(parentOptions(roots).map((p) => p.id)).toEqual(['system', 'user', 'role']);
    expect(parentOptions(roots, 'user').map((p) => p.id)).toEqual(['system', 'role']);
  });
});

describe('buttonIds', () => {
  it('collects the ids of menu type 2 at any depth, and nothing from no list', () => {
    const list = [
      { id: 'm', menuType: 0, children: [{ id: 's', menuType: 1, children: [{ id: 'b1', menuType: 2, children: null }] }, { id: 'b2', menuType: 2, children: null }] },
    ];
    expect([...buttonIds(list)].sort()).toEqual(['b1', 'b2']);
    expect(buttonIds(undefined).size).toBe(0);
  });
});
