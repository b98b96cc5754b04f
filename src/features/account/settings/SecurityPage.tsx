/**
 * 安全设置: one row per credential with its real status. 账户密码 opens the existing change-password
 * dialog; 密保手机 / 备用邮箱 are edited in 基本设置; 密保问题 and MFA have no backend, so their
 * buttons say so in a dialog instead of doing nothing.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useLocation } from 'wouter';
import type { UpdatePasswordParams } from '@/api/sys/auth';
import type { SysUser } from '@/api/sys/user';
import type { ScreenProps } from '@/ui/screen-props';
import { notify } from '@/ui/notify';
import { useSession } from '@/session/store';
import { ChangePasswordDialog } from '../ChangePasswordDialog';
import { canOpenPasswordDialog } from '../change-password-rules';
import { ACCOUNT_TEXT, SETTINGS_PATHS, maskEmail, maskPhone } from '../account-text';
import { SettingsLayout } from './SettingsLayout';
import { SettingNoticeDialog } from './SettingNoticeDialog';

export const SECURITY_TEXT = {
  password: '账户密码',
  passwordDesc: '定期修改密码可提高账户安全性，修改后需重新登录',
  phone: '密保手机',
  phoneBound: (p: string) => `已绑定手机：${p}`,
  phoneNone: '未绑定手机',
  question: '密保问题',
  questionDesc: '未设置密保问题，密保问题可有效保护账户安全',
  email: '备用邮箱',
  emailBound: (e: string) => `已绑定邮箱：${e}`,
  emailNone: '未绑定邮箱',
  mfa: 'MFA 设备',
  mfaDesc: '未绑定 MFA 设备，绑定后，可以进行二次确认',
  modify: '修改',
  set: '设置',
  bind: '绑定',
  unsupportedTitle: '暂不支持',
  unsupported: (what: string) => `${what}需要后台支持，当前系统（含演示环境）尚未提供该功能，未做任何修改。`,
  ok: '知道了',
} as const;

interface Row {
  key: string;
  title: string;
  description: string;
  action: string;
  onClick: () => void;
}

export interface SecuritySettingsProps {
  /** Password change call (tests, stories); defaults to PUT /sys/user/updatePassword. */
  submitPassword?: (values: UpdatePasswordParams) => Promise<string>;
  /** Stories: this user instead of the session's. */
  user?: SysUser;
}

export function SecuritySettings({ submitPassword, user }: SecuritySettingsProps) {
  const session = useSession();
  const userInfo = user ?? session.userInfo;
  const [, navigate] = useLocation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [unsupported, setUnsupported] = useState<string | null>(null);
  const username = userInfo?.username ?? '';

  const openPassword = () => {
    const warning = canOpenPasswordDialog(username);
    if (warning) notify.warning(warning);
    else setPasswordOpen(true);
  };

  const rows: Row[] = [
    { key: 'password', title: SECURITY_TEXT.password, description: SECURITY_TEXT.passwordDesc, action: SECURITY_TEXT.modify, onClick: openPassword },
    {
      key: 'phone',
      title: SECURITY_TEXT.phone,
      description: userInfo?.phone ? SECURITY_TEXT.phoneBound(maskPhone(userInfo.phone)) : SECURITY_TEXT.phoneNone,
      action: SECURITY_TEXT.modify,
      onClick: () => navigate(SETTINGS_PATHS.base),
    },
    { key: 'question', title: SECURITY_TEXT.question, description: SECURITY_TEXT.questionDesc, action: SECURITY_TEXT.set, onClick: () => setUnsupported(SECURITY_TEXT.question) },
    {
      key: 'email',
      title: SECURITY_TEXT.email,
      description: userInfo?.email ? SECURITY_TEXT.emailBound(maskEmail(userInfo.email)) : SECURITY_TEXT.emailNone,
      action: SECURITY_TEXT.modify,
      onClick: () => navigate(SETTINGS_PATHS.base),
    },
    { key: 'mfa', title: SECURITY_TEXT.mfa, description: SECURITY_TEXT.mfaDesc, action: SECURITY_TEXT.bind, onClick: () => setUnsupported(SECURITY_TEXT.mfa) },
  ];

  return (
    <>
      <List disablePadding aria-label={ACCOUNT_TEXT.menu.security}>
        {rows.map((row, i) => (
          <li key={row.key}>
            {i > 0 ? <Divider component="div" /> : null}
            <ListItem
              component="div"
              secondaryAction={
                <Button onClick={row.onClick} aria-label={`${row.action}${row.title}`}>
                  {row.action}
                </Button>
              }
            >
              <ListItemText primary={row.title} secondary={row.description} />
            </ListItem>
          </li>
        ))}
      </List>
      <ChangePasswordDialog
        open={passwordOpen}
        username={username}
        onClose={() => setPasswordOpen(false)}
        onSuccess={(m) => notify.success(m)}
        submit={submitPassword}
      />
      <SettingNoticeDialog id="security-unsupported-title" open={unsupported !== null} title={SECURITY_TEXT.unsupportedTitle} text={unsupported ? SECURITY_TEXT.unsupported(unsupported) : ''} okLabel={SECURITY_TEXT.ok} onClose={() => setUnsupported(null)} />
    </>
  );
}

/** `account/settings/Security` */
export default function SecurityPage(_props: Partial<ScreenProps>) {
  return (
    <SettingsLayout active="security">
      <SecuritySettings />
    </SettingsLayout>
  );
}
