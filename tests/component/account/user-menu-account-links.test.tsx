/** The header user drop-down reaches the hidden account pages (vue-console-features.md "User drop-down"). */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserMenu } from '@/app/layout/UserMenu';

function setup() {
  const handlers = { onAccountCenter: vi.fn(), onAccountSettings: vi.fn(), onChangePassword: vi.fn(), onSwitchDepart: vi.fn(), onSettings: vi.fn(), onClearCache: vi.fn(), onLogout: vi.fn() };
  render(<UserMenu realname="李文静" showGreeting {...handlers} />);
  return { user: userEvent.setup({ delay: null }), handlers };
}

describe('header user menu account links', () => {
  it('lists 个人中心 and 账户设置 before the other items', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['个人中心', '账户设置', '密码修改', '部门切换', '系统设置', '清理缓存', '退出登录']);
  });

  it('calls the account handlers and closes the menu', async () => {
    const { user, handlers } = setup();
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await user.click(screen.getByRole('menuitem', { name: '账户设置' }));
    expect(handlers.onAccountSettings).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await user.click(screen.getByRole('menuitem', { name: '个人中心' }));
    expect(handlers.onAccountCenter).toHaveBeenCalledTimes(1);
  });

  it('offers 清理缓存 as the Vue console did', async () => {
    const { user, handlers } = setup();
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await user.click(screen.getByRole('menuitem', { name: '清理缓存' }));
    expect(handlers.onClearCache).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('leaves the two items out when no handler is given', async () => {
    const user = userEvent.setup({ delay: null });
    render(<UserMenu realname="李文静" showGreeting onChangePassword={vi.fn()} onSwitchDepart={vi.fn()} onSettings={vi.fn()} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    expect(screen.queryByRole('menuitem', { name: '个人中心' })).not.toBeInTheDocument();
  });
});
