/**
 * 账户绑定: DingTalk, WeCom and WeChat rows with the state the server reports. Binding needs the
 * third party's OAuth callback, which neither the demo nor this backend has, so 绑定 opens a
 * dialog that says so.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@/api/errors';
import { getAccountBindings } from '@/api/sys/account';
import type { AccountBinding, AccountBindingType } from '@/api/sys/account';
import type { ScreenProps } from '@/ui/screen-props';
import { ACCOUNT_TEXT } from '../account-text';
import { SettingsLayout } from './SettingsLayout';
import { SettingNoticeDialog } from './SettingNoticeDialog';

export const BINDING_TEXT = {
  names: { dingtalk: '钉钉', wechat_enterprise: '企业微信', wechat: '微信' } satisfies Record<AccountBindingType, string>,
  bind: (name: string) => `绑定${name}`,
  bound: '已绑定',
  unbound: '当前未绑定',
  boundAs: (account: string, time?: string | null) => `已绑定账号：${account}${time ? `（${time}）` : ''}`,
  dialogTitle: (name: string) => `绑定${name}`,
  dialogText: (name: string) =>
    `绑定${name}需要在${name}开放平台登记应用并完成扫码授权回调，演示环境没有接入${name}，无法完成绑定。账户绑定状态未做任何修改。`,
  ok: '知道了',
  retry: '重试',
} as const;

export interface BindingSettingsProps {
  /** Stories and tests replace the call. */
  load?: () => Promise<AccountBinding[]>;
  /** Stories: open with this row's 绑定 dialog shown. */
  initialDialog?: AccountBindingType;
}

export function BindingSettings({ load = getAccountBindings, initialDialog }: BindingSettingsProps) {
  const read = useQuery({ queryKey: ['account', 'bindings'], queryFn: load });
  const rows = read.data;
  const [dialog, setDialog] = useState<AccountBindingType | null>(initialDialog ?? null);

  if (read.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void read.refetch()}>{BINDING_TEXT.retry}</Button>}>
        {errorMessage(read.error)}
      </Alert>
    );
  if (!rows) return <LinearProgress aria-label="加载中" />;

  const name = dialog ? BINDING_TEXT.names[dialog] : '';
  return (
    <>
      <List disablePadding aria-label={ACCOUNT_TEXT.menu.binding}>
        {rows.map((row, i) => {
          const title = BINDING_TEXT.names[row.type];
          return (
            <li key={row.type}>
              {i > 0 ? <Divider component="div" /> : null}
              <ListItem
                component="div"
                secondaryAction={
                  row.bound ? (
                    <Chip color="success" size="small" label={BINDING_TEXT.bound} />
                  ) : (
                    <Button onClick={() => setDialog(row.type)}>{BINDING_TEXT.bind(title)}</Button>
                  )
                }
              >
                <ListItemText
                  primary={<Stack direction="row">{BINDING_TEXT.bind(title)}</Stack>}
                  secondary={row.bound ? BINDING_TEXT.boundAs(row.account ?? title, row.bindTime) : BINDING_TEXT.unbound}
                />
              </ListItem>
            </li>
          );
        })}
      </List>
      <SettingNoticeDialog id="binding-dialog-title" open={dialog !== null} title={BINDING_TEXT.dialogTitle(name)} text={dialog ? BINDING_TEXT.dialogText(name) : ''} okLabel={BINDING_TEXT.ok} onClose={() => setDialog(null)} />
    </>
  );
}

/** `account/settings/Binding` */
export default function BindingPage(_props: Partial<ScreenProps>) {
  return (
    <SettingsLayout active="binding">
      <BindingSettings />
    </SettingsLayout>
  );
}
