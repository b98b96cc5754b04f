import type { Story } from '@ladle/react';
import type { Page, Result } from '@/api/envelope';
import type { PermissionNode } from '@/features/system/permission/permission-config';
import type { PermissionServices } from '@/features/system/permission/permission-services';
import { PermissionDataRuleDrawer } from '@/features/system/permission/PermissionDataRuleDrawer';
import { PermissionFormDialog, type PermissionDialogMode } from '@/features/system/permission/PermissionFormDialog';
import type { RoleRow } from '@/features/system/role/role-config';
import type { PermissionTreeModel, SysPermissionDataRule } from '@/api/sys/permission';
import type { RoleServices, RoleUserRow } from '@/features/system/role/role-services';
import { RoleAuthDrawer } from '@/features/system/role/RoleAuthDrawer';
import { RoleFormDialog, type RoleDialogMode } from '@/features/system/role/RoleFormDialog';
import { RoleUsersDialog } from '@/features/system/role/RoleUsersDialog';
import { DialogHarness } from './fixtures/system-dialogs';
import { shows } from './story-shows';

export default { title: 'System / Roles and menus' };

const reply = <T,>(success: boolean, message: string, result: T): Result<T> => ({ success, message, code: success ? 200 : 500, result, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));
const page = <T,>(records: T[]): Page<T> => ({ records, total: records.length, size: 10, current: 1, orders: [], optimizeCountSql: true, searchCount: true, countId: null, maxLimit: null, pages: 1 });

const role: RoleRow = { id: 'r1', roleName: '内容编辑', roleCode: 'content_editor', description: '网站内容编辑，仅内容与仪表盘', createBy: 'admin', createTime: '2025-01-01 09:00:00' };
const users: RoleUserRow[] = [
  { id: 'u1', username: 'editor', realname: '李文静', status: 1, status_dictText: '正常', delFlag: 0 } as RoleUserRow,
  { id: 'u2', username: 'writer', realname: '王海', status: 2, status_dictText: '冻结', delFlag: 0 } as RoleUserRow,
];
const node = (key: string, title: string, children: PermissionTreeModel[] | null = null, ruleFlag = 0): PermissionTreeModel => ({
  key, title, slotTitle: title, isLeaf: !children, icon: null, ruleFlag, scopedSlots: ruleFlag ? { title: 'hasDatarule' } : null, children, parentId: null, label: title, value: key,
});
const authTree = [node('home', '首页'), node('system', '系统管理', [node('user', '用户管理', null, 1), node('position', '职务管理'), node('role', '角色管理')])];
const rules: SysPermissionDataRule[] = [
  { id: 'd1', permissionId: 'user', ruleName: '只看本部门', ruleColumn: 'sysOrgCode', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}', status: '1' },
  { id: 'd2', permissionId: 'user', ruleName: '只看自己创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', status: '1' },
];

/** In-memory role services; `failing` answers every write with the server's error. */
function roleServices(failing = false): RoleServices {
  const write = (message: string) => later(failing ? reply(false, '操作失败，数据库连接超时', null) : reply(true, message, null));
  return {
    add: () => write('添加成功！'),
    edit: () => write('修改成功!'),
    checkRoleCode: async (code) => (code === 'admin' ? '角色编码已存在' : undefined),
    users: () => later(reply(true, '', page(users))),
    addUsers: () => write('添加成功!'),
    removeUser: () => write('删除成功!'),
    removeUsers: () => write('删除成功!'),
    tree: () => later(reply(true, '', { treeList: authTree, ids: ['home', 'system', 'user', 'position', 'role'] })),
    rolePermissions: () => later(reply(true, '', ['home', 'system', 'user'])),
    savePermissions: () => write('保存成功！'),
    dataRules: () => later(reply(true, '', { datarule: rules, drChecked: 'd1' })),
    saveDataRules: () => (failing ? later(reply(false, '请先保存角色菜单权限!', null)) : write('保存成功!')),
  };
}

function RoleForm({ mode, record = null, services = roleServices(), validateOnOpen }: { mode: RoleDialogMode; record?: RoleRow | null; services?: RoleServices; validateOnOpen?: boolean }) {
  return <DialogHarness>{(open, close) => <RoleFormDialog mode={open ? mode : null} record={record} services={services} validateOnOpen={validateOnOpen} onClose={close} onSaved={close} />}</DialogHarness>;
}

