import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Page, Result } from '@/api/envelope';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import type { DepartRoleRow, DepartServices, PermissionTreeNode } from '@/features/system/depart/depart-services';
import { DepartFormDialog } from '@/features/system/depart/DepartFormDialog';
import { DepartRoleDialog } from '@/features/system/depart/DepartRoleDialog';
import { DeptRoleAuthDialog } from '@/features/system/depart/DeptRoleAuthDialog';
import { shows } from './story-shows';

export default { title: 'System / Depart dialogs' };

const reply = <T,>(success: boolean, message: string, result: T, code = success ? 200 : 500): Result<T> => ({ success, message, code, result, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));
const emptyPage = <T,>(): Page<T> => ({ records: [], total: 0, size: 10, current: 1, orders: [], optimizeCountSql: true, searchCount: true, countId: null, maxLimit: null, pages: 0 });

const finance = { id: 'd4', key: 'd4', value: 'd4', title: '财务处', departName: '财务处', parentId: 'd1', orgCode: 'A01A04', orgType: '2', orgCategory: '2', departOrder: 3, status: '1', delFlag: '0', isLeaf: false, children: [] } as SysDepartTreeModel;
const role: DepartRoleRow = { id: 'r1', departId: 'd4', roleName: '预算审核员', roleCode: 'cw_budget', description: '预算科审核' };
const node = (key: string, title: string, children: PermissionTreeNode[] | null = null): PermissionTreeNode => ({ key, title, isLeaf: !children, children });
const menus = [node('m1', '系统管理', [node('m11', '用户管理'), node('m12', '部门管理'), node('m13', '角色管理')]), node('m2', '通知公告', [node('m21', '公告管理')])];

/** In-memory services; every write fails with 操作失败 when `failing`. */
function fakeServices(failing = false): DepartServices {
  const answer = (message: string) => later(failing ? reply(false, '操作失败', null) : reply(true, message, null));
  return {
    tree: () => later(reply(true, '', [finance], 0)),
    search: () => later(reply(true, '', [finance], 0)),
    add: () => answer('添加成功！'),
    edit: () => answer('修改成功!'),
    remove: () => answer('删除成功!'),
    removeBatch: () => answer('删除成功!'),
    users: () => later(reply(true, '', emptyPage(), 0)),
    linkUsers: () => answer('添加成功!'),
    unlinkUser: () => answer('删除成功!'),
    unlinkUsers: () => answer('删除成功!'),
    roles: () => later(reply(true, '', emptyPage<DepartRoleRow>())),
    addRole: () => answer('添加成功！'),
    editRole: () => answer('编辑成功!'),
    removeRole: () => answer('删除成功!'),
    roleTree: () => later(reply(true, '', { treeList: menus, ids: ['m1', 'm11', 'm12', 'm13', 'm2', 'm21'] }, 0)),
    rolePermissions: () => later(reply(true, '', ['m1', 'm11'], 0)),
    saveRolePermissions: () => answer('保存成功！'),
    exportXls: () => later(new Blob()),
  };
}

function Reopen({ children }: { children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>打开</Button>
      {children(open, () => setOpen(false))}
    </Box>
  );
}

/** 新增 a top-level department (机构类型 公司 only): submit empty to see the rule. */
export const AddTopEmpty: Story = () => <Reopen>{(open, close) => <DepartFormDialog open={open} parent={null} services={fakeServices()} onClose={close} onSaved={close} />}</Reopen>;
shows(AddTopEmpty, { text: ['机构名称', '机构类型', '公司', '传真'], roles: [{ role: 'dialog', name: '新增' }], absent: ['上级部门', '部门岗位', '请输入机构/部门名称!'] });

