/**
 * 首页 (analysis): the 请选择首页样式 switch shows 统计图表 (login figures and the 7-day visits) by
 * default, 统计图表2 (business index) and 任务表格 (task board) on choice, and remembers the choice
 * per user.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResult } from '@/api/sys/auth';
import { saveLogin } from '@/session';
import { ls } from '@/lib/storage';
import AnalysisPage from '@/features/dashboard/AnalysisPage';
import { readAnalysisStyle } from '@/features/dashboard/analysis-style';
import { login } from '../../unit/fake-server/fake-client';
import { tryBadInput } from '../../reliability/tally';
import { show, withDashboardServer } from './dashboard-test-kit';

withDashboardServer();

const styleGroup = () => screen.getByRole('radiogroup', { name: '请选择首页样式' });

describe('首页样式', () => {
  it('defaults to 统计图表: the login figures and the 7-day visit chart', async () => {
    ls.remove('ANALYSIS_STYLE:admin');
    show(<AnalysisPage />, '/dashboard/analysis');
    expect(within(styleGroup()).getByRole('radio', { name: '统计图表' })).toBeChecked();
    await screen.findByRole('figure', { name: '近七日访问图表' });
    expect(screen.queryByRole('figure', { name: '业务量图表' })).toBeNull();
  });

  it('switches to 统计图表2 and 任务表格, and the choice stays for this user only', async () => {
    ls.remove('ANALYSIS_STYLE:admin');
    ls.remove('ANALYSIS_STYLE:jeecg');
    const user = userEvent.setup({ delay: null });
    const view = show(<AnalysisPage />, '/dashboard/analysis');
    await user.click(within(styleGroup()).getByRole('radio', { name: '统计图表2' }));
    await screen.findByRole('figure', { name: '业务量图表' });
    expect(screen.queryByRole('figure', { name: '近七日访问图表' })).toBeNull();
    await user.click(within(styleGroup()).getByRole('radio', { name: '任务表格' }));
    await screen.findByRole('region', { name: '待处理' });
    expect(readAnalysisStyle('admin')).toBe('task');
    view.unmount();

    // Back on the page: the task board again.
    const again = show(<AnalysisPage />, '/dashboard/analysis');
    expect(within(styleGroup()).getByRole('radio', { name: '任务表格' })).toBeChecked();
    await screen.findByRole('region', { name: '待处理' });
    again.unmount();

    // Another user on the same browser keeps the default.
    saveLogin((await login('jeecg')).body.result as LoginResult);
    show(<AnalysisPage />, '/dashboard/analysis');
    expect(within(styleGroup()).getByRole('radio', { name: '统计图表' })).toBeChecked();
  });

  it('reads an unknown stored style as the default', async () => {
    await tryBadInput('analysis style, unknown stored value', 'crash', async () => {
      ls.set('ANALYSIS_STYLE:admin', 'pie');
      show(<AnalysisPage />, '/dashboard/analysis');
      expect(within(styleGroup()).getByRole('radio', { name: '统计图表' })).toBeChecked();
      await screen.findByRole('figure', { name: '近七日访问图表' });
    });
  });
});
