/**
 * 日志管理 against the fake backend: the 登录日志 / 操作日志 tabs, keyword and
 * operate-type queries, the expandable request params, delete and 清空日志.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifier } from '@/ui/notify';
import LogListPage from '@/features/system/log/LogListPage';
import { db } from '@fake/db/tables';
import { jobsServer, resetWithJobs } from '../quartz/jobs-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { deleteRow } from '../../list-screen';

withFakeBackend({ server: jobsServer, reset: resetWithJobs, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/log', <LogListPage title="日志管理" component="system/LogList" />);
}

const rows = () => screen.getAllByRole('row').slice(1);
const count = (logType: number) => db.sysLog.findMany((q) => q.where({ logType })).length;

describe('日志管理', () => {
  it('shows the login logs first (the newest is this test’s own login) and queries by keyword', async () => {
    const user = setup();
    expect(await screen.findByText(`1-10 共${count(1)} 条`)).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('用户名: admin,登录成功！');
    expect(rows()[0]).toHaveTextContent('登录日志');
    await user.click(screen.getByRole('textbox', { name: '搜索日志' }));
    await user.paste('退出成功');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const logouts = db.sysLog.all().filter((l) => l.logType === 1 && l.logContent.includes('退出成功')).length;
    expect(await screen.findByText(new RegExp(`共${logouts} 条`))).toBeInTheDocument();
  });

  it('switches to 操作日志, filters by 操作类型 and expands a row’s request params', async () => {
    const user = setup();
    await screen.findByText(`1-10 共${count(1)} 条`);
    await user.click(screen.getByRole('tab', { name: '操作日志' }));
    expect(await screen.findByText('1-10 共40 条')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /操作类型/ })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '操作类型' }));
    await user.click(await screen.findByRole('option', { name: '导出' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    const exports = db.sysLog.findMany((q) => q.where({ operateType: 6 })).length;
    expect(await screen.findByText(`1-${exports} 共${exports} 条`)).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('用户管理-导出');
    const toggle = within(rows()[0]).getByRole('button', { name: '展开' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: /请求参数/ });
    expect(panel).toHaveTextContent('请求方法:org.jeecg.modules.system.controller.userController.exportXls()');
    expect(panel).toHaveTextContent('请求参数:[]');
    // An inline row right below its log row, not a popover.
    expect(rows()[0].nextElementSibling).toContainElement(panel);
    const collapse = within(rows()[0]).getByRole('button', { name: '收起' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    expect(screen.queryByRole('region', { name: /请求参数/ })).not.toBeInTheDocument();
  });

  it('deletes one log and then clears them all with ids=allclear', async () => {
    const user = setup();
    const total = count(1);
    await screen.findByText(`1-10 共${total} 条`);
    await deleteRow(user, rows()[0]);
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(await screen.findByText(`1-10 共${total - 1} 条`)).toBeInTheDocument();
    notifier.clear();
    await user.click(screen.getByRole('button', { name: '清空日志' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认清空' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(db.sysLog.count()).toBe(0));
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/共\d+ 条/)).toHaveTextContent('共0 条'));
  });
});
