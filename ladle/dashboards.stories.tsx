import type { Story } from '@ladle/react';
import { useEffect, useState, type ReactNode } from 'react';
import { sessionStore, useSession } from '@/session/store';
import AnalysisPage from '@/features/dashboard/AnalysisPage';
import { saveAnalysisStyle, type AnalysisStyle } from '@/features/dashboard/analysis-style';
import IndexBdcPage from '@/features/dashboard/IndexBdcPage';
import IndexChartPage from '@/features/dashboard/IndexChartPage';
import IndexTaskPage from '@/features/dashboard/IndexTaskPage';
import MonitorPage from '@/features/dashboard/MonitorPage';
import WorkplacePage from '@/features/dashboard/WorkplacePage';
import { failingDashboardHandlers, filledDashboardHandlers, loadingDashboardHandlers } from './fixtures/dashboards';
import { sampleMenu } from './fixtures/shell-menu';
import { shows } from './story-shows';

/** The greeting of the hour the story is shown at (src/lib/greeting.ts has the hours). */
const GREETING = '(早上好|上午好|中午好|下午好|晚上好)';
const GREETS_ADMIN = new RegExp(`${GREETING}，管理员`);
const WELCOMES_ADMIN = new RegExp(`${GREETING}，管理员，欢迎回来`);

export default { title: 'Dashboards' };

/** The quick links read the user's menu from the session; the story lends it one and takes it back. */
function WithMenu({ children }: { children: ReactNode }) {
  useEffect(() => {
    const before = sessionStore.getState().permissions;
    sessionStore.setPermissions({ menu: sampleMenu, auth: [], allAuth: [], sysSafeMode: false });
    return () => sessionStore.setPermissions(before);
  }, []);
  return <>{children}</>;
}

const workplace = () => (
  <WithMenu>
    <WorkplacePage />
  </WithMenu>
);

// Each story is its own function: `.msw` set on one shared function would leave all three with the last handlers.
export const WorkplaceFilled: Story = () => workplace();
WorkplaceFilled.msw = filledDashboardHandlers;
shows(WorkplaceFilled, { text: [GREETS_ADMIN, '未读消息7', '近30天登录18', '省局网站栏目调整的公告', '审核处理14'], roles: [{ role: 'heading', name: '快捷入口' }], absent: ['加载失败'] });
export const WorkplaceLoading: Story = () => workplace();
WorkplaceLoading.msw = loadingDashboardHandlers;
shows(WorkplaceLoading, { roles: [{ role: 'progressbar', name: '我的待办加载中' }, { role: 'progressbar', name: '最新动态加载中' }, { role: 'progressbar', name: '工作指数加载中' }], absent: ['省局网站栏目调整的公告', '加载失败'] });
export const WorkplaceError: Story = () => workplace();
WorkplaceError.msw = failingDashboardHandlers;
shows(WorkplaceError, { text: ['我的待办加载失败：请求失败（HTTP 500）', '最新动态加载失败：请求失败（HTTP 500）', '工作指数加载失败：请求失败（HTTP 500）'], roles: [{ role: 'button', name: '重试', count: 4 }], absent: ['省局网站栏目调整的公告'] });

/** 首页 with the signed-in user's stored 首页样式 set to `style` before it renders. */
function AnalysisWithStyle({ style }: { style: AnalysisStyle }) {
  const username = useSession().userInfo?.username ?? '';
  const [ready] = useState(() => {
    saveAnalysisStyle(username, style);
    return true;
  });
  return ready ? <AnalysisPage /> : null;
}

export const AnalysisStyleChart: Story = () => <AnalysisWithStyle style="chart" />;
AnalysisStyleChart.msw = filledDashboardHandlers;
shows(AnalysisStyleChart, { text: [WELCOMES_ADMIN, '今日IP37', '总访问量48,213'], roles: [{ role: 'heading', name: '近七日访问' }], absent: ['任务看板', '部门排名'] });
export const AnalysisStyleBdc: Story = () => <AnalysisWithStyle style="bdc" />;
AnalysisStyleBdc.msw = filledDashboardHandlers;
shows(AnalysisStyleBdc, { text: [WELCOMES_ADMIN, '受理业务252件', '政策法规处'], roles: [{ role: 'heading', name: '部门排名' }], absent: ['任务看板', '今日IP'] });
export const AnalysisStyleTask: Story = () => <AnalysisWithStyle style="task" />;
AnalysisStyleTask.msw = filledDashboardHandlers;
shows(AnalysisStyleTask, { text: [WELCOMES_ADMIN, '春节前走访慰问离退休老干部', '撰写季度信息简报', /待处理\s*2/], absent: ['部门排名', '今日IP'] });

