import type { SysRole } from '@/api/sys/role';
import { hexId } from '../lib/ids';
import type { SeedContext } from './context';

/** Ids of the contract's seed roles are kept (test is the self-registration default). */
export const ROLE_IDS = {
  admin: 'f6817f48af4fb3af11b9e8bf182f618b',
  test: 'ee8626f80f7c2619917b6236f3a7f02b',
  hr: 'e51758fa916c881624b046d26bd09230',
  province_admin: hexId('role:province_admin'),
  content_editor: hexId('role:content_editor'),
} as const;

export function roleRows(ctx: SeedContext): SysRole[] {
  const row = (id: string, roleName: string, roleCode: string, description: string, day: number): SysRole => ({
    id,
    roleName,
    roleCode,
    description,
    createBy: 'admin',
    createTime: ctx.at(-60 * 24 * day),
    updateBy: null,
    updateTime: null,
  });
  return [
    row(ROLE_IDS.admin, '管理员', 'admin', '系统管理员，拥有全部菜单与按钮权限', 400),
    row(ROLE_IDS.province_admin, '省局管理员', 'province_admin', '省局业务管理员', 380),
    row(ROLE_IDS.content_editor, '内容编辑', 'content_editor', '网站内容编辑，仅内容与仪表盘', 370),
    row(ROLE_IDS.test, '临时角色', 'test', '自助注册用户的默认角色', 360),
    row(ROLE_IDS.hr, '人力资源部', 'hr', '人事管理', 350),
  ];
}
