/**
 * 个性化设置 (the shared display settings, applied live), 账户绑定 (server state, the dialog that
 * says the demo cannot bind) and 新消息通知 (switches kept per user by the fake endpoint).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import Button from '@mui/material/Button';
import { displaySettingsStore } from '@/app/settings';
import { getToken } from '@/session';
import BindingPage from '@/features/account/settings/BindingPage';
import CustomPage from '@/features/account/settings/CustomPage';
import NotificationPage from '@/features/account/settings/NotificationPage';
import { accountServer, signIn } from './account-server';
import { readablePrimary } from '@/app/settings/theme';
import { renderScreen, withFakeBackend } from '../screen-harness';

configure({ asyncUtilTimeout: 8_000 });

withFakeBackend({ server: accountServer, signIn: null });
beforeEach(() => displaySettingsStore.reset());
afterEach(() => {
  displaySettingsStore.reset();
  localStorage.clear();
});

describe('个性化设置', () => {
  it('changes the primary colour of the running app and keeps it in the display settings', async () => {
    const user = renderScreen(
      '/account/settings/custom',
      <>
        <CustomPage />
        <Button variant="contained">样例按钮</Button>
      </>,
    );
    // MUI 9 paints a contained button through this variable.
    const fill = () => getComputedStyle(screen.getByRole('button', { name: '样例按钮' })).getPropertyValue('--variant-containedBg').trim().toUpperCase();
    // The default 拂晓蓝 is painted in its shade readable under white text.
    expect(fill()).toBe(readablePrimary('#1890FF'));
    await user.click(screen.getByRole('button', { name: '酱紫' }));
    await waitFor(() => expect(fill()).toBe('#722ED1'));
    expect(displaySettingsStore.getSnapshot().primaryColor).toBe('#722ED1');
    expect(localStorage.getItem('pro__DISPLAY_SETTINGS')).toContain('#722ED1');
  });

  it('switches menu style, navigation mode and multi-tab mode in the shared store', async () => {
    const user = renderScreen('/account/settings/custom', <CustomPage />);
    await user.click(screen.getByRole('button', { name: '亮色菜单风格' }));
    await user.click(screen.getByRole('button', { name: '顶部栏导航' }));
    await user.click(screen.getByRole('switch', { name: '多页签模式' }));
    expect(displaySettingsStore.getSnapshot()).toMatchObject({ navTheme: 'light', layout: 'topmenu', multipage: false });
  });
});

describe('账户绑定', () => {
  it('shows the server’s bound state and explains that the demo cannot bind', async () => {
    await signIn('admin');
    const user = renderScreen('/account/settings/binding', <BindingPage />);
    const list = await screen.findByRole('list', { name: '账户绑定' });
    expect(within(list).getByText(/已绑定账号：管理员（钉钉）/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: '绑定钉钉' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: '绑定企业微信' }));
    const dialog = await screen.findByRole('dialog', { name: '绑定企业微信' });
    expect(dialog).toHaveTextContent('演示环境没有接入企业微信，无法完成绑定。账户绑定状态未做任何修改。');
    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getByRole('button', { name: '绑定微信' })).toBeInTheDocument();
  });

  it('shows a load failure with 重试', async () => {
    await signIn('editor');
    accountServer.use(http.get('*/zw-lgb2/account/bindings', () => HttpResponse.json({ success: false, code: 500, message: '服务繁忙', result: null, timestamp: 1 })));
    const user = renderScreen('/account/settings/binding', <BindingPage />);
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '账户绑定' })).not.toBeInTheDocument();
    accountServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '账户绑定' })).toBeInTheDocument();
    expect(screen.queryByText('服务繁忙')).not.toBeInTheDocument();
  });
});

describe('新消息通知', () => {
  async function readSaved() {
    const res = await fetch('http://localhost:3000/zw-lgb2/account/notification-settings', { headers: { 'X-Access-Token': getToken() ?? '' } });
    return ((await res.json()) as { result: Record<string, boolean> }).result;
  }

  it('keeps a switched-off 待办任务 for the user', async () => {
    await signIn('editor');
    const user = renderScreen('/account/settings/notification', <NotificationPage />);
    const todo = await screen.findByRole('switch', { name: '待办任务' });
    expect(todo).toBeChecked();
    await user.click(todo);
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    expect(await readSaved()).toEqual({ systemMessage: true, todoTask: false, accountPassword: true });
  });

  it('turns the switch back and shows the message when saving fails', async () => {
    await signIn('editor');
    accountServer.use(http.put('*/zw-lgb2/account/notification-settings', () => HttpResponse.json({ success: false, code: 500, message: '保存失败', result: null, timestamp: 1 })));
    const user = renderScreen('/account/settings/notification', <NotificationPage />);
    const system = await screen.findByRole('switch', { name: '系统消息' });
    await user.click(system);
    expect(await screen.findByText('保存失败')).toBeInTheDocument();
    expect(system).toBeChecked();
  });

  it('shows a failed read of the switches with 重试, never as switches in some state', async () => {
    await signIn('editor');
    accountServer.use(http.get('*/zw-lgb2/account/notification-settings', () => HttpResponse.json({ success: false, code: 500, message: '服务繁忙', result: null, timestamp: 1 })));
    const user = renderScreen('/account/settings/notification', <NotificationPage />);
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    accountServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('switch', { name: '待办任务' })).toBeChecked();
    expect(screen.queryByText('服务繁忙')).not.toBeInTheDocument();
  });
});
