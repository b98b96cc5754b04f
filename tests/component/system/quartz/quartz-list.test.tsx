/**
 * 定时任务 against the fake backend: the list with status texts, the add/edit
 * dialog with the cron editor and its Quartz validation, start / stop / run
 * once, and the duplicate-class message of contract §4.14.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QuartzJobListPage from '@/features/system/quartz/QuartzJobListPage';
import { lastRuns, quartzJobTable } from '@fake/handlers/sys-quartz';
import { jobsServer, resetWithJobs } from './jobs-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';
import { deleteRow, openNewDialog } from '../../list-screen';

withFakeBackend({ server: jobsServer, reset: resetWithJobs, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/quartzJob', <QuartzJobListPage title="定时任务" component="system/QuartzJobList" />);
}

/** Pastes instead of typing: every keystroke re-renders the dialog and re-parses the cron. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = (text: string) => rows().find((r) => r.textContent?.includes(text))!;

describe('定时任务', () => {
  it('lists the seeded jobs with their status text and filters by status', async () => {
    const user = setup();
    expect(await screen.findByText('1-4 共4 条')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('org.jeecg.modules.message.job.SendMsgJob');
    expect(rows()[0]).toHaveTextContent('正常');
    expect(rowOf('SampleJob')).toHaveTextContent('停止');
    await user.click(screen.getByRole('combobox', { name: '任务状态' }));
    await user.click(await screen.findByRole('option', { name: '停止' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
  });

  it('adds a job: required class and cron, a cron Quartz rejects, then 创建定时任务成功', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    const dialog = await openNewDialog(user);
    const cron = within(dialog).getByRole('textbox', { name: 'Cron表达式' });
    // No schedule until one is chosen: a default would run the job every second.
    expect(cron).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请输入任务类名!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入cron表达式!')).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: /任务类名/ }), 'org.jeecg.modules.quartz.job.ReportJob');
    await fill(user, cron, '0 0 25 * * ?');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText(/时字段无效/)).toBeInTheDocument();
    expect(quartzJobTable.count()).toBe(4);

    await fill(user, cron, '0 0 3 * * ?');
    await user.click(within(dialog).getByRole('radio', { name: '停止' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('创建定时任务成功')).toBeInTheDocument();
    expect(await screen.findByText('1-5 共5 条')).toBeInTheDocument();
    expect(quartzJobTable.findFirst((q) => q.where({ jobClassName: 'org.jeecg.modules.quartz.job.ReportJob' }))).toMatchObject({ cronExpression: '0 0 3 * * ?', status: -1 });
  }, 40_000);

  it('names the field when the class already has a job, and sends nothing', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    const again = await openNewDialog(user);
    await fill(user, within(again).getByRole('textbox', { name: /任务类名/ }), 'org.jeecg.modules.quartz.job.SampleJob');
    await fill(user, within(again).getByRole('textbox', { name: 'Cron表达式' }), '0 0 3 * * ?');
    await user.click(within(again).getByRole('button', { name: '确定' }));
    expect(await within(again).findByText('任务类名已存在：每个任务类只能有一个定时任务')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '新增' })).toBeInTheDocument();
    expect(quartzJobTable.count()).toBe(4);
  });

  it('edits the cron through the editor dialog and saves 更新定时任务成功!', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    await user.click(within(rowOf('AsyncJob')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(dialog).getByRole('textbox', { name: 'Cron表达式' })).toHaveValue('0 0/30 * * * ?');
    await user.click(within(dialog).getByRole('button', { name: '选择' }));
    const editor = await screen.findByRole('dialog', { name: 'Cron表达式' });
    await user.click(within(editor).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cron表达式' })).not.toBeInTheDocument());
    const description = within(dialog).getByRole('textbox', { name: '描述' });
    await fill(user, description, '半小时一次');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('更新定时任务成功!')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('AsyncJob')).toHaveTextContent('半小时一次'));
  });

  it('offers start or stop and 立即执行 in the row’s one 操作 column, beside 编辑 and 删除', async () => {
    setup();
    await screen.findByText('1-4 共4 条');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim() ?? '');
    expect(headers.filter((text) => text.includes('操作'))).toEqual(['操作']);
    const cell = within(rowOf('SendMsgJob')).getByRole('button', { name: '停止' }).closest<HTMLElement>('[role="gridcell"]')!;
    for (const name of ['编辑', '停止', '立即执行', '删除']) expect(within(cell).getByRole('button', { name })).toBeInTheDocument();
  });

  it('stops a running job, starts it again and runs one once, each after its confirm', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    await user.click(within(rowOf('SendMsgJob')).getByRole('button', { name: '停止' }));
    const stop = await screen.findByRole('dialog', { name: '确认暂停' });
    expect(stop).toHaveTextContent('是否暂停选中任务?');
    await user.click(within(stop).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('停止定时任务成功')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('SendMsgJob')).toHaveTextContent('停止'));

    await user.click(within(rowOf('SendMsgJob')).getByRole('button', { name: '启动' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认启动' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('启动定时任务成功')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('SendMsgJob')).toHaveTextContent('正常'));

    await user.click(within(rowOf('SampleJob')).getByRole('button', { name: '立即执行' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认提示' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('执行成功!')).toBeInTheDocument();
    expect(lastRuns.at(-1)).toBe(quartzJobTable.findFirst((q) => q.where({ jobClassName: 'org.jeecg.modules.quartz.job.SampleJob' }))!.id);
  });

  it('deletes one job and then a selection with the batch delete', async () => {
    const user = setup();
    await screen.findByText('1-4 共4 条');
    await deleteRow(user, rows()[0]);
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(await screen.findByText('1-3 共3 条')).toBeInTheDocument();
    await user.click(within(rows()[0]).getByRole('checkbox'));
    await user.click(within(rows()[1]).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(within(await screen.findByRole('dialog', { name: '确认删除' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除定时任务成功!')).toBeInTheDocument();
    expect(await screen.findByText('1-1 共1 条')).toBeInTheDocument();
  });
});
