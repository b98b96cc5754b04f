import type { Story } from '@ladle/react';
import type { Result } from '@/api/envelope';
import type { SysRole } from '@/api/sys/role';
import type { SysTenant } from '@/api/sys/tenant';
import type { SysUser } from '@/api/sys/user';
import type { UserRow } from '@/features/system/user/user-config';
import type { UserServices } from '@/features/system/user/user-services';
import { UserFormDialog, type UserDialogMode } from '@/features/system/user/UserFormDialog';
import { DialogHarness } from './fixtures/system-dialogs';
import { shows } from './story-shows';

export default { title: 'System / User dialog' };

const roles: SysRole[] = [
  { id: 'r1', roleName: '管理员', roleCode: 'admin', description: null },
  { id: 'r2', roleName: '内容编辑', roleCode: 'content_editor', description: null },
  { id: 'r3', roleName: '人力资源部', roleCode: 'hr', description: null },
] as SysRole[];
const tenants: SysTenant[] = [
  { id: 1, name: '省局', status: 1 },
  { id: 2, name: '市局', status: 1 },
] as SysTenant[];

const reply = (success: boolean, message: string): Result<null> => ({ success, message, code: success ? 200 : 500, result: null, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 400));

/** In-memory services: `admin`, `ZW00001` and `18611111111` are taken; saving succeeds unless `failing`. */
function fakeServices(failing = false): UserServices {
  const taken = new Set(['admin', 'ZW00001', '18611111111']);
  return {
    add: () => later(failing ? reply(false, '操作失败') : reply(true, '添加成功！')),
    edit: () => later(failing ? reply(false, '操作失败') : reply(true, '修改成功!')),
    roles: () => later(roles),
    tenants: () => later(tenants),
    userRoles: () => later(['r2']),
    userDeparts: () => later([{ key: 'd1', value: 'd1', title: '办公室' }]),
    findByUsername: async (username) => (taken.has(username) ? ({ id: 'u0', username } as SysUser) : null),
    queryById: async (id) => ({ ...filled, id }),
    checkDuplicate: async (_f, value) => (taken.has(value) ? '该值不可用，系统中已存在！' : undefined),
    frozenBatch: () => later(reply(true, '操作成功!')),
    changePassword: () => later(reply(true, '密码修改成功!')),
    recycleBin: () => later({ ...reply(true, ''), result: [] }),
    restore: () => later(reply(true, '还原成功')),
    deleteForGood: () => later(reply(true, '删除成功')),
  };
}

const filled: UserRow = {
  id: 'u1',
  username: 'editor',
  realname: '李文静',
  workNo: 'ZW00002',
  phone: '18622222222',
  email: 'editor@example.com',
  sex: 2,
  birthday: '1981-02-11',
  status: 1,
  delFlag: 0,
  userIdentity: 2,
  departIds: 'd1',
  relTenantIds: '1',
};

function Harness({ mode, record = null, services = fakeServices(), validateOnOpen }: { mode: UserDialogMode; record?: UserRow | null; services?: UserServices; validateOnOpen?: boolean }) {
  return <DialogHarness>{(open, close) => <UserFormDialog mode={open ? mode : null} record={record} services={services} validateOnOpen={validateOnOpen} onClose={close} onSaved={close} />}</DialogHarness>;
}

/** 新增用户, empty: submit to see the rules; `admin` as account shows the duplicate check. */
export const Empty: Story = () => <Harness mode="add" />;
shows(Empty, { text: ['用户账号', '登录密码', '确认密码', '请选择用户角色', '请选择租户'], roles: [{ role: 'dialog', name: '新增用户' }, { role: 'button', name: '提交', disabled: false }], absent: ['请输入用户账号!'] });

/** 编辑用户 with roles, department, tenant and 上级 of 办公室 loaded. */
export const Filled: Story = () => <Harness mode="edit" record={filled} />;
shows(Filled, { text: ['内容编辑', '省局', '负责部门办公室', '1981-02-11'], roles: [{ role: 'dialog', name: '编辑用户' }, { role: 'button', name: '提交', disabled: false }], absent: ['登录密码', '正在加载'] });

/** Submitted empty: the required messages and the password rule. */
export const Invalid: Story = () => <Harness mode="add" validateOnOpen />;
shows(Invalid, { text: ['请输入用户账号!', '请输入用户名称!', '密码由8位数字、大小写字母和特殊符号组成!', '请重新输入登陆密码!', '请输入工号'], roles: [{ role: 'dialog', name: '新增用户' }] });

/** The server refuses the save: its message 操作失败 as a warning, the dialog stays open. */
export const ServerFailure: Story = () => <Harness mode="edit" record={filled} services={fakeServices(true)} />;
shows(ServerFailure, { text: ['内容编辑', '省局', '负责部门办公室', '1981-02-11'], roles: [{ role: 'dialog', name: '编辑用户' }, { role: 'button', name: '提交', disabled: false }], absent: ['正在加载'] });
