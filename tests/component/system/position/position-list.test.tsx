/**
 * 职务管理 against the fake backend: the list helper configured for
 * /sys/position, with its add/edit/detail dialog, delete and role gating.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SysUser } from '@/api/sys/user';
import { saveButtonAuth, setUserInfo } from '@/session';
import PositionListPage from '@/features/system/position/PositionListPage';
import { positionTable } from '@fake/handlers/position';
import { positionServer, resetWithPositions } from './position-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { deleteRow, submitEmptyNewDialog, typeTakenThenFree } from '../../list-screen';

// Contract §4.11 over sys_position, in case the shared duplicate-check handler is not registered yet.
const duplicateCheck = http.get('*/zw-lgb2/sys/duplicate/check', ({ request }) => {
  const q = new URL(request.url).searchParams;
  const value = q.get('fieldVal') ?? '';
  const taken = positionTable.all().some((p) => p.code === value && p.id !== q.get('dataId'));
  const body = taken ? { success: false, code: 500, message: '该值不可用，系统中已存在！' } : { success: true, code: 200, message: '该值可用！' };
  return HttpResponse.json({ ...body, result: null, timestamp: Date.now() });
});

const session = withFakeBackend({ server: positionServer, reset: resetWithPositions, signIn: 'admin' });
beforeEach(() => {
  positionServer.use(duplicateCheck);
});

function setup() {
  return renderScreen('/isystem/position', <PositionListPage title="职务管理" component="system/SysPositionList" />);
}

const firstRow = () => screen.getAllByRole('row')[1];

describe('职务管理', () => {
  it('lists the seeded positions newest first with name, code and rank, and filters by name', async () => {
    const user = setup();
    expect(await screen.findByText('1-10 共40 条')).toBeInTheDocument();
    for (const title of ['职务名称', '职务编码', '职级']) expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    expect(firstRow()).toHaveTextContent('后勤保障员');
    expect(firstRow()).toHaveTextContent('ZW040');
    expect(firstRow()).toHaveTextContent('员级');
    await user.type(screen.getByRole('textbox', { name: '职务名称' }), '工程师');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-5 共5 条')).toBeInTheDocument();
  });

  it('adds a position: required messages, the duplicate code check, then 添加成功！', async () => {
    const user = setup();
    await screen.findByText('1-10 共40 条');
    const dialog = await submitEmptyNewDialog(user, ['请输入职务编码', '请输入职务名称', '请选择职级']);

    const code = within(dialog).getByRole('textbox', { name: /职务编码/ });
    await typeTakenThenFree(user, dialog, code, 'ZW001', 'NEW01');
    await user.type(within(dialog).getByRole('textbox', { name: /职务名称/ }), '新闻发言人');
    await user.click(within(dialog).getByRole('combobox', { name: /职级/ }));
    await user.click(await screen.findByRole('option', { name: '中级' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    expect(await screen.findByText('1-10 共41 条')).toBeInTheDocument();
    await waitFor(() => expect(firstRow()).toHaveTextContent('新闻发言人'));
    expect(positionTable.findFirst((q) => q.where({ code: 'NEW01' }))?.postRank).toBe('3');
  });

  it('edits a position (code read-only) and shows 修改成功!; detail has no 确定', async () => {
    const user = setup();
    await screen.findByText('1-10 共40 条');
    await user.click(within(firstRow()).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(dialog).getByRole('textbox', { name: /职务编码/ })).toHaveAttribute('readonly');
    const name = within(dialog).getByRole('textbox', { name: /职务名称/ });
    await user.clear(name);
    await user.type(name, '后勤保障主管');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('修改成功!')).toBeInTheDocument();
    await waitFor(() => expect(firstRow()).toHaveTextContent('后勤保障主管'));

    await user.click(within(firstRow()).getByRole('button', { name: '详情' }));
    const detail = await screen.findByRole('dialog', { name: '详情' });
    expect(within(detail).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a row after the confirm', async () => {
    const user = setup();
    await screen.findByText('1-10 共40 条');
    await deleteRow(user, firstRow());
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(await screen.findByText('1-10 共39 条')).toBeInTheDocument();
  });

  it('hides the query features and ungranted buttons from a role without them', async () => {
    setUserInfo({ ...session().user, roleCode: 'hr' } as SysUser);
    saveButtonAuth(
      session().perms.auth.filter((a) => a.action === 'position:add' || a.action === 'position:edit'),
      session().perms.allAuth,
    );
    setup();
    await screen.findByText('1-10 共40 条');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '高级查询' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量删除' })).not.toBeInTheDocument();
    expect(within(firstRow()).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
