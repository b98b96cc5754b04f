import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { LoginParams, LoginResult, PhoneLoginParams, SmsParams } from '@/api/sys/auth';
import type { SysDepart } from '@/api/sys/depart';
import type { SysTenant } from '@/api/sys/tenant';
import type { SysUser } from '@/api/sys/user';
import { LOGIN_MESSAGES, MOBILE_PATTERN, loginMachine, type LoginEmitted } from '@machines/login.machine';
import { RULES } from '@/validation';

const user = (username: string): SysUser => ({ id: `u-${username}`, username, realname: username, status: 1, delFlag: 0 });
const depart = (orgCode: string, departName: string): SysDepart => ({
  id: `d-${orgCode}`, parentId: null, departName, departOrder: 0, orgCategory: '1', orgType: '1', orgCode, status: '1', delFlag: '0',
});
const tenant = (id: number, name: string): SysTenant => ({ id, name, status: 1 });
const result = (patch: Partial<LoginResult> = {}): LoginResult => ({
  token: 'tok', userInfo: user('admin'), departs: [depart('A01', '省局')], multi_depart: 1, sysAllDictItems: {}, ...patch,
});

class ApiErrorLike extends Error {
  constructor(message: string, public response?: { code: number }) {
    super(message);
  }
}

interface Fakes {
  captcha?: (checkKey: number) => Promise<string>;
  login?: (p: LoginParams) => Promise<LoginResult>;
  phoneLogin?: (p: PhoneLoginParams) => Promise<LoginResult>;
  sendSms?: (p: SmsParams) => Promise<void>;
  selectDepart?: (p: { orgCode: string; username: string }) => Promise<{ userInfo: SysUser }>;
}

function start(fakes: Fakes = {}, input: { redirect?: string | null } = {}) {
  let key = 1000;
  const spies = {
    captcha: vi.fn(fakes.captcha ?? ((k: number) => Promise.resolve(`data:image/svg+xml;k=${k}`))),
    login: vi.fn(fakes.login ?? ((_: LoginParams) => Promise.resolve(result()))),
    phoneLogin: vi.fn(fakes.phoneLogin ?? ((_: PhoneLoginParams) => Promise.resolve(result()))),
    sendSms: vi.fn(fakes.sendSms ?? ((_: SmsParams) => Promise.resolve())),
    selectDepart: vi.fn(fakes.selectDepart ?? ((p: { username: string }) => Promise.resolve({ userInfo: { ...user(p.username), orgCode: 'B' } }))),
    saveLogin: vi.fn(),
    setUserInfo: vi.fn(),
    setTenantId: vi.fn(),
    clearSession: vi.fn(),
  };
  const clock = new SimulatedClock();
  const machine = loginMachine.provide({
    actors: {
      loadCaptcha: fromPromise(({ input }) => spies.captcha(input.checkKey)),
      login: fromPromise(({ input }) => spies.login(input)),
      phoneLogin: fromPromise(({ input }) => spies.phoneLogin(input)),
      sendSms: fromPromise(({ input }) => spies.sendSms(input)),
      selectDepart: fromPromise(({ input }) => spies.selectDepart(input)),
    },
    actions: {
      saveLogin: (_, p) => spies.saveLogin(p.result),
      setUserInfo: (_, p) => spies.setUserInfo(p.userInfo),
      setTenantId: (_, p) => spies.setTenantId(p.tenantId),
      clearSession: () => spies.clearSession(),
    },
  });
  const actor = createActor(machine, { clock, input: { ...input, now: () => ++key } });
  const emitted: LoginEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, spies, clock, emitted };
}

type Started = ReturnType<typeof start>;
const captchaReady = (a: Started['actor']) => waitFor(a, (s) => s.matches({ form: { captcha: 'ready' } }));
const submitIdle = (a: Started['actor']) => waitFor(a, (s) => s.status === 'done' || s.matches({ form: { submit: 'idle' } }) || s.matches('choosing'));
const account = { username: 'admin', password: '123456', captcha: 'ab12' };