/** 新增 role: type `admin` as the code to see the role-code check. */
export const RoleEmpty: Story = () => <RoleForm mode="add" />;
shows(RoleEmpty, { text: ['角色名称', '角色编码', '描述'], roles: [{ role: 'dialog', name: '新增' }], absent: ['长度在 2 到 30 个字符', '网站内容编辑'] });
/** 编辑: the code is fixed once saved. */
export const RoleFilled: Story = () => <RoleForm mode="edit" record={role} />;
shows(RoleFilled, { text: ['网站内容编辑，仅内容与仪表盘'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['长度在 2 到 30 个字符'] });
/** A one-letter name and a Chinese code. */
export const RoleInvalid: Story = () => <RoleForm mode="edit" record={{ ...role, roleName: '编', roleCode: '编辑' }} validateOnOpen />;
shows(RoleInvalid, { text: ['长度在 2 到 30 个字符', '角色编码不可输入汉字!'], roles: [{ role: 'dialog', name: '编辑' }] });
/** The server refuses the save: its message as a warning, the dialog stays open. */
export const RoleServerFailure: Story = () => <RoleForm mode="add" services={roleServices(true)} />;
shows(RoleServerFailure, { text: ['角色名称', '角色编码'], roles: [{ role: 'dialog', name: '新增' }, { role: 'button', name: '确定', disabled: false }] });

/** The users of a role with 已有用户 / 取消关联. */
export const RoleUsers: Story = () => <RoleUsersDialog role={role} onClose={() => undefined} services={roleServices()} />;
shows(RoleUsers, { text: ['李文静', 'writer', '冻结', '共2 条'], roles: [{ role: 'dialog', name: '角色用户 · 内容编辑' }, { role: 'button', name: '取消关联', count: 2 }] });
/** 角色权限配置 with a data-rule icon on 用户管理. */
export const RoleAuthorisation: Story = () => <RoleAuthDrawer role={role} onClose={() => undefined} services={roleServices()} />;
shows(RoleAuthorisation, { text: ['内容编辑', '首页', '系统管理'], roles: [{ role: 'tree', name: '所拥有的权限' }, { role: 'treeitem', count: 2 }, { role: 'button', name: '保存并关闭' }] });
/** Saving fails; the data-rule drawer asks for the menu grant first. */
export const RoleAuthorisationFailure: Story = () => <RoleAuthDrawer role={role} onClose={() => undefined} services={roleServices(true)} />;
shows(RoleAuthorisationFailure, { text: ['内容编辑', '首页', '系统管理'], roles: [{ role: 'tree', name: '所拥有的权限' }, { role: 'treeitem', count: 2 }, { role: 'button', name: '仅保存' }] });

const menuTree: PermissionNode[] = [
  {
    id: 'system', key: 'system', title: '系统管理', parentId: null, name: '系统管理', icon: 'setting', component: 'layouts/RouteView', url: '/isystem', sortNo: 1, menuType: 0,
    leaf: false, route: true, keepAlive: false, delFlag: 0, ruleFlag: 0, hidden: false, hideTab: false, alwaysShow: false, internalOrExternal: false, children: [],
  },
];
const position: PermissionNode = {
  ...menuTree[0], id: 'position', key: 'position', title: '职务管理', name: '职务管理', parentId: 'system', icon: 'idcard', component: 'system/SysPositionList', url: '/isystem/position', menuType: 1, leaf: true, children: null,
};

function permissionServices(failing = false): PermissionServices {
  const write = (message: string) => later(failing ? reply(false, '操作失败，数据库连接超时', null) : reply(true, message, null));
  return {
    list: () => later(reply(true, '', menuTree)),
    add: () => write('添加成功！'),
    edit: () => write('修改成功！'),
    remove: () => write('删除成功!'),
    removeMany: () => write('删除成功!'),
    rules: () => later(reply(true, '', rules)),
    addRule: () => write('添加成功！'),
    editRule: () => write('更新成功！'),
    removeRule: () => write('删除成功！'),
  };
}

function MenuForm({ mode, record = null, services = permissionServices() }: { mode: PermissionDialogMode; record?: Partial<PermissionNode> | null; services?: PermissionServices }) {
  return <DialogHarness>{(open, close) => <PermissionFormDialog mode={open ? mode : null} record={record} tree={menuTree} services={services} onClose={close} onSaved={close} />}</DialogHarness>;
}

/** 新增 menu: 确定 on the empty form shows the required messages. */
export const MenuEmpty: Story = () => <MenuForm mode="add" />;
shows(MenuEmpty, { text: ['一级菜单', '菜单名称', '菜单路径', '默认跳转地址'], roles: [{ role: 'dialog', name: '新增' }], absent: ['上级菜单', '系统管理'] });
/** 编辑 of a sub-menu. */
export const MenuFilled: Story = () => <MenuForm mode="edit" record={position} />;
shows(MenuFilled, { text: ['上级菜单', '系统管理', '前端组件'], roles: [{ role: 'dialog', name: '编辑' }], absent: ['默认跳转地址'] });
/** A sub-menu without a parent, path or component (submit to see the messages). */
export const MenuInvalid: Story = () => <MenuForm mode="add" record={{ menuType: 1, name: '' }} />;
shows(MenuInvalid, { text: ['上级菜单', '前端组件'], roles: [{ role: 'dialog', name: '新增' }], absent: ['系统管理', '默认跳转地址'] });
/** The server refuses the save. */
export const MenuServerFailure: Story = () => <MenuForm mode="add" record={{ ...position, id: undefined }} services={permissionServices(true)} />;
shows(MenuServerFailure, { text: ['上级菜单', '系统管理'], roles: [{ role: 'dialog', name: '新增' }] });
/** 数据权限规则 of a menu. */
export const MenuDataRules: Story = () => <PermissionDataRuleDrawer permission={{ id: 'user', name: '用户管理' }} onClose={() => undefined} services={permissionServices()} />;
shows(MenuDataRules, { text: ['只看本部门', 'RIGHT_LIKE', '#{sys_user_code}'], roles: [{ role: 'heading', name: '数据权限规则 · 用户管理' }, { role: 'switch', name: '状态 只看本部门', checked: true }, { role: 'row', count: 3 }] });
