import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import { http, HttpResponse, delay } from 'msw';
import Box from '@mui/material/Box';
import type { Page } from '@/api/envelope';
import type { AccountBinding } from '@/api/sys/account';
import type { AnnouncementSendModel } from '@/api/sys/announcement';
import type { SysLog } from '@/api/sys/log';
import type { SysUser } from '@/api/sys/user';
import { AccountCenterView } from '@/features/account/center/AccountCenterPage';
import type { ActivityLoaders } from '@/features/account/center/ActivityTabs';
import type { CenterData } from '@/features/account/center/center-data';
import { BaseSettingForm } from '@/features/account/settings/BaseSettingPage';
import { BindingSettings } from '@/features/account/settings/BindingPage';
import { CustomSettings } from '@/features/account/settings/CustomPage';
import { SecuritySettings } from '@/features/account/settings/SecurityPage';
import { SettingsLayout } from '@/features/account/settings/SettingsLayout';
import { shows } from './story-shows';

export default { title: 'Account / Centre and settings' };

const API = '*/zw-lgb2';
const envelope = <T,>(result: T, message = '', success = true) => ({ success, code: success ? 200 : 500, message, result, timestamp: Date.now() });
const later = <T,>(value: T, ms = 400) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

const editor: SysUser = {
  id: 'u-editor',
  username: 'editor',
  realname: '李文静',
  avatar: null,
  birthday: '1981-02-11',
  sex: 2,
  email: 'editor@example.com',
  phone: '18622222222',
  orgCode: 'A01A05A04',
  status: 1,
  delFlag: 0,
  workNo: 'ZW00002',
  post: 'editor',
};

const blank: SysUser = { id: 'u-new', username: 'newcomer', realname: '', status: 1, delFlag: 0, phone: '', email: '' };

/** The calls 基本设置 makes besides the form: extras, departments (two, so 部门切换 shows), duplicate check, save. */
function baseHandlers(saveFails = false) {
  return [
    http.get(`${API}/account/profile`, () => HttpResponse.json(envelope({ tags: ['认真负责'], description: '负责门户网站内容的编辑与发布' }))),
    http.get(`${API}/sys/user/getCurrentUserDeparts`, () =>
      HttpResponse.json({ ...envelope({ list: [{ id: 'd1', orgCode: 'A01A05A04', departName: '宣传处' }, { id: 'd2', orgCode: 'A01A06', departName: '办公室' }], orgCode: 'A01A05A04' }), code: 0 }),
    ),
    http.get(`${API}/sys/duplicate/check`, ({ request }) => {
      const value = new URL(request.url).searchParams.get('fieldVal');
      return HttpResponse.json(value === '18611111111' ? envelope(null, '该值不可用，系统中已存在！', false) : envelope(null, '该值可用！'));
    }),
    http.get(`${API}/sys/user/queryUserRole`, () => HttpResponse.json({ ...envelope(['r2']), code: 0 })),
    http.get(`${API}/sys/user/userDepartList`, () => HttpResponse.json(envelope([{ key: 'd1', value: 'd1', title: '宣传处' }]))),
    http.put(`${API}/account/profile`, async ({ request }) => HttpResponse.json(envelope(await request.json(), '保存成功！'))),
    http.put(`${API}/sys/user/edit`, async () => {
      await delay(600);
      return HttpResponse.json(saveFails ? envelope(null, '操作失败', false) : envelope(null, '修改成功!'));
    }),
  ];
}

function InSettings({ children, active = 'base' }: { children: ReactNode; active?: 'base' | 'security' | 'custom' | 'binding' }) {
  return (
    <Box sx={{ p: 2 }}>
      <SettingsLayout active={active}>{children}</SettingsLayout>
    </Box>
  );
}

/** 基本设置 of a user with nothing filled in: submit to see the rules. */
export const BaseEmpty: Story = () => (
  <InSettings>
    <BaseSettingForm initialUser={blank} />
  </InSettings>
);
BaseEmpty.msw = baseHandlers();
shows(BaseEmpty, { text: ['登录账号', '真实姓名', '负责门户网站内容的编辑与发布', '部门切换'], roles: [{ role: 'heading', name: '基本设置' }, { role: 'button', name: '更新基本信息' }], absent: ['请输入用户名称!', '1981-02-11'] });

/** 基本设置 filled; two departments, so 部门切换 is offered. Phone 18611111111 is taken. */
export const BaseFilled: Story = () => (
  <InSettings>
    <BaseSettingForm initialUser={editor} />
  </InSettings>
);
BaseFilled.msw = baseHandlers();
shows(BaseFilled, { text: ['性别女', '1981-02-11', '部门切换'], roles: [{ role: 'heading', name: '基本设置' }], absent: ['请输入用户名称!', '邮箱格式不正确'] });

/** Invalid values with the rules' messages shown. */
export const BaseInvalid: Story = () => (
  <InSettings>
    <BaseSettingForm initialUser={{ ...editor, realname: '', phone: '12345', email: 'not-an-email' }} validateOnOpen />
  </InSettings>
);
BaseInvalid.msw = baseHandlers();
shows(BaseInvalid, { text: ['请输入用户名称!', '请输入正确手机号', '邮箱格式不正确'], roles: [{ role: 'heading', name: '基本设置' }] });

/** The server refuses the save: 更新基本信息 shows 操作失败. */
export const BaseServerFailure: Story = () => (
  <InSettings>
    <BaseSettingForm initialUser={editor} />
  </InSettings>
);
BaseServerFailure.msw = baseHandlers(true);
shows(BaseServerFailure, { text: ['性别女', '1981-02-11'], roles: [{ role: 'heading', name: '基本设置' }, { role: 'button', name: '更新基本信息' }], absent: ['请输入用户名称!'] });

