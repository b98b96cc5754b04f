/**
 * 业务指数: KPI cards with period-over-period trends, the business chart and the department
 * ranking from the date-seeded fake figures; switching the range queries again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import IndexBdcPage from '@/features/dashboard/IndexBdcPage';
import { dashboardServer } from './dashboard-server';
import { captionRows, show, withDashboardServer } from './dashboard-test-kit';

withDashboardServer();

const ranges: string[] = [];
const recordRange = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/dashboard/bdc')) ranges.push(url.searchParams.get('range') ?? '');
};
beforeEach(() => {
  ranges.length = 0;
  dashboardServer.events.on('request:start', recordRange);
});
afterEach(() => dashboardServer.events.removeListener('request:start', recordRange));

describe('业务指数', () => {
  it('shows five KPIs with trends, seven days of business and the department ranking', async () => {
    show(<IndexBdcPage />, '/dashboard/bdc-index');
    await screen.findByRole('figure', { name: '业务量图表' });
    for (const label of ['受理业务', '办结业务', '办结率', '走访慰问', '来电来访']) {
      const card = screen.getByRole('region', { name: label });
      expect(within(card).getByLabelText(`${label}数值`).textContent).toMatch(/^[\d,.]+/);
      expect(within(card).getByLabelText(`${label}环比`)).toHaveTextContent(/较上周 ([+-]\d+\.\d%|持平|—)/);
    }
    expect(captionRows('业务量数据')).toHaveLength(7);
    const rank = within(screen.getByRole('list', { name: '部门排名' })).getAllByRole('listitem');
    expect(rank.length).toBe(8);
    expect(rank[0]).toHaveTextContent(/^1/);
  });

  it('queries again when the range switches and shows twelve months for the year', async () => {
    show(<IndexBdcPage />, '/dashboard/bdc-index');
    await screen.findByRole('figure', { name: '业务量图表' });
    await userEvent.click(screen.getByRole('button', { name: '全年' }));
    await waitFor(() => expect(captionRows('业务量数据')).toHaveLength(12));
    expect(captionRows('业务量数据')[11][0]).toMatch(/^\d{4}-\d{2}$/);
    expect(screen.getByLabelText('受理业务环比')).toHaveTextContent('较去年');
    await userEvent.click(screen.getByRole('button', { name: '本月' }));
    await waitFor(() => expect(captionRows('业务量数据')).toHaveLength(30));
    expect(ranges).toEqual(['week', 'year', 'month']);
  });

  it('shows the error with 重试 on a server failure and recovers', async () => {
    dashboardServer.use(http.get('*/zw-lgb2/dashboard/bdc', () => new HttpResponse(null, { status: 500 }), { once: true }));
    show(<IndexBdcPage />, '/dashboard/bdc-index');
    expect(await screen.findByText(/业务量统计加载失败/)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '重试' })[0]);
    await screen.findByRole('figure', { name: '业务量图表' });
    expect(screen.queryByText(/加载失败/)).not.toBeInTheDocument();
  });

  it('shows the backend 404 envelope as a card error, not a blank page', async () => {
    dashboardServer.use(
      http.get('*/zw-lgb2/dashboard/bdc', () => HttpResponse.json({ success: false, message: '路径不存在，请检查路径是否正确', code: 404, result: null, timestamp: 0 })),
    );
    show(<IndexBdcPage />, '/dashboard/bdc-index');
    expect(await screen.findByText('业务量统计加载失败：路径不存在，请检查路径是否正确')).toBeInTheDocument();
    expect(screen.getByText('部门排名加载失败：路径不存在，请检查路径是否正确')).toBeInTheDocument();
  });
});
