import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginTabs } from '@/features/login/LoginTabs';

const tabs = [
  { value: 'account' as const, label: '账号密码登录' },
  { value: 'phone' as const, label: '手机号登录' },
];

describe('login tabs', () => {
  it('marks the chosen tab selected and keeps only it in the tab order', () => {
    render(<LoginTabs value="phone" tabs={tabs} onChange={vi.fn()} />);
    expect(screen.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '手机号登录' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '账号密码登录' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves between tabs with the arrow keys, wrapping around', async () => {
    const onChange = vi.fn();
    render(<LoginTabs value="account" tabs={tabs} onChange={onChange} />);
    screen.getByRole('tab', { name: '账号密码登录' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('phone');
    expect(screen.getByRole('tab', { name: '手机号登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('account');
  });

  it('ignores clicks while the form is locked', async () => {
    const onChange = vi.fn();
    render(<LoginTabs value="account" tabs={tabs} disabled onChange={onChange} />);
    const tab = screen.getByRole('tab', { name: '手机号登录' });
    expect(tab).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(tab);
    expect(onChange).not.toHaveBeenCalled();
  });
});
