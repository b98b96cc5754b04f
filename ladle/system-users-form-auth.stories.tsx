import type { Story } from '@ladle/react';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import type { Result } from '@/api/envelope';
import type { SysRole } from '@/api/sys/role';
import type { UserRow } from '@/features/system/user/user-config';
import type { UserServices } from '@/features/system/user/user-services';
import { UserFormDialog } from '@/features/system/user/UserFormDialog';
import { getButtonAuth, saveButtonAuth } from '@/session';
import { shows } from './story-shows';

export default { title: 'System / User dialog field rules' };

const reply = (message: string): Result<null> => ({ success: true, message, code: 200, result: null, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));

const services = {
  add: () => later(reply('添加成功！')),
  edit: () => later(reply('修改成功!')),
  roles: () => later([{ id: 'r1', roleName: '人力资源部', roleCode: 'hr' }] as SysRole[]),
  tenants: () => later([]),
  userRoles: () => later(['r1']),
  userDeparts: () => later([]),
  checkDuplicate: async () => undefined,
} as unknown as UserServices;

const record = { id: 'u1', username: 'editor', realname: '李文静', workNo: 'ZW00002', phone: '18622222222', birthday: '1981-02-11', post: 'ZW006', sex: 2, status: 1, delFlag: 0, userIdentity: 1 } as UserRow;

/**
 * 编辑用户 for a user whose role lacks `user:form:phone` while that permsType
 * "2" rule is in force: 手机号码 is disabled (生日 stays editable, granted).
 */
export const DisabledPhone: Story = () => {
  // The rule lists live in sessionStorage: set them before the first render and put the previous ones back after.
  const [previous] = useState(() => {
    const before = getButtonAuth();
    saveButtonAuth(
      [{ action: 'user:form:birthday', type: '2', describe: '出生日期字段' }],
      [
        { action: 'user:form:phone', type: '2', status: '1', describe: '手机号字段' },
        { action: 'user:form:birthday', type: '2', status: '1', describe: '出生日期字段' },
      ],
    );
    return before;
  });
  useEffect(() => () => saveButtonAuth(previous.auth, previous.allAuth), [previous]);
  const [open, setOpen] = useState(true);
  return (
    <Box sx={{ p: 2 }}>
      <UserFormDialog mode={open ? 'edit' : null} record={record} services={services} onClose={() => setOpen(false)} onSaved={() => setOpen(false)} />
    </Box>
  );
};
shows(DisabledPhone, { text: ['编辑用户', '人力资源部', '处长', '生日'], roles: [{ role: 'textbox', name: '手机号码', disabled: true }] });
