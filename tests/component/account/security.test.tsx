/**
 * 安全设置: real statuses from the session user, the existing change-password dialog against the
 * fake backend (the server's 旧密码输入错误! and 密码重置成功!), and a clear answer for what the
 * backend cannot do.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SecurityPage from '@/features/account/settings/SecurityPage';
import { login } from '../../unit/fake-server/fake-client';
import { accountServer, signIn } from './account-server';
import { renderScreen, withFakeBackend } from '../screen-harness';

configure({ asyncUtilTimeout: 8_000 });

withFakeBackend({ server: accountServer, signIn: null });
beforeEach(async () => {
  await signIn('editor');
});
afterEach(() => localStorage.clear());

function setup() {
  return renderScreen('/account/settings/security', <SecurityPage />);
}

async function changePassword(user: ReturnType<typeof userEvent.setup>, old: string, next: string) {
  await user.click(screen.getByRole('button', { name: '修改账户密码' }));
  const dialog = await screen.findByRole('dialog', { name: '修改密码' });
  const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  await user.type(field('旧密码'), old);
  await user.type(field('新密码'), next);
  await user.type(field('确认新密码'), next);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  return dialog;
}

describe('安全设置', () => {
  it('lists the five rows with the masked phone and email of the user', () => {
    setup();
    for (const title of ['账户密码', '密保手机', '密保问题', '备用邮箱', 'MFA 设备']) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('已绑定手机：186****2222')).toBeInTheDocument();
    expect(screen.getByText('已绑定邮箱：ed***@example.com')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message for a wrong old password", async () => {
    const user = setup();
    const dialog = await changePassword(user, 'wrong-old', 'Secret#2026');
    expect(await within(dialog).findByText('旧密码输入错误!')).toBeInTheDocument();
    expect((await login('editor', 'Secret#2026')).body.success).toBe(false);
  });

  it('changes the password with the right old one: 密码重置成功! and the new password logs in', async () => {
    const user = setup();
    await changePassword(user, '123456', 'Secret#2026');
    expect(await screen.findByText('密码重置成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改密码' })).not.toBeInTheDocument());
    expect((await login('editor', 'Secret#2026')).body.success).toBe(true);
  });

  it('says plainly that MFA and security questions are not available', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: '绑定MFA 设备' }));
    const dialog = await screen.findByRole('dialog', { name: '暂不支持' });
    expect(dialog).toHaveTextContent('MFA 设备需要后台支持，当前系统（含演示环境）尚未提供该功能，未做任何修改。');
    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '设置密保问题' }));
    expect(await screen.findByRole('dialog', { name: '暂不支持' })).toHaveTextContent('密保问题需要后台支持');
  });
});
