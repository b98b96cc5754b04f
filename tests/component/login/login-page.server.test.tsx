/** LoginPage with its real API calls against the fake backend (msw/node). */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, resetFakeDb } from '@fake/node';
import { DEMO_SMS_CODE } from '@fake/config';
import { db } from '@fake/db/tables';
import { LoginPage } from '@/features/login';
import { getTenantId, getToken, getUserInfo } from '@/session/session';

let captchaRequests = 0;
const countCaptcha = ({ request }: { request: Request }) => {
  if (request.url.includes('/sys/randomImage/')) captchaRequests++;
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', countCaptcha);
});
beforeEach(async () => {
  captchaRequests = 0;
  await resetFakeDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.events.removeAllListeners();
  server.close();
});

function setup(redirect?: string) {
  const onLoggedIn = vi.fn();
  const notify = vi.fn();
  const u = userEvent.setup({ delay: null });
  render(<LoginPage demo redirect={redirect} onLoggedIn={onLoggedIn} notify={notify} />);
  return { onLoggedIn, notify, u };
}

/** The demo alt carries the code: "验证码 XXXX". */
async function captchaCode(previousAlt?: string): Promise<string> {
  await screen.findByRole('img', { name: /^验证码 \S{4}$/ });
  if (previousAlt) await waitFor(() => expect(screen.getByRole('img', { name: /^验证码 / })).not.toHaveAttribute('alt', previousAlt));
  return screen.getByRole('img', { name: /^验证码 / }).getAttribute('alt')!.slice('验证码 '.length);
}

async function fillAccount(u: ReturnType<typeof userEvent.setup>, username: string, password: string, captcha: string) {
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  await u.clear(field('用户名'));
  await u.type(field('用户名'), username);
  const pwd = screen.getByLabelText('密码');
  await u.clear(pwd);
  await u.type(pwd, password);
  await u.clear(field('验证码'));
  await u.type(field('验证码'), captcha);
}

describe('LoginPage against the fake backend', () => {
  it('logs admin in with the pre-filled account and lands on the dashboard', async () => {
    const { u, onLoggedIn, notify } = setup();
    await u.type(screen.getByRole('textbox', { name: '验证码' }), `${await captchaCode()}{Enter}`);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/dashboard/analysis'));
    expect(getToken()).toBeTruthy();
    expect(getUserInfo()?.username).toBe('admin');
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'success', message: expect.stringMatching(/，欢迎回来$/) }));
  });

  it('hands over the redirect query target', async () => {
    const { u, onLoggedIn } = setup('/isystem/user?pageNo=2');
    await u.type(screen.getByRole('textbox', { name: '验证码' }), `${await captchaCode()}{Enter}`);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/isystem/user?pageNo=2'));
  });

  it('shows 用户名或密码错误 for a wrong password and loads a new captcha', async () => {
    const { u, onLoggedIn, notify } = setup();
    const code = await captchaCode();
    const alt = `验证码 ${code}`;
    await fillAccount(u, 'admin', 'wrong-password', code);
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ level: 'error', title: '登录失败', message: '用户名或密码错误' });
    await waitFor(() => expect(captchaRequests).toBe(2));
    await captchaCode(alt);
    // The code typed for the old picture is gone with it.
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('empties the captcha field when the picture is changed from the keyboard', async () => {
    const { u } = setup();
    const alt = `验证码 ${await captchaCode()}`;
    await u.type(screen.getByRole('textbox', { name: '验证码' }), 'abcd');
    // The picture is a labelled button: reachable and pressable from the keyboard.
    screen.getByRole('button', { name: '看不清？点击更换验证码' }).focus();
    await u.keyboard('{Enter}');
    await captchaCode(alt);
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('');
  });

  it('refreshes the image after a wrong captcha (code 412)', async () => {
    const { u } = setup();
    await captchaCode();
    await u.type(screen.getByRole('textbox', { name: '验证码' }), '!!!!{Enter}');
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    await waitFor(() => expect(captchaRequests).toBe(2));
  });

  it('tells a frozen user 该用户已冻结', async () => {
    const { u, onLoggedIn } = setup();
    await fillAccount(u, 'frozen', '123456', await captchaCode());
    await u.keyboard('{Enter}');
    expect(await screen.findByText('该用户已冻结')).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(captchaRequests).toBe(1);
  });

  it('makes jeecg pick a department and a tenant before entering', async () => {
    const { u, onLoggedIn } = setup();
    await fillAccount(u, 'jeecg', '123456', await captchaCode());
    await u.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '请选择租户和部门' });
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByRole('combobox', { name: /部门/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: /租户/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onLoggedIn).not.toHaveBeenCalled();

    await u.click(within(dialog).getByRole('combobox', { name: /部门/ }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    const chosen = options[1].textContent;
    await u.click(options[1]);
    await u.click(within(dialog).getByRole('combobox', { name: /租户/ }));
    await u.click(await screen.findByRole('option', { name: '市局' }));
    await u.click(within(dialog).getByRole('button', { name: '确认' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/dashboard/analysis'));
    expect(String(getTenantId())).toBe('2');
    const chosenCode = db.sysDepart.findFirst((q) => q.where({ departName: chosen! }))?.orgCode;
    expect(chosenCode).toBeTruthy();
    expect(getUserInfo()?.orgCode).toBe(chosenCode);
  });

  it('validates the mobile number on the phone tab', async () => {
    const { u } = setup();
    await u.click(screen.getByRole('tab', { name: '手机号登录' }));
    await u.type(screen.getByRole('textbox', { name: '手机号' }), '1234');
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入正确手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  });

  it('logs in by phone with the SMS code and rejects a wrong one with 手机验证码错误', async () => {
    const { u, onLoggedIn } = setup();
    await u.click(screen.getByRole('tab', { name: '手机号登录' }));
    await u.type(screen.getByRole('textbox', { name: '手机号' }), '18611111111');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    const code = screen.getByRole('textbox', { name: '验证码' });
    await u.type(code, '000000{Enter}');
    expect(await screen.findByText('手机验证码错误')).toBeInTheDocument();
    await u.clear(code);
    await u.type(code, `${DEMO_SMS_CODE}{Enter}`);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/dashboard/analysis'));
    expect(getUserInfo()?.username).toBe('admin');
  });
});
