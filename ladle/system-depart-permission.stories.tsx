import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { PermissionTreeModel } from '@/api/sys/permission';
import type { Result } from '@/api/envelope';
import type { DepartPermissionServices } from '@/features/system/depart/depart-permission-services';
import { DepartPermissionTab } from '@/features/system/depart/DepartPermissionTab';
import { shows } from './story-shows';

export default { title: 'System / Depart permission' };

const reply = <T,>(success: boolean, message: string, result: T, code = success ? 200 : 500): Result<T> => ({ success, message, code, result, timestamp: Date.now() });
const later = <T,>(value: T, ms = 300) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const never = <T,>() => new Promise<T>(() => undefined);

const node = (key: string, title: string, children: PermissionTreeModel[] | null = null, ruleFlag = 0): PermissionTreeModel => ({
  key, title, slotTitle: title, isLeaf: !children, icon: null, ruleFlag, scopedSlots: ruleFlag ? { title: 'hasDatarule' } : null, children, parentId: null, label: title, value: key,
});
const TREE = [
  node('sys', '系统管理', [node('user', '用户管理', [node('user-add', '添加用户')], 1), node('depart', '部门管理'), node('position', '职务管理')]),
  node('content', '内容管理', [node('info', '信息管理'), node('audit', '信息审核')]),
];
const IDS = ['sys', 'user', 'user-add', 'depart', 'position', 'content', 'info', 'audit'];

type Mode = 'filled' | 'loading' | 'error' | 'save-fails';

/** In-memory grants of one department; `mode` holds the reads or makes them or the save fail. */
function services(mode: Mode): DepartPermissionServices {
  let granted = ['sys', 'user', 'position'];
  let rules = 'r1';
  return {
    tree: () => (mode === 'loading' ? never() : later(reply(true, '', { treeList: TREE, ids: IDS }, 0))),
    granted: () => (mode === 'loading' ? never() : mode === 'error' ? later(reply(false, '部门权限读取失败', null as unknown as string[])) : later(reply(true, '', granted, 0))),
    save: (_departId, ids) => {
      if (mode === 'save-fails') return later(reply(false, '操作失败', null));
      granted = [...ids];
      return later(reply(true, '保存成功！', null));
    },
    dataRules: () =>
      later(
        reply(true, '', {
          datarule: [
            { id: 'r1', permissionId: 'user', ruleName: '只看本部门', ruleColumn: 'sysOrgCode', ruleConditions: 'RIGHT_LIKE', ruleValue: '#{sys_org_code}', status: '1' },
            { id: 'r2', permissionId: 'user', ruleName: '只看自己创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}', status: '1' },
          ],
          drChecked: rules,
        }),
      ),
    saveDataRules: (_permissionId, _departId, ids) => {
      rules = ids.join(',');
      return later(reply(true, '保存成功!', null));
    },
  };
}

function Tab({ mode }: { mode: Mode }) {
  const [s] = useState(() => services(mode));
  const [closed, setClosed] = useState(0);
  return (
    <Box sx={{ maxWidth: 560 }}>
      {closed > 0 ? <p>保存并关闭 ×{closed}</p> : null}
      <DepartPermissionTab departId="d4" onClose={() => setClosed((n) => n + 1)} services={s} />
    </Box>
  );
}

/** 系统管理, 用户管理 and 职务管理 granted; focus 用户管理 for its 数据规则. */
export const Filled: Story = () => <Tab mode="filled" />;
shows(Filled, { text: ['系统管理', '内容管理'], roles: [{ role: 'tree', name: '部门权限菜单' }, { role: 'treeitem', count: 2 }, { role: 'button', name: '保存', disabled: false }], absent: ['正在加载', '加载失败'] });

/** The reads never answer: 保存 waits. */
export const Loading: Story = () => <Tab mode="loading" />;
shows(Loading, { text: ['正在加载菜单树、已授权菜单…加载完成前不能保存。'], roles: [{ role: 'tree', name: '部门权限菜单' }, { role: 'button', name: '保存', disabled: true }, { role: 'button', name: '保存并关闭', disabled: true }], absent: ['系统管理'] });

/** The grants cannot be read: the failure shows with 重试 and 保存 stays off. */
export const ReadError: Story = () => <Tab mode="error" />;
shows(ReadError, { text: ['已授权菜单加载失败：部门权限读取失败。加载成功前不能保存，以免清空已保存的已授权菜单。', '系统管理'], roles: [{ role: 'button', name: '重试' }, { role: 'button', name: '保存', disabled: true }] });

/** Every save answers 操作失败. */
export const SaveFails: Story = () => <Tab mode="save-fails" />;
shows(SaveFails, { text: ['系统管理', '内容管理'], roles: [{ role: 'tree', name: '部门权限菜单' }, { role: 'button', name: '保存', disabled: false }], absent: ['正在加载', '加载失败'] });
