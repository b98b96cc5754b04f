/** 任务看板: the seeded tasks in three columns with counts; moving a task PUTs and re-reads the board. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dashboardTaskTable } from '@fake/seed/dashboard';
import IndexTaskPage from '@/features/dashboard/IndexTaskPage';
import { dashboardServer } from './dashboard-server';
import { captionRows, show, withDashboardServer } from './dashboard-test-kit';

withDashboardServer();

const count = (status: string) => dashboardTaskTable.all().filter((t) => t.status === status).length;
const column = (label: string) => screen.getByRole('region', { name: label });

describe('任务看板', () => {
  it('shows each column with the server counts and its tasks', async () => {
    show(<IndexTaskPage />, '/dashboard/task');
    await screen.findByRole('region', { name: '待处理' });
    for (const [label, status] of [['待处理', 'todo'], ['进行中', 'doing'], ['已完成', 'done']] as const) {
      expect(within(column(label)).getByLabelText(`${label}数量`)).toHaveTextContent(String(count(status)));
      expect(within(column(label)).queryAllByRole('listitem')).toHaveLength(count(status));
    }
    expect(captionRows('任务分布数据').map((r) => Number(r[1])).reduce((a, b) => a + b, 0)).toBe(dashboardTaskTable.count());
  });

  it('moves a task to the next column with the arrow button', async () => {
    show(<IndexTaskPage />, '/dashboard/task');
    await screen.findByRole('region', { name: '待处理' });
    const todo = count('todo');
    const first = within(column('待处理')).getAllByRole('listitem')[0];
    const title = first.getAttribute('aria-label') ?? '';
    await userEvent.click(within(first).getByRole('button', { name: '移到进行中' }));
    await waitFor(() => expect(within(column('进行中')).getByRole('listitem', { name: title })).toBeInTheDocument());
    expect(within(column('待处理')).getByLabelText('待处理数量')).toHaveTextContent(String(todo - 1));
    expect(dashboardTaskTable.findFirst((q) => q.where({ title }))?.status).toBe('doing');
  });

  it('shows the error with 重试 on a server failure and recovers', async () => {
    dashboardServer.use(http.get('*/zw-lgb2/dashboard/tasks', () => new HttpResponse(null, { status: 500 }), { once: true }));
    show(<IndexTaskPage />, '/dashboard/task');
    expect(await screen.findByText(/任务看板加载失败/)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '重试' })[0]);
    expect(await screen.findByRole('region', { name: '待处理' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no tasks', async () => {
    dashboardTaskTable.clear();
    show(<IndexTaskPage />, '/dashboard/task');
    expect(await screen.findAllByText('暂无任务')).toHaveLength(2);
  });
});