/** 安全设置: old password "wrong" is refused with 旧密码输入错误!; MFA and 密保问题 say they are unavailable. */
export const Security: Story = () => (
  <InSettings active="security">
    <SecuritySettings
      user={editor}
      submitPassword={(v) => (v.oldpassword === 'wrong' ? later(null, 600).then(() => Promise.reject(new Error('旧密码输入错误!'))) : later('密码重置成功!', 600))}
    />
  </InSettings>
);
shows(Security, { text: ['已绑定手机：186****2222', '未设置密保问题', '已绑定邮箱：ed***@example.com', '未绑定 MFA 设备'], roles: [{ role: 'heading', name: '安全设置' }] });

const bindings: AccountBinding[] = [
  { type: 'dingtalk', bound: true, account: '李文静（钉钉）', bindTime: '2026-10-20 09:30:00' },
  { type: 'wechat_enterprise', bound: false },
  { type: 'wechat', bound: false },
];

/** 账户绑定 with 钉钉 bound and the 绑定企业微信 dialog open. */
export const BindingDialog: Story = () => (
  <InSettings active="binding">
    <BindingSettings load={() => later(bindings)} initialDialog="wechat_enterprise" />
  </InSettings>
);
shows(BindingDialog, { text: ['已绑定账号：李文静（钉钉）', '演示环境没有接入企业微信，无法完成绑定。'], roles: [{ role: 'dialog', name: '绑定企业微信' }, { role: 'button', name: '知道了' }] });

/** 个性化设置: the same store as the 系统设置 drawer; changes apply to this page at once. */
export const Custom: Story = () => (
  <InSettings active="custom">
    <CustomSettings />
  </InSettings>
);
shows(Custom, { text: ['整体界面的主题色', '暗色菜单风格', '顶部栏导航'], roles: [{ role: 'heading', name: '个性化设置' }, { role: 'switch', name: '多页签模式', checked: true }] });

const page = <T,>(records: T[]): Page<T> => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  orders: [],
  optimizeCountSql: true,
  searchCount: true,
  countId: null,
  maxLimit: null,
  pages: 1,
});

const centerData: CenterData = {
  user: { ...editor, post_dictText: '编辑', orgCodeTxt: '宣传处' },
  departs: [{ id: 'd1', parentId: null, departName: '宣传处', orgCode: 'A01A05A04' } as CenterData['departs'][number]],
  currentOrgCode: 'A01A05A04',
  roles: ['内容编辑'],
  lastLogin: { id: 'l1', logContent: '用户名: editor,登录成功！', logType: 1, ip: '10.1.2.3', createTime: '2026-11-21 08:59:12' },
  extras: { tags: ['认真负责', '团队协作'], description: '负责门户网站内容的编辑与发布' },
};

const messages: AnnouncementSendModel[] = [
  { id: 's1', anntId: 'a1', userId: 'u-editor', titile: '关于开展冬季安全生产检查的通知', msgContent: null, sender: '管理员', priority: 'H', readFlag: '0', sendTime: '2026-11-20 10:00:00', msgCategory: '1', busId: null, busType: null, openType: null, openPage: null, msgAbstract: null },
  { id: 's2', anntId: 'a2', userId: 'u-editor', titile: '门户网站栏目调整说明', msgContent: null, sender: '管理员', priority: 'L', readFlag: '1', sendTime: '2026-11-18 15:30:00', msgCategory: '1', busId: null, busType: null, openType: null, openPage: null, msgAbstract: null },
];
const logins: SysLog[] = [
  { id: 'l1', logContent: '用户名: editor,登录成功！', logType: 1, ip: '10.1.2.3', createTime: '2026-11-21 08:59:12', userid: 'editor', username: '李文静' },
  { id: 'l2', logContent: '用户名: editor,退出成功！', logType: 1, ip: '10.1.2.3', createTime: '2026-11-20 18:02:40', userid: 'editor', username: '李文静' },
];
const loaders: ActivityLoaders = { messages: () => later(page(messages)), logins: () => later(page(logins)) };
const saveTags = (tags: string[]) => later(tags, 300);

/** 个人中心 with profile, tags, 我的消息 and 我的登录记录. */
export const CentreFilled: Story = () => (
  <Box sx={{ p: 2 }}>
    <AccountCenterView load={() => later(centerData)} saveTags={saveTags} loaders={loaders} />
  </Box>
);
shows(CentreFilled, { text: ['负责门户网站内容的编辑与发布', 'ZW00002', '宣传处', '认真负责', '团队协作', '2026-11-21 08:59:12（10.1.2.3）', '关于开展冬季安全生产检查的通知'], roles: [{ role: 'heading', name: '李文静' }, { role: 'tab', name: '我的登录记录' }] });

/** 个人中心 while the profile is read. */
export const CentreLoading: Story = () => (
  <Box sx={{ p: 2 }}>
    <AccountCenterView load={() => new Promise<CenterData>(() => undefined)} saveTags={saveTags} loaders={loaders} />
  </Box>
);
shows(CentreLoading, { roles: [{ role: 'progressbar', name: '加载中' }], absent: ['李文静', '加载失败'] });

/** 个人中心 when the profile cannot be read: the message and 重试. */
export const CentreError: Story = () => (
  <Box sx={{ p: 2 }}>
    <AccountCenterView load={() => later(null, 300).then(() => Promise.reject(new Error('数据库连接超时')))} saveTags={saveTags} loaders={loaders} />
  </Box>
);
shows(CentreError, { text: ['加载失败：数据库连接超时'], roles: [{ role: 'button', name: '重试' }], absent: ['李文静'] });
