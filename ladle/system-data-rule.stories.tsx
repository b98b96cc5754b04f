import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { Result } from '@/api/envelope';
import PermissionDataRuleListPage from '@/features/system/data-rule/PermissionDataRuleListPage';
import type { PermissionNode } from '@/features/system/permission/permission-config';
import type { PermissionServices } from '@/features/system/permission/permission-services';
import type { SysPermissionDataRule } from '@/api/sys/permission';
import { shows } from './story-shows';

export default { title: 'System / Data rules' };

const reply = <T,>(success: boolean, message: string, result: T): Result<T> => ({ success, message, code: success ? 200 : 500, result, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));

const node = (id: string, name: string, menuType: number, children: PermissionNode[] = []): PermissionNode =>
  ({ id, key: id, title: name, name, menuType, parentId: null, children, leaf: children.length === 0 }) as unknown as PermissionNode;

const TREE: PermissionNode[] = [
  node('sys', '系统管理', 0, [node('user', '用户管理', 1, [node('user-add', '添加', 2)]), node('position', '职务管理', 1)]),
  node('content', '内容管理', 0, [node('info', '信息管理', 1)]),
];

/** In-memory rules; `failing` makes every save fail with the server's message. */
function services(failing = false): PermissionServices {
  let rules: SysPermissionDataRule[] = [
    { id: 'r1', permissionId: 'user', ruleName: '本部门', ruleColumn: 'sysOrgCode', ruleConditions: '=', ruleValue: '#{sys_org_code}', status: '1' },
  ];
  let next = 2;
  const fail = () => later(reply(false, '操作失败', null));
  return {
    list: () => later(reply(true, '', TREE)),
    rules: (permissionId) => later(reply(true, '', rules.filter((r) => r.permissionId === permissionId))),
    addRule: (rule) => (failing ? fail() : ((rules = [...rules, { ...(rule as SysPermissionDataRule), id: `r${next++}` }]), later(reply(true, '添加成功！', null)))),
    editRule: (rule) => (failing ? fail() : ((rules = rules.map((r) => (r.id === rule.id ? { ...r, ...rule } : r))), later(reply(true, '编辑成功！', null)))),
    removeRule: (id) => (failing ? fail() : ((rules = rules.filter((r) => r.id !== id)), later(reply(true, '删除成功！', null)))),
  } as PermissionServices;
}

/** 数据规则: pick 系统管理 › 用户管理 to see its rule; groups only open the tree. */
export const Page: Story = () => {
  const [s] = useState(() => services());
  return <PermissionDataRuleListPage title="数据规则" component="system/PermissionDataRuleList" services={s} />;
};
shows(Page, { text: ['请选择一个页面菜单，管理它的数据权限规则。'], roles: [{ role: 'heading', name: '数据规则' }] });

/** Every save answers 操作失败. */
export const ServerFailure: Story = () => {
  const [s] = useState(() => services(true));
  return <PermissionDataRuleListPage title="数据规则" component="system/PermissionDataRuleList" services={s} />;
};
shows(ServerFailure, { text: ['请选择一个页面菜单，管理它的数据权限规则。'], roles: [{ role: 'heading', name: '数据规则' }] });