/** 新增 under 财务处, filled in (部门 / 岗位). */
export const AddChildFilled: Story = () => (
  <Reopen>{(open, close) => <DepartFormDialog open={open} parent={finance} initial={{ departName: '税费科', mobile: '13912345678', address: '省府路 1 号', departOrder: '5' }} services={fakeServices()} onClose={close} onSaved={close} />}</Reopen>
);
shows(AddChildFilled, { text: ['上级部门', '部门', '岗位'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入机构/部门名称!', '请输入正确的手机号或座机号'] });

/** The rules shown: name required, 请输入正确的手机号或座机号. */
export const AddInvalid: Story = () => <Reopen>{(open, close) => <DepartFormDialog open={open} parent={finance} initial={{ mobile: '123' }} validateOnOpen services={fakeServices()} onClose={close} onSaved={close} />}</Reopen>;
shows(AddInvalid, { text: ['请输入机构/部门名称!', '请输入正确的手机号或座机号'], roles: [{ role: 'dialog', name: '新增' }] });

/** The server refuses the add: 操作失败 as a warning, the dialog stays open. */
export const AddServerFailure: Story = () => <Reopen>{(open, close) => <DepartFormDialog open={open} parent={finance} initial={{ departName: '税费科' }} services={fakeServices(true)} onClose={close} onSaved={close} />}</Reopen>;
shows(AddServerFailure, { text: ['上级部门', '机构名称'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入机构/部门名称!'] });

/** 新增 department role, empty. */
export const RoleEmpty: Story = () => <Reopen>{(open, close) => <DepartRoleDialog target={open ? 'add' : null} departId="d4" services={fakeServices()} onClose={close} onSaved={close} />}</Reopen>;
shows(RoleEmpty, { text: ['部门角色名称', '部门角色编码'], roles: [{ role: 'dialog', name: '新增' }], absent: ['请输入部门角色名称!'] });

/** 编辑 a department role. */
export const RoleFilled: Story = () => <Reopen>{(open, close) => <DepartRoleDialog target={open ? role : null} departId="d4" services={fakeServices()} onClose={close} onSaved={close} />}</Reopen>;
shows(RoleFilled, { text: ['部门角色名称', '部门角色编码'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['请输入部门角色名称!'] });

/** Both required messages shown. */
export const RoleInvalid: Story = () => <Reopen>{(open, close) => <DepartRoleDialog target={open ? 'add' : null} departId="d4" validateOnOpen services={fakeServices()} onClose={close} onSaved={close} />}</Reopen>;
shows(RoleInvalid, { text: ['请输入部门角色名称!', '请输入部门角色编码!'], roles: [{ role: 'dialog', name: '新增' }] });

/** The server refuses the edit. */
export const RoleServerFailure: Story = () => <Reopen>{(open, close) => <DepartRoleDialog target={open ? role : null} departId="d4" services={fakeServices(true)} onClose={close} onSaved={close} />}</Reopen>;
shows(RoleServerFailure, { text: ['部门角色名称'], roles: [{ role: 'dialog', name: '编辑' }] });

/** 部门角色权限配置: the department's menus, 系统管理 and 用户管理 already granted. */
export const RoleAuthorization: Story = () => <Reopen>{(open, close) => <DeptRoleAuthDialog role={open ? role : null} services={fakeServices()} onClose={close} />}</Reopen>;
shows(RoleAuthorization, { text: ['预算审核员', '系统管理', '通知公告'], roles: [{ role: 'dialog', name: '部门角色权限配置' }, { role: 'treeitem', count: 2 }, { role: 'button', name: '保存' }] });

/** The save fails: 操作失败. */
export const RoleAuthorizationFailure: Story = () => <Reopen>{(open, close) => <DeptRoleAuthDialog role={open ? role : null} services={fakeServices(true)} onClose={close} />}</Reopen>;
shows(RoleAuthorizationFailure, { text: ['预算审核员', '系统管理', '通知公告'], roles: [{ role: 'dialog', name: '部门角色权限配置' }, { role: 'treeitem', count: 2 }, { role: 'button', name: '保存' }] });
