import type { Story } from '@ladle/react';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { LoginResult } from '@/api/sys/auth';
import type { SysDepart } from '@/api/sys/depart';
import type { SysTenant } from '@/api/sys/tenant';
import type { SysUser } from '@/api/sys/user';
import { LoginPage, LoginView, type LoginNotice, type LoginServices, type LoginViewProps } from '@/features/login';
import { shows } from './story-shows';

export default { title: 'Login' };

const CODES = ['K7pX', 'a3Mn', 'Qz82', 'hT5w'];

/** An SVG like the fake server's, with the code in <title> (shown in the alt in demo mode). */
function captchaSvg(code: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="40"><title>captcha:${code}</title><rect width="112" height="40" fill="#eef"/><text x="20" y="28" font-size="22" font-family="monospace" fill="#335">${code}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

const user = (username: string, realname: string): SysUser => ({ id: username, username, realname, status: 1, delFlag: 0 });
const depart = (orgCode: string, departName: string): SysDepart => ({
  id: orgCode, parentId: null, departName, departOrder: 0, orgCategory: '1', orgType: '1', orgCode, status: '1', delFlag: '0',
});
const tenants: SysTenant[] = [
  { id: 1, name: '省局', status: 1 },
  { id: 2, name: '市局', status: 1 },
];
const departs = [depart('A01A01', '办公室'), depart('A01A02', '政策法规处')];

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Offline services: admin logs straight in, jeecg needs the chooser, anything else fails like the server. */
function fakeServices(): Partial<LoginServices> {
  let n = 0;
  return {
    getCaptcha: async () => {
      await wait(300);
      return captchaSvg(CODES[n++ % CODES.length]);
    },
    login: async (p) => {
      await wait(600);
      if (p.password !== '123456') throw new Error('用户名或密码错误');
      const multi = p.username === 'jeecg';
      const result: LoginResult = {
        token: 'story-token',
        userInfo: user(p.username, p.username),
        departs: multi ? departs : [departs[0]],
        multi_depart: multi ? 2 : 1,
        sysAllDictItems: {},
        ...(multi ? { tenantList: tenants } : {}),
      };
      return result;
    },
    phoneLogin: async () => {
      await wait(600);
      throw new Error('手机验证码错误');
    },
    sendSms: async () => {
      await wait(400);
    },
    selectDepart: async (p) => {
      await wait(400);
      return { userInfo: { ...user(p.username, p.username), orgCode: p.orgCode } };
    },
    saveLogin: () => undefined,
    setUserInfo: () => undefined,
    setTenantId: () => undefined,
    clearSession: () => undefined,
  };
}

function Interactive(props: { initialTab?: 'account' | 'phone' }) {
  const [log, setLog] = useState<string[]>([]);
  const [services] = useState(fakeServices);
  const push = (line: string) => setLog((l) => [...l.slice(-3), line]);
  return (
    <Box>
      <LoginPage
        demo
        services={services}
        initialTab={props.initialTab}
        notify={(n: LoginNotice) => push(`${n.level}: ${n.title ? `${n.title} — ` : ''}${n.message}`)}
        onLoggedIn={(to) => push(`onLoggedIn(${to})`)}
      />
      {log.length > 0 && (
        <Box sx={{ position: 'fixed', bottom: 8, left: 8, display: 'grid', gap: 0.5 }}>
          {log.map((l, i) => (
            <Alert key={i} severity="info" variant="outlined">
              {l}
            </Alert>
          ))}
        </Box>
      )}
    </Box>
  );
}

const noop = () => undefined;
const closedChooser: LoginViewProps['chooser'] = {
  open: false, needDepart: false, needTenant: false, departs: [], tenants: [], orgCode: '', tenantId: null,
  submitted: false, error: null, busy: false, onDepart: noop, onTenant: noop, onConfirm: noop, onCancel: noop,
};
const base: LoginViewProps = {
  tab: 'account',
  account: { username: 'admin', password: '123456', captcha: '' },
  phone: { mobile: '', smsCode: '' },
  fieldErrors: {},
  captcha: { image: captchaSvg('K7pX'), loading: false, error: null },
  demo: true,
  countdown: 0,
  smsSending: false,
  error: null,
  submitting: false,
  locked: false,
  chooser: closedChooser,
  onTab: noop, onAccount: noop, onPhone: noop, onRefreshCaptcha: noop, onSendSms: noop, onThirdLogin: noop,
  onSubmit: noop,
};

/** The live page with offline fakes: admin/123456 logs in, jeecg/123456 opens the chooser, a wrong password fails. */
export const Idle: Story = () => <Interactive />;
shows(Idle, { text: ['用户名', '验证码'], roles: [{ role: 'heading', name: '省局网站管理后台' }, { role: 'img', name: '验证码 K7pX' }, { role: 'button', name: '登录', disabled: false }], absent: ['用户名或密码错误', '请输入用户名'] });

export const Submitting: Story = () => (
  <LoginView {...base} account={{ ...base.account, captcha: 'K7pX' }} submitting locked />
);
shows(Submitting, { roles: [{ role: 'button', name: '登录', disabled: true }, { role: 'progressbar' }], absent: ['用户名或密码错误'] });

export const ServerError: Story = () => (
  <LoginView {...base} account={{ ...base.account, captcha: 'zzzz' }} error="用户名或密码错误" />
);
shows(ServerError, { roles: [{ role: 'alert' }], text: ['用户名或密码错误'] });

export const EmptyFields: Story = () => (
  <LoginView
    {...base}
    account={{ username: '', password: '', captcha: '' }}
    fieldErrors={{ username: '请输入用户名', password: '请输入密码', captcha: '请输入验证码' }}
  />
);
shows(EmptyFields, { text: ['请输入用户名', '请输入密码', '请输入验证码'], absent: ['用户名或密码错误'] });

/** Click the picture: it shows a spinner, then a new code. */
export const CaptchaRefresh: Story = () => <Interactive />;
shows(CaptchaRefresh, { roles: [{ role: 'img', name: '验证码 K7pX' }, { role: 'button', name: '看不清？点击更换验证码', disabled: false }] });

export const CaptchaLoading: Story = () => <LoginView {...base} captcha={{ image: null, loading: true, error: null }} />;
shows(CaptchaLoading, { roles: [{ role: 'progressbar', name: '验证码' }, { role: 'button', name: '看不清？点击更换验证码', disabled: true }] });

export const CaptchaFailed: Story = () => <LoginView {...base} captcha={{ image: null, loading: false, error: '网络超时' }} />;
shows(CaptchaFailed, { text: ['网络超时'], roles: [{ role: 'img', name: '验证码' }] });

export const PhoneTab: Story = () => <Interactive initialTab="phone" />;
shows(PhoneTab, { text: ['手机号'], roles: [{ role: 'button', name: '获取验证码', disabled: false }, { role: 'tab', name: '手机号登录' }], absent: ['用户名', '密码密码'] });

export const PhoneCountdown: Story = () => (
  <LoginView {...base} tab="phone" phone={{ mobile: '13800138000', smsCode: '' }} countdown={42} />
);
shows(PhoneCountdown, { roles: [{ role: 'button', name: '42 s', disabled: true }], absent: ['获取验证码'] });

export const PhoneInvalidNumber: Story = () => (
  <LoginView {...base} tab="phone" phone={{ mobile: '12345', smsCode: '' }} fieldErrors={{ mobile: '请输入正确手机号' }} />
);
shows(PhoneInvalidNumber, { text: ['请输入正确手机号'], roles: [{ role: 'button', name: '获取验证码' }] });

export const ChooserTenantAndDepart: Story = () => (
  <LoginView {...base} locked chooser={{ ...closedChooser, open: true, needDepart: true, needTenant: true, departs, tenants }} />
);
shows(ChooserTenantAndDepart, { text: ['租户', '部门'], roles: [{ role: 'dialog', name: '请选择租户和部门' }, { role: 'button', name: '确认', disabled: false }] });

export const ChooserRequiredMissing: Story = () => (
  <LoginView
    {...base}
    locked
    chooser={{ ...closedChooser, open: true, needDepart: true, needTenant: true, departs, tenants, tenantId: 2, submitted: true }}
  />
);
shows(ChooserRequiredMissing, { text: ['市局'], roles: [{ role: 'dialog', name: '请选择租户和部门' }] });

export const ChooserDepartOnly: Story = () => (
  <LoginView {...base} locked chooser={{ ...closedChooser, open: true, needDepart: true, departs, orgCode: 'A01A02' }} />
);
shows(ChooserDepartOnly, { text: ['政策法规处'], roles: [{ role: 'dialog', name: '请选择部门' }], absent: ['租户'] });

export const ChooserSaving: Story = () => (
  <LoginView
    {...base}
    locked
    chooser={{ ...closedChooser, open: true, needTenant: true, tenants, tenantId: 1, busy: true }}
  />
);
shows(ChooserSaving, { roles: [{ role: 'dialog', name: '请选择租户' }, { role: 'button', name: '确认', disabled: true }, { role: 'progressbar' }], absent: ['部门'] });
