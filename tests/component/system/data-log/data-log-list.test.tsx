/**
 * 数据日志 against the fake backend: the versions list, the two-row rule of
 * 数据比较 and the compare dialog with changed fields and a version switch.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import DataLogListPage from '@/features/system/data-log/DataLogListPage';
import { compareLines } from '@/features/system/data-log/data-log-config';
import { jobsServer, resetWithJobs } from '../quartz/jobs-server';
import { renderScreen, withFakeBackend } from '../../screen-harness';

withFakeBackend({ server: jobsServer, reset: resetWithJobs, signIn: 'admin' });

function setup() {
  return renderScreen('/isystem/dataLog', <DataLogListPage title="数据日志" component="system/DataLogList" />);
}

const rows = () => screen.getAllByRole('row').slice(1);
const cell = (row: HTMLElement, field: string) => row.querySelector(`[data-field="${field}"]`)?.textContent;
const rowOf = (table: string, version: string) => rows().find((r) => cell(r, 'dataTable') === table && cell(r, 'dataVersion') === version)!;

/** Versions 2 and 3 of the same 职务 record ticked, then 数据比较: its dialog. */
async function compareVersions2And3() {
  const user = setup();
  await screen.findByText('1-5 共5 条');
  await user.click(within(rowOf('sys_position', '3')).getByRole('checkbox'));
  await user.click(within(rowOf('sys_position', '2')).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: '数据比较' }));
  return { user, dialog: await screen.findByRole('dialog', { name: '数据比较' }) };
}

describe('compareLines', () => {
  it('lists the fields of both versions and flags the ones that differ', () => {
    expect(compareLines('{"a":1,"b":"x"}', '{"a":1,"b":"y","c":null}')).toEqual([
      { field: 'a', left: '1', right: '1', changed: false },
      { field: 'b', left: 'x', right: 'y', changed: true },
      { field: 'c', left: '', right: '', changed: false },
    ]);
  });
});

describe('数据日志', () => {
  it('asks for two rows of the same record before comparing', async () => {
    const user = setup();
    expect(await screen.findByText('1-5 共5 条')).toBeInTheDocument();
    await user.click(within(rowOf('demo', '2')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '数据比较' }));
    expect(await screen.findByText('请选择两条数据')).toBeInTheDocument();
    await user.click(within(rowOf('sys_position', '3')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '数据比较' }));
    expect(await screen.findByText('请选择相同的数据库表和数据ID进行比较')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '数据比较' })).not.toBeInTheDocument();
  });

  it('compares two versions of a record, highlights the changed fields and switches a version', async () => {
    const { user, dialog } = await compareVersions2And3();
    const table = within(dialog).getByRole('table', { name: '数据比较' });
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: '版本2' })).toBeInTheDocument());
    expect(within(table).getByRole('columnheader', { name: '版本3' })).toBeInTheDocument();
    const line = (field: string) => within(table).getByRole('rowheader', { name: field }).closest('tr')!;
    expect(line('postRank')).toHaveAttribute('data-changed');
    expect(line('name')).not.toHaveAttribute('data-changed');

    await user.click(within(dialog).getByRole('combobox', { name: '版本（左）' }));
    await user.click(await screen.findByRole('option', { name: '版本1' }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: '版本1' })).toBeInTheDocument());
    expect(line('name')).toHaveAttribute('data-changed');
    expect(line('name')).toHaveTextContent('信息科科长');
  });

  it('shows a failed comparison as failed, with 重试, never as two versions without fields', async () => {
    // The page's own check of the pair goes through; the dialog's read is the one that fails.
    let calls = 0;
    jobsServer.use(
      http.get('*/sys/dataLog/queryCompareList', () => {
        calls += 1;
        return calls === 1 ? undefined : HttpResponse.json({ success: false, message: '比较数据失败', code: 500, result: null, timestamp: 0 });
      }),
    );
    const { user, dialog } = await compareVersions2And3();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('数据比较加载失败：比较数据失败。');
    expect(within(dialog).queryAllByRole('rowheader')).toHaveLength(0);

    jobsServer.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    const table = within(dialog).getByRole('table', { name: '数据比较' });
    expect(await within(table).findByRole('columnheader', { name: '版本2' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
