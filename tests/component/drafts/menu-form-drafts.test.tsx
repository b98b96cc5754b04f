/**
 * 菜单管理 新增 keeps its draft like every record form: a dead session loses nothing typed, the same
 * user gets it back through 恢复草稿 into 新增, filled; another user is offered nothing.
 */
import { useState } from 'react';
import { beforeEach } from 'vitest';
import type { Result } from '@/api/envelope';
import { PermissionFormDialog } from '@/features/system/permission/PermissionFormDialog';
import type { PermissionNode } from '@/features/system/permission/permission-config';
import { permissionServices, type PermissionServices } from '@/features/system/permission/permission-services';
import { useDraftReopen } from '@/widgets/list/use-draft-reopen';
import { describeAddFormDrafts } from './draft-harness';

const ok = (message: string): Result<null> => ({ success: true, message, code: 200, result: null, timestamp: 1 });
const saved: unknown[] = [];
const services: PermissionServices = {
  ...permissionServices,
  add: async (input) => {
    saved.push(input);
    return ok('添加成功！');
  },
};

function MenuList() {
  const [mode, setMode] = useState<'add' | null>(null);
  useDraftReopen<PermissionNode>({ onAdd: () => setMode('add'), rows: [], loading: false, rowKey: 'id' });
  return (
    <>
      <button type="button" onClick={() => setMode('add')}>
        新增菜单
      </button>
      <PermissionFormDialog mode={mode} record={null} tree={[]} services={services} onClose={() => setMode(null)} onSaved={() => setMode(null)} />
    </>
  );
}

beforeEach(() => {
  saved.length = 0;
});

describeAddFormDrafts({
  title: '菜单管理',
  route: '/isystem/permission',
  addButton: '新增菜单',
  list: <MenuList />,
  typed: [
    { label: /菜单名称/, text: '报表中心' },
    { label: /菜单路径/, text: '/report' },
  ],
  values: { name: '报表中心', url: '/report' },
});
