import type { Story } from '@ladle/react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Result } from '@/api/envelope';
import type { SysUser } from '@/api/sys/user';
import { USER_BIN_PAGE_TEXT, userRecycleBin } from '@/features/system/user/user-recycle-bin';
import { RecycleBinDialog } from '@/features/system/user/RecycleBinDialog';
import type { UserServices } from '@/features/system/user/user-services';
import { RecycleBinTable } from '@/widgets/recycle-bin';
import { shows } from './story-shows';

export default { title: 'System / Recycle bin' };

const reply = <T,>(success: boolean, message: string, result: T): Result<T> => ({ success, message, code: success ? 200 : 500, result, timestamp: Date.now() });
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));

const deleted = (): SysUser[] =>
  [
    { id: 'u1', username: 'retired', realname: '已注销用户', orgCode: '综合科' },
    { id: 'u2', username: 'jinyumei', realname: '金玉梅', orgCode: '综合科' },
    { id: 'u3', username: 'wangfang', realname: '王芳', orgCode: '办公室' },
  ] as SysUser[];

/** In-memory bin: restore / delete remove the rows; `failing` makes the list call fail with the server's message. */
function binServices(rows: SysUser[], failing = false): UserServices {
  let bin = rows;
  const drop = (ids: string) => {
    const gone = ids.split(',');
    bin = bin.filter((r) => !gone.includes(r.id));
  };
  return {
    recycleBin: () => later(failing ? reply(false, '操作失败，数据库连接超时', [] as SysUser[]) : reply(true, '', bin)),
    restore: async (ids) => (drop(ids), later(reply(true, '还原成功', null))),
    deleteForGood: async (ids) => (drop(ids), later(reply(true, '删除成功', null))),
  } as UserServices;
}

function Page({ services }: { services: UserServices }) {
  return (
    <Paper sx={{ p: 2, m: 2 }}>
      <RecycleBinTable config={{ ...userRecycleBin(services, USER_BIN_PAGE_TEXT), queryKey: ['story-bin', services], searchFields: ['username', 'realname'] }} />
    </Paper>
  );
}

/** 用户回收站 page with nothing deleted. */
export const Empty: Story = () => <Page services={binServices([])} />;
shows(Empty, { text: ['暂无数据'], roles: [{ role: 'table', name: '用户回收站' }, { role: 'row', count: 2 }], absent: ['还原'] });

/** Three deleted users: 还原 / 彻底删除 per row or for the selection. */
export const Filled: Story = () => <Page services={binServices(deleted())} />;
shows(Filled, { text: ['已注销用户', 'jinyumei', '王芳'], roles: [{ role: 'table', name: '用户回收站' }, { role: 'button', name: '还原', count: 3 }, { role: 'button', name: '彻底删除', count: 3 }], absent: ['暂无数据'] });

/** The list call fails: the server's message in place of the rows. */
export const ServerError: Story = () => <Page services={binServices([], true)} />;
shows(ServerError, { text: ['操作失败，数据库连接超时'], roles: [{ role: 'table', name: '用户回收站' }, { role: 'alert' }], absent: ['还原', '暂无数据'] });

/** The same bin as 用户管理's 回收站 dialog (取回用户 wording). */
export const Dialog: Story = () => {
  const [open, setOpen] = useState(true);
  const [services] = useState(() => binServices(deleted()));
  return (
    <Box sx={{ p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        回收站
      </Button>
      <RecycleBinDialog open={open} onClose={() => setOpen(false)} onRestored={() => undefined} services={services} />
    </Box>
  );
};
shows(Dialog, { text: ['已注销用户', 'jinyumei', '王芳'], roles: [{ role: 'dialog', name: '用户回收站' }, { role: 'button', name: '取回用户', count: 3 }], absent: ['还原'] });