describe('loginMachine captcha', () => {
  it('loads an image on start with a fresh check key', async () => {
    const { actor, spies } = start();
    await captchaReady(actor);
    expect(spies.captcha).toHaveBeenCalledWith(1001);
    expect(actor.getSnapshot().context.checkKey).toBe(1001);
    expect(actor.getSnapshot().context.captchaImage).toBe('data:image/svg+xml;k=1001');
  });

  it('refreshes with a new check key on request', async () => {
    const { actor, spies } = start();
    await captchaReady(actor);
    actor.send({ type: 'captcha.refresh' });
    expect(actor.getSnapshot().matches({ form: { captcha: 'loading' } })).toBe(true);
    await captchaReady(actor);
    expect(spies.captcha).toHaveBeenLastCalledWith(1002);
    expect(actor.getSnapshot().context.captchaImage).toContain('k=1002');
  });

  it('shows the failure and recovers on the next refresh', async () => {
    let fail = true;
    const { actor } = start({ captcha: () => (fail ? Promise.reject(new Error('网络超时')) : Promise.resolve('img')) });
    await waitFor(actor, (s) => s.matches({ form: { captcha: 'failed' } }));
    expect(actor.getSnapshot().context.captchaError).toBe('网络超时');
    fail = false;
    actor.send({ type: 'captcha.refresh' });
    await captchaReady(actor);
    expect(actor.getSnapshot().context.captchaError).toBeNull();
  });
});

describe('loginMachine account login', () => {
  it('refuses empty fields without calling the server', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'account.submit', username: ' ', password: '', captcha: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: LOGIN_MESSAGES.usernameRequired,
      password: LOGIN_MESSAGES.passwordRequired,
      captcha: LOGIN_MESSAGES.captchaRequired,
    });
    expect(spies.login).not.toHaveBeenCalled();
  });

  it('sends the credentials with the current check key and finishes with the default landing page', async () => {
    const { actor, spies } = start();
    await captchaReady(actor);
    actor.send({ type: 'account.submit', ...account });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.login).toHaveBeenCalledWith({ ...account, checkKey: 1001, remember_me: true });
    expect(spies.saveLogin).toHaveBeenCalledWith(result());
    expect(spies.setTenantId).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toBe('/dashboard/analysis');
  });

  it('finishes with a safe redirect target and ignores an unsafe one', async () => {
    const ok = start({}, { redirect: '/isystem/user?x=1' });
    ok.actor.send({ type: 'account.submit', ...account });
    await waitFor(ok.actor, (s) => s.status === 'done');
    expect(ok.actor.getSnapshot().output).toBe('/isystem/user?x=1');
    const bad = start({}, { redirect: '//evil.example' });
    bad.actor.send({ type: 'account.submit', ...account });
    await waitFor(bad.actor, (s) => s.status === 'done');
    expect(bad.actor.getSnapshot().output).toBe('/dashboard/analysis');
  });

  it('shows the server message and refreshes the captcha on a wrong password', async () => {
    const { actor, spies, emitted } = start({ login: () => Promise.reject(new ApiErrorLike('用户名或密码错误', { code: 500 })) });
    await captchaReady(actor);
    actor.send({ type: 'account.submit', ...account });
    await submitIdle(actor);
    expect(actor.getSnapshot().context.error).toBe('用户名或密码错误');
    expect(emitted).toContainEqual({ type: 'login.failed', message: '用户名或密码错误', announced: false });
    await captchaReady(actor);
    expect(spies.captcha).toHaveBeenCalledTimes(2);
  });

  it('refreshes the captcha on code 412', async () => {
    const { actor, spies } = start({ login: () => Promise.reject(new ApiErrorLike('验证码错误', { code: 412 })) });
    await captchaReady(actor);
    actor.send({ type: 'account.submit', ...account });
    await submitIdle(actor);
    await captchaReady(actor);
    expect(spies.captcha).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toBe('验证码错误');
  });

  it('keeps the captcha for other failures such as a frozen account', async () => {
    const { actor, spies } = start({ login: () => Promise.reject(new ApiErrorLike('该用户已冻结', { code: 500 })) });
    await captchaReady(actor);
    actor.send({ type: 'account.submit', ...account });
    await submitIdle(actor);
    expect(actor.getSnapshot().context.error).toBe('该用户已冻结');
    expect(spies.captcha).toHaveBeenCalledTimes(1);
  });

  it('clears the previous error when the user retries', async () => {
    let calls = 0;
    const { actor } = start({ login: () => (++calls === 1 ? Promise.reject(new Error('该用户不存在，请注册')) : new Promise(() => {})) });
    actor.send({ type: 'account.submit', ...account });
    await submitIdle(actor);
    actor.send({ type: 'account.submit', ...account });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores a second submit while authenticating', async () => {
    const { actor, spies } = start({ login: () => new Promise(() => {}) });
    actor.send({ type: 'account.submit', ...account });
    actor.send({ type: 'account.submit', ...account });
    expect(spies.login).toHaveBeenCalledTimes(1);
  });

  it('warns when the account has no department and still logs in', async () => {
    const { actor, emitted } = start({ login: () => Promise.resolve(result({ multi_depart: 0, departs: [] })) });
    actor.send({ type: 'account.submit', ...account });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toContainEqual({ type: 'login.warning', message: '您尚未归属部门,请确认账号信息' });
  });

  it('auto-selects the only tenant', async () => {
    const { actor, spies } = start({ login: () => Promise.resolve(result({ tenantList: [tenant(1, '省局')] })) });
    actor.send({ type: 'account.submit', ...account });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.setTenantId).toHaveBeenCalledWith(1);
  });

  it('switching tabs clears field errors and the alert', async () => {
    const { actor } = start({ login: () => Promise.reject(new Error('x')) });
    actor.send({ type: 'account.submit', ...account });
    await submitIdle(actor);
    actor.send({ type: 'account.submit', username: '', password: '', captcha: '' });
    actor.send({ type: 'tab.select', tab: 'phone' });
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'phone', fieldErrors: {}, error: null });
  });
});

