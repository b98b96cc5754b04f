/**
 * 用户回收站 (`system/UserRecycleBin`) on the recycle-bin widget against the
 * fake backend: restore, delete for good for the selection, the buttons by
 * permission and the server's message when the list fails.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { saveButtonAuth } from '@/session';
import UserRecycleBinPage from '@/features/system/recycle-bin/UserRecycleBinPage';
import { db } from '@fake/db/tables';
import { resetUsers, userServer } from '../user/user-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';

const session = withFakeBackend({ server: userServer, reset: resetUsers, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/recycleBin', <UserRecycleBinPage title="用户回收站" component="system/UserRecycleBin" />);
}

const table = () => screen.getByRole('table', { name: '用户回收站' });
const isDeleted = (username: string) => db.sysUser.findFirst((q) => q.where({ username }))?.delFlag;

describe('用户回收站 page', () => {
  it('lists the logically deleted users and restores one after the confirm', async () => {
    const user = setup();
    const row = await within(table()).findByRole('row', { name: /retired/ });
    expect(row).toHaveTextContent('已注销用户');
    await user.click(within(row).getByRole('button', { name: '还原' }));
    const dialog = await screen.findByRole('dialog', { name: '确认操作' });
    expect(dialog).toHaveTextContent('确定取回用户 retired 吗？');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('还原成功')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /retired/ })).not.toBeInTheDocument());
    expect(isDeleted('retired')).toBe(0);
  });

  it('deletes the selected users for good, and warns when nothing is selected', async () => {
    const user = setup();
    await within(table()).findByRole('row', { name: /retired/ });
    await user.click(screen.getByRole('button', { name: '批量彻底删除' }));
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'retired' }));
    await user.click(screen.getByRole('button', { name: '批量彻底删除' }));
    const dialog = await screen.findByRole('dialog', { name: '确认操作' });
    expect(dialog).toHaveTextContent('确定彻底删除选中的用户吗？该操作不可逆！');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(db.sysUser.findFirst((q) => q.where({ username: 'retired' }))).toBeFalsy());
  });

  it('keeps the deleted user when the 彻底删除 confirm is cancelled', async () => {
    const user = setup();
    const row = await within(table()).findByRole('row', { name: /retired/ });
    await user.click(within(row).getByRole('button', { name: '彻底删除' }));
    const dialog = await screen.findByRole('dialog', { name: '确认操作' });
    expect(dialog).toHaveTextContent('确定彻底删除用户 retired 吗？该操作不可逆！');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认操作' })).not.toBeInTheDocument());
    expect(isDeleted('retired')).toBe(1);
  });

  it('shows 还原 and 彻底删除 only to holders of recycle:restore / recycle:delete', async () => {
    saveButtonAuth(
      session().perms.auth.filter((a) => a.action !== 'recycle:delete'),
      session().perms.allAuth,
    );
    const user = setup();
    const row = await within(table()).findByRole('row', { name: /retired/ });
    expect(within(row).getByRole('button', { name: '还原' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '彻底删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量彻底删除' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '批量取回' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '输入账号或姓名查询' }), 'nobody');
    expect(within(table()).getByText('暂无数据')).toBeInTheDocument();
  });

  it('shows the server message in place of the rows when the list fails', async () => {
    userServer.use(http.get('*/zw-lgb2/sys/user/recycleBin', () => HttpResponse.json({ success: false, message: '操作失败，请稍后重试', code: 500, result: null, timestamp: 0 })));
    setup();
    expect(await within(table()).findByRole('alert')).toHaveTextContent('操作失败，请稍后重试');
  });
});
