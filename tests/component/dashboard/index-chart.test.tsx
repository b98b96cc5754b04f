/**
 * 图表统计: the login figures and 7-day chart from the contract endpoints, content figures counted
 * from the content table (or its empty state), and a failing card that recovers with 重试.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { insertAll } from '@fake/db/table';
import { contentTable } from '@fake/db/content';
import type { ContentItem } from '@/api/content';
import IndexChartPage from '@/features/dashboard/IndexChartPage';
import { dashboardServer } from './dashboard-server';
import { captionRows, show, withDashboardServer } from './dashboard-test-kit';

withDashboardServer();

const item = (i: number, area: ContentItem['area'], auditStatus: ContentItem['auditStatus']): ContentItem => ({ id: `dash-${i}`, area, title: `测试信息${i}`, auditStatus, status: '1' });

describe('图表统计', () => {
  it('shows the login figures and the 7-day visits from the server', async () => {
    show(<IndexChartPage />);
    for (const label of ['今日IP', '今日访问', '总访问量']) {
      await waitFor(() => expect(screen.getByLabelText(label, { selector: 'p' }).textContent).toMatch(/^[\d,]+$/));
    }
    await screen.findByRole('figure', { name: '近七日访问图表' });
  });

  it('counts items per area and the audit backlog from the content table', async () => {
    contentTable.clear();
    await insertAll(contentTable, [item(1, 'notice', '2'), item(2, 'notice', '1'), item(3, 'hot_focus', '1'), item(4, 'study_garden', '3'), item(5, 'notice', '0')]);
    show(<IndexChartPage />);
    await screen.findByRole('figure', { name: '各栏目信息量图表' });
    const rows = captionRows('各栏目信息量数据');
    expect(rows).toContainEqual(['通知公告', '3', '1']);
    expect(rows).toContainEqual(['热点聚焦', '1', '0']);
    expect(screen.getByLabelText('待审核')).toHaveTextContent('2');
    expect(screen.getByLabelText('已驳回')).toHaveTextContent('1');
    expect(screen.getByLabelText('草稿')).toHaveTextContent('1');
  });

  it('says there is no content when the content table is empty', async () => {
    contentTable.clear();
    show(<IndexChartPage />);
    expect(await screen.findByText('暂无信息内容')).toBeInTheDocument();
    expect(await screen.findByLabelText('待审核')).toHaveTextContent('0');
  });

  it('shows a failing content card with 重试 and recovers when retried', async () => {
    dashboardServer.use(http.get('*/zw-lgb2/dashboard/contentStats', () => new HttpResponse(null, { status: 500 }), { once: true }));
    show(<IndexChartPage />);
    const alerts = await screen.findAllByText(/各栏目信息量加载失败/);
    expect(alerts).toHaveLength(1);
    await screen.findByRole('figure', { name: '近七日访问图表' });
    await userEvent.click(screen.getAllByRole('button', { name: '重试' })[0]);
    await waitFor(() => expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument());
    expect(screen.getByLabelText('待审核')).toHaveTextContent(/^\d+$/);
  });
});