export const BdcFilled: Story = () => <IndexBdcPage />;
BdcFilled.msw = filledDashboardHandlers;
shows(BdcFilled, { text: ['受理业务252件', '办结率86.5%', '南湖市局'], roles: [{ role: 'heading', name: '部门排名' }], absent: ['加载失败'] });
export const BdcLoading: Story = () => <IndexBdcPage />;
BdcLoading.msw = loadingDashboardHandlers;
shows(BdcLoading, { text: ['统计区间：—'], roles: [{ role: 'progressbar', name: '业务量统计加载中' }, { role: 'progressbar', name: '部门排名加载中' }], absent: ['受理业务252件', '加载失败'] });
export const BdcError: Story = () => <IndexBdcPage />;
BdcError.msw = failingDashboardHandlers;
shows(BdcError, { text: ['业务量统计加载失败：请求失败（HTTP 500）', '部门排名加载失败：请求失败（HTTP 500）'], roles: [{ role: 'button', name: '重试', count: 2 }], absent: ['南湖市局'] });

export const ChartFilled: Story = () => <IndexChartPage />;
ChartFilled.msw = filledDashboardHandlers;
shows(ChartFilled, { text: ['今日IP37', '总访问量48,213', '各栏目信息量', '首页图片链接'], roles: [{ role: 'heading', name: '审核积压' }], absent: ['加载失败'] });
export const ChartLoading: Story = () => <IndexChartPage />;
ChartLoading.msw = loadingDashboardHandlers;
shows(ChartLoading, { roles: [{ role: 'progressbar', name: '各栏目信息量加载中' }, { role: 'progressbar', name: '审核积压加载中' }], absent: ['48,213', '加载失败'] });
export const ChartError: Story = () => <IndexChartPage />;
ChartError.msw = failingDashboardHandlers;
shows(ChartError, { text: ['登录统计加载失败：请求失败（HTTP 500）', '访问数据加载失败：请求失败（HTTP 500）', '各栏目信息量加载失败：请求失败（HTTP 500）', '审核积压加载失败：请求失败（HTTP 500）'], absent: ['48,213'] });

export const TaskFilled: Story = () => <IndexTaskPage />;
TaskFilled.msw = filledDashboardHandlers;
shows(TaskFilled, { text: ['春节前走访慰问离退休老干部', '陈晓明 · 信息中心 · 截止 2026-11-30', /待处理\s*2/, /进行中\s*2/, /已完成\s*1/], roles: [{ role: 'heading', name: '任务分布' }], absent: ['加载失败'] });
export const TaskLoading: Story = () => <IndexTaskPage />;
TaskLoading.msw = loadingDashboardHandlers;
shows(TaskLoading, { roles: [{ role: 'progressbar', name: '任务看板加载中' }, { role: 'progressbar', name: '任务分布加载中' }], absent: ['春节前走访慰问离退休老干部', '加载失败'] });
export const TaskError: Story = () => <IndexTaskPage />;
TaskError.msw = failingDashboardHandlers;
shows(TaskError, { text: ['任务看板加载失败：请求失败（HTTP 500）', '任务分布加载失败：请求失败（HTTP 500）'], absent: ['春节前走访慰问离退休老干部'] });

/** Polls every 2 s here so the figures visibly move. */
export const MonitorFilled: Story = () => <MonitorPage intervalMs={2000} />;
MonitorFilled.msw = filledDashboardHandlers;
shows(MonitorFilled, { text: ['每 2 秒自动刷新，上次更新时间：', '省直机关', '青峰市', '内存使用率'], roles: [{ role: 'heading', name: '活跃地区' }], absent: ['加载失败'] });
export const MonitorLoading: Story = () => <MonitorPage intervalMs={2000} />;
MonitorLoading.msw = loadingDashboardHandlers;
shows(MonitorLoading, { roles: [{ role: 'progressbar', name: '请求趋势加载中' }, { role: 'progressbar', name: '资源使用加载中' }, { role: 'progressbar', name: '活跃地区加载中' }], absent: ['省直机关', '加载失败'] });
export const MonitorError: Story = () => <MonitorPage intervalMs={2000} />;
MonitorError.msw = failingDashboardHandlers;
shows(MonitorError, { text: ['请求数/秒加载失败', '在线用户加载失败', '请求趋势加载失败：请求失败（HTTP 500）', '活跃地区加载失败：请求失败（HTTP 500）'], absent: ['省直机关'] });
