import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDialog, canOpenPasswordDialog } from '@/features/account/ChangePasswordDialog';
import { ApiError } from '@/api/errors';

function setup(submit = vi.fn<(v: unknown) => Promise<string>>().mockResolvedValue('密码重置成功!')) {
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  render(<ChangePasswordDialog open username="admin" onClose={onClose} onSuccess={onSuccess} submit={submit} />);
  // MUI appends a required asterisk to the label text.
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  return { user, submit, onClose, onSuccess, field };
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: (l: string) => HTMLElement, old: string, next: string, confirm: string) {
  if (old) await user.type(field('旧密码'), old);
  if (next) await user.type(field('新密码'), next);
  if (confirm) await user.type(field('确认新密码'), confirm);
}

describe('ChangePasswordDialog', () => {
  it('is the 修改密码 dialog, 800px wide', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: '修改密码' });
    // role=dialog sits on the paper.
    expect(getComputedStyle(dialog).width).toBe('800px');
  });

  it('shows the three required messages when submitted empty, without calling the server', async () => {
    const { user, submit } = setup();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByText('请输入旧密码!')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码!')).toBeInTheDocument();
    expect(screen.getByText('请确认新密码!')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('rejects a confirmation that differs from the new password', async () => {
    const { user, submit, field } = setup();
    await fill(user, field, 'old', 'new-1', 'new-2');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByText('两次输入的密码不一样！')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends username, oldpassword, password, confirmpassword and closes with the server message', async () => {
    const { user, submit, field, onClose, onSuccess } = setup();
    await fill(user, field, 'old', 'Secret#1', 'Secret#1');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(submit).toHaveBeenCalledWith({ username: 'admin', oldpassword: 'old', password: 'Secret#1', confirmpassword: 'Secret#1' });
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('密码重置成功!'), { timeout: 5000 });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open with the server message as a warning on failure', async () => {
    const submit = vi.fn<(v: unknown) => Promise<string>>().mockRejectedValue(new ApiError('business', '旧密码输入错误!'));
    const { user, field, onClose, onSuccess } = setup(submit);
    await fill(user, field, 'wrong', 'Secret#1', 'Secret#1');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('旧密码输入错误!');
    expect(alert.className).toMatch(/Warning/);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '确定' })).toBeEnabled();
  });

  it('disables the form while the request is in flight', async () => {
    let resolve: (m: string) => void = () => {};
    const submit = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const { user, field } = setup(submit);
    await fill(user, field, 'old', 'a', 'a');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    expect(field('旧密码')).toBeDisabled();
    resolve('ok');
  });

  it('refuses to open without a signed-in user', () => {
    expect(canOpenPasswordDialog('')).toBe('当前系统无登录用户!');
    expect(canOpenPasswordDialog(undefined)).toBe('当前系统无登录用户!');
    expect(canOpenPasswordDialog('admin')).toBeNull();
  });
});
