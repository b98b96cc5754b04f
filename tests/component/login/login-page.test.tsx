/** LoginPage against injected fakes: UI wiring that does not need the fake backend. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage, captchaAlt, captchaCodeFromImage, type LoginServices } from '@/features/login';
import type { LoginResult } from '@/api/sys/auth';
import type { SysUser } from '@/api/sys/user';

const svg = (code: string) => `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg"><title>captcha:${code}</title></svg>`)}`;
const user = (username: string): SysUser => ({ id: username, username, realname: username, status: 1, delFlag: 0 });
const ok = (patch: Partial<LoginResult> = {}): LoginResult => ({ token: 't', userInfo: user('admin'), departs: [], multi_depart: 1, sysAllDictItems: {}, ...patch });

function setup(services: Partial<LoginServices> = {}, props: { redirect?: string; demo?: boolean; initialTab?: 'account' | 'phone' } = {}) {
  let n = 0;
  const base: Partial<LoginServices> = {
    getCaptcha: vi.fn(async () => svg(`C${++n}xx`)),
    login: vi.fn(async () => ok()),
    phoneLogin: vi.fn(async () => ok()),
    sendSms: vi.fn(async () => undefined),
    selectDepart: vi.fn(async (p: { username: string; orgCode: string }) => ({ userInfo: { ...user(p.username), orgCode: p.orgCode } })),
    saveLogin: vi.fn(),
    setUserInfo: vi.fn(),
    setTenantId: vi.fn(),
    clearSession: vi.fn(),
  };
  const s = { ...base, ...services };
  const onLoggedIn = vi.fn();
  const notify = vi.fn();
  const u = userEvent.setup({ delay: null });
  render(<LoginPage services={s} onLoggedIn={onLoggedIn} notify={notify} demo={props.demo ?? true} redirect={props.redirect} initialTab={props.initialTab} />);
  return { s, onLoggedIn, notify, u };
}

describe('LoginPage (fake services)', () => {
  it('shows the site title, both tabs, the pre-filled account form and focuses the captcha', async () => {
    setup();
    expect(screen.getByRole('heading', { name: '省局网站管理后台' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '账号密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '手机号登录' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('123456');
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveFocus();
    expect(await screen.findByRole('img', { name: '验证码 C1xx' })).toBeInTheDocument();
  });

  it('uses the plain alt 验证码 outside demo builds', async () => {
    setup({}, { demo: false });
    const img = await screen.findByRole('img', { name: '验证码' });
    expect(img.getAttribute('src')).toContain('data:image/svg+xml');
  });

  it('starts with an empty account form outside demo builds', async () => {
    setup({}, { demo: false });
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('');
    expect(screen.getByLabelText('密码')).toHaveValue('');
    await screen.findByRole('img', { name: '验证码' });
  });

  it('refreshes the captcha when the picture is clicked', async () => {
    const { u, s } = setup();
    await u.click(await screen.findByRole('img', { name: '验证码 C1xx' }));
    expect(await screen.findByRole('img', { name: '验证码 C2xx' })).toBeInTheDocument();
    expect(s.getCaptcha).toHaveBeenCalledTimes(2);
  });

  it('submits on Enter, shows progress, greets and hands over the safe redirect', async () => {
    let release!: () => void;
    const login = vi.fn(() => new Promise<LoginResult>((r) => (release = () => r(ok()))));
    const { u, onLoggedIn, notify } = setup({ login }, { redirect: '/isystem/user?page=2' });
    await screen.findByRole('img', { name: /验证码 / });
    await u.type(screen.getByRole('textbox', { name: '验证码' }), 'abcd{Enter}');
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ username: 'admin', password: '123456', captcha: 'abcd' }));
    expect(screen.getByRole('button', { name: '登录' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '用户名' })).toBeDisabled();
    release();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/isystem/user?page=2'));
    expect(notify).toHaveBeenCalledWith({ level: 'success', message: expect.stringMatching(/^(早上好|上午好|中午好|下午好|晚上好)，欢迎回来$/) });
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('shows required messages instead of calling the server', async () => {
    const { u, s } = setup();
    await u.clear(screen.getByRole('textbox', { name: '用户名' }));
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(s.login).not.toHaveBeenCalled();
  });

  it('shows the server message in an alert and a 登录失败 notification', async () => {
    const { u, notify } = setup({ login: vi.fn(async () => Promise.reject(new Error('该用户已冻结'))) });
    await u.type(screen.getByRole('textbox', { name: '验证码' }), 'abcd{Enter}');
    expect(await screen.findByText('该用户已冻结')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ level: 'error', title: '登录失败', message: '该用户已冻结' });
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('falls back to its own snackbar when no notify is given', async () => {
    const u = userEvent.setup({ delay: null });
    render(
      <LoginPage
        onLoggedIn={vi.fn()}
        defaultAccount={{ username: 'admin', password: 'wrong' }}
        services={{ getCaptcha: async () => svg('ABCD'), login: async () => Promise.reject(new Error('用户名或密码错误')) }}
      />,
    );
    await u.type(screen.getByRole('textbox', { name: '验证码' }), 'x{Enter}');
    await waitFor(() => expect(screen.getAllByText('用户名或密码错误')).toHaveLength(2));
    expect(screen.getByText('登录失败')).toBeInTheDocument();
  });

  it('requires a department and a tenant in the chooser, then stores both', async () => {
    const result = ok({
      userInfo: user('jeecg'),
      multi_depart: 2,
      departs: [
        { id: 'd1', parentId: null, departName: '办公室', departOrder: 0, orgCategory: '1', orgType: '1', orgCode: 'A01A01', status: '1', delFlag: '0' },
        { id: 'd2', parentId: null, departName: '财务处', departOrder: 1, orgCategory: '1', orgType: '1', orgCode: 'A01A02', status: '1', delFlag: '0' },
      ],
      tenantList: [
        { id: 1, name: '省局', status: 1 },
        { id: 2, name: '市局', status: 1 },
      ],
    });
    const { u, s, onLoggedIn } = setup({ login: vi.fn(async () => result) });
    await u.type(screen.getByRole('textbox', { name: '验证码' }), 'abcd{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '请选择租户和部门' });
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByRole('combobox', { name: /部门/ })).toHaveAttribute('aria-invalid', 'true');
    expect(s.selectDepart).not.toHaveBeenCalled();
    await u.click(within(dialog).getByRole('combobox', { name: /部门/ }));
    await u.click(await screen.findByRole('option', { name: '财务处' }));
    await u.click(within(dialog).getByRole('combobox', { name: /租户/ }));
    await u.click(await screen.findByRole('option', { name: '市局' }));
    await u.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('/dashboard/analysis'));
    expect(s.selectDepart).toHaveBeenCalledWith({ orgCode: 'A01A02', username: 'jeecg' });
    expect(s.setTenantId).toHaveBeenCalledWith(2);
  });

  it('warns when the user belongs to no department', async () => {
    const { u, notify, onLoggedIn } = setup({ login: vi.fn(async () => ok({ multi_depart: 0 })) });
    await u.type(screen.getByRole('textbox', { name: '验证码' }), 'abcd{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith({ level: 'warning', message: '您尚未归属部门,请确认账号信息' });
  });

  it('validates the mobile number on the phone tab before sending an SMS', async () => {
    const { u, s } = setup();
    await u.click(screen.getByRole('tab', { name: '手机号登录' }));
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveFocus();
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: '手机号' }), '12345678901');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入正确手机号')).toBeInTheDocument();
    expect(s.sendSms).not.toHaveBeenCalled();
  });

  it('sends the SMS and counts down on the button', async () => {
    const { u, s } = setup({}, { initialTab: 'phone' });
    await u.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await u.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 s' })).toBeDisabled();
    expect(s.sendSms).toHaveBeenCalledWith({ mobile: '13800138000', smsmode: '0' });
  });

  it('logs in by phone with the SMS code', async () => {
    const { u, s, onLoggedIn } = setup({}, { initialTab: 'phone' });
    await u.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await u.type(screen.getByRole('textbox', { name: '验证码' }), '1234{Enter}');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(s.phoneLogin).toHaveBeenCalledWith({ mobile: '13800138000', captcha: '1234' });
  });
});

describe('captcha alt helpers', () => {
  it('reads the code from base64 and URL-encoded SVG data URLs', () => {
    expect(captchaCodeFromImage(svg('Ab3d'))).toBe('Ab3d');
    expect(captchaCodeFromImage(`data:image/svg+xml,${encodeURIComponent('<svg><title>captcha:ZZ99</title></svg>')}`)).toBe('ZZ99');
    expect(captchaCodeFromImage('data:image/jpg;base64,AAAA')).toBeNull();
    expect(captchaCodeFromImage(null)).toBeNull();
  });

  it('only reveals the code in demo mode', () => {
    expect(captchaAlt(svg('Ab3d'), true)).toBe('验证码 Ab3d');
    expect(captchaAlt(svg('Ab3d'), false)).toBe('验证码');
    expect(captchaAlt('data:image/jpg;base64,AAAA', true)).toBe('验证码');
  });
});