describe('loginMachine chooser', () => {
  const jeecg = result({
    userInfo: user('jeecg'),
    multi_depart: 2,
    departs: [depart('A01A01', '办公室'), depart('A01A02', '财务处')],
    tenantList: [tenant(1, '省局'), tenant(2, '市局')],
  });

  async function toChooser(r: LoginResult, fakes: Fakes = {}) {
    const s = start({ login: () => Promise.resolve(r), ...fakes });
    s.actor.send({ type: 'account.submit', ...account });
    await waitFor(s.actor, (x) => x.matches('choosing'));
    return s;
  }

  it('asks for department and tenant when the user has several of both', async () => {
    const { actor, spies } = await toChooser(jeecg);
    const c = actor.getSnapshot().context;
    expect(c).toMatchObject({ needDepart: true, needTenant: true, orgCode: '', tenantId: null });
    expect(c.departs).toHaveLength(2);
    expect(spies.saveLogin).toHaveBeenCalledTimes(1);
  });

  it('refuses to confirm until both are chosen', async () => {
    const { actor, spies } = await toChooser(jeecg);
    actor.send({ type: 'chooser.confirm' });
    expect(actor.getSnapshot().context.chooserSubmitted).toBe(true);
    actor.send({ type: 'chooser.depart', orgCode: 'A01A02' });
    actor.send({ type: 'chooser.confirm' });
    expect(actor.getSnapshot().matches({ choosing: 'editing' })).toBe(true);
    expect(spies.selectDepart).not.toHaveBeenCalled();
  });

  it('selects the department, stores its user info and the tenant, then finishes', async () => {
    const { actor, spies } = await toChooser(jeecg);
    actor.send({ type: 'chooser.depart', orgCode: 'A01A02' });
    actor.send({ type: 'chooser.tenant', tenantId: 2 });
    actor.send({ type: 'chooser.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.selectDepart).toHaveBeenCalledWith({ orgCode: 'A01A02', username: 'jeecg' });
    expect(spies.setUserInfo).toHaveBeenCalledWith(expect.objectContaining({ username: 'jeecg', orgCode: 'B' }));
    expect(spies.setTenantId).toHaveBeenCalledWith(2);
  });

  it('asks only for the tenant when there is one department, without calling selectDepart', async () => {
    const { actor, spies } = await toChooser(result({ tenantList: [tenant(1, 'a'), tenant(2, 'b')] }));
    expect(actor.getSnapshot().context.needDepart).toBe(false);
    actor.send({ type: 'chooser.tenant', tenantId: 1 });
    actor.send({ type: 'chooser.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.selectDepart).not.toHaveBeenCalled();
    expect(spies.setTenantId).toHaveBeenCalledWith(1);
  });

  it('asks only for the department when there is no tenant list', async () => {
    const { actor, spies } = await toChooser(result({ multi_depart: 2, departs: jeecg.departs }));
    expect(actor.getSnapshot().context.needTenant).toBe(false);
    actor.send({ type: 'chooser.depart', orgCode: 'A01A01' });
    actor.send({ type: 'chooser.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.setTenantId).not.toHaveBeenCalled();
  });

  it('stays in the chooser with the server message when selectDepart fails', async () => {
    const { actor, spies } = await toChooser(jeecg, { selectDepart: () => Promise.reject(new Error('操作失败')) });
    actor.send({ type: 'chooser.depart', orgCode: 'A01A01' });
    actor.send({ type: 'chooser.tenant', tenantId: 1 });
    actor.send({ type: 'chooser.confirm' });
    await waitFor(actor, (s) => s.matches({ choosing: 'editing' }) && s.context.chooserError !== null);
    expect(actor.getSnapshot().context.chooserError).toBe('操作失败');
    expect(spies.setTenantId).not.toHaveBeenCalled();
  });

  it('cancelling clears the stored session and returns to the form with a new captcha', async () => {
    const { actor, spies } = await toChooser(jeecg);
    actor.send({ type: 'chooser.cancel' });
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ form: { submit: 'idle' } })).toBe(true);
    await captchaReady(actor);
    expect(spies.captcha).toHaveBeenCalledTimes(2);
  });
});

describe('loginMachine phone login', () => {
  it('uses the console’s one mobile rule (1, then 3, 4, 5, 7 or 8, then nine digits)', () => {
    expect(MOBILE_PATTERN).toBe(RULES.mobile.pattern);
    expect(MOBILE_PATTERN.test('13800138000')).toBe(true);
    expect(MOBILE_PATTERN.test('17012345678')).toBe(true);
    expect(MOBILE_PATTERN.test('12345678901')).toBe(false);
    expect(MOBILE_PATTERN.test('1380013800')).toBe(false);
    expect(MOBILE_PATTERN.test('16012345678')).toBe(false);
    expect(MOBILE_PATTERN.test('15,12345678')).toBe(false);
  });

  it('refuses to send an SMS to an empty or malformed number', () => {
    const { actor, spies } = start();
    actor.send({ type: 'sms.send', mobile: '' });
    expect(actor.getSnapshot().context.fieldErrors.mobile).toBe('请输入手机号');
    actor.send({ type: 'sms.send', mobile: '12345' });
    expect(actor.getSnapshot().context.fieldErrors.mobile).toBe('请输入正确手机号');
    expect(spies.sendSms).not.toHaveBeenCalled();
  });

  it('sends the SMS in login mode and counts down 60 seconds on the clock', async () => {
    const { actor, spies, clock } = start();
    actor.send({ type: 'sms.send', mobile: '13800138000' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ form: { sms: 'counting' } }));
    expect(spies.sendSms).toHaveBeenCalledWith({ mobile: '13800138000', smsmode: '0' });
    expect(actor.getSnapshot().context.countdown).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.countdown).toBe(59);
    actor.send({ type: 'sms.send', mobile: '13800138000' });
    expect(spies.sendSms).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 58; i++) clock.increment(1000);
    expect(actor.getSnapshot().context.countdown).toBe(1);
    clock.increment(1000);
    expect(actor.getSnapshot().context.countdown).toBe(0);
    expect(actor.getSnapshot().matches({ form: { sms: 'idle' } })).toBe(true);
  });

  it('reports an SMS failure and allows another try', async () => {
    const { actor, emitted } = start({ sendSms: () => Promise.reject(new Error('该用户不存在或未绑定手机号')) });
    actor.send({ type: 'sms.send', mobile: '13800138000' });
    await waitFor(actor, (s) => s.matches({ form: { sms: 'idle' } }));
    expect(actor.getSnapshot().context.error).toBe('该用户不存在或未绑定手机号');
    expect(emitted).toContainEqual({ type: 'sms.failed', message: '该用户不存在或未绑定手机号' });
  });

  it('validates the phone form before logging in', () => {
    const { actor, spies } = start();
    actor.send({ type: 'phone.submit', mobile: '123', captcha: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ mobile: '请输入正确手机号', smsCode: LOGIN_MESSAGES.captchaRequired });
    expect(spies.phoneLogin).not.toHaveBeenCalled();
  });

  it('logs in by phone through the same chooser flow', async () => {
    const { actor, spies } = start({ phoneLogin: () => Promise.resolve(result({ tenantList: [tenant(3, 'x')] })) });
    actor.send({ type: 'phone.submit', mobile: '13800138000', captcha: '1234' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.phoneLogin).toHaveBeenCalledWith({ mobile: '13800138000', captcha: '1234' });
    expect(spies.setTenantId).toHaveBeenCalledWith(3);
  });

  it('shows the phone quirk message without touching the captcha image', async () => {
    const { actor, spies } = start({ phoneLogin: () => Promise.reject(new ApiErrorLike('手机验证码错误', { code: 0 })) });
    await captchaReady(actor);
    actor.send({ type: 'phone.submit', mobile: '13800138000', captcha: '0000' });
    await submitIdle(actor);
    expect(actor.getSnapshot().context.error).toBe('手机验证码错误');
    expect(spies.captcha).toHaveBeenCalledTimes(1);
  });
});
