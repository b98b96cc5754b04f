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
export const WorkplaceLoading: Story = () => workplace();
WorkplaceLoading.msw = loadingDashboardHandlers;
export const WorkplaceError: Story = () => workplace();
WorkplaceError.msw = failingDashboardHandlers;

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
export const AnalysisStyleBdc: Story = () => <AnalysisWithStyle style="bdc" />;
AnalysisStyleBdc.msw = filledDashboardHandlers;
export const AnalysisStyleTask: Story = () => <AnalysisWithStyle style="task" />;
AnalysisStyleTask.msw = filledDashboardHandlers;

export const BdcFilled: Story = () => <IndexBdcPage />;
BdcFilled.msw = filledDashboardHandlers;
export const BdcLoading: Story = () => <IndexBdcPage />;
BdcLoading.msw = loadingDashboardHandlers;
export const BdcError: Story = () => <IndexBdcPage />;
BdcError.msw = failingDashboardHandlers;

export const ChartFilled: Story = () => <IndexChartPage />;
ChartFilled.msw = filledDashboardHandlers;
export const ChartLoading: Story = () => <IndexChartPage />;
ChartLoading.msw = loadingDashboardHandlers;
export const ChartError: Story = () => <IndexChartPage />;
ChartError.msw = failingDashboardHandlers;

export const TaskFilled: Story = () => <IndexTaskPage />;
TaskFilled.msw = filledDashboardHandlers;
export const TaskLoading: Story = () => <IndexTaskPage />;
TaskLoading.msw = loadingDashboardHandlers;
export const TaskError: Story = () => <IndexTaskPage />;
TaskError.msw = failingDashboardHandlers;

/** Polls every 2 s here so the figures visibly move. */
export const MonitorFilled: Story = () => <MonitorPage intervalMs={2000} />;
MonitorFilled.msw = filledDashboardHandlers;
export const MonitorLoading: Story = () => <MonitorPage intervalMs={2000} />;
MonitorLoading.msw = loadingDashboardHandlers;
export const MonitorError: Story = () => <MonitorPage intervalMs={2000} />;
MonitorError.msw = failingDashboardHandlers;
