/**
 * 新消息通知: three switches kept per user by the fake endpoint /account/notification-settings
 * (the real backend has no such setting). A switch flips at once and goes back if the save fails.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { errorMessage } from '@/api/errors';
import { getNotificationSettings, saveNotificationSettings } from '@/api/sys/account';
import type { AccountNotificationSettings } from '@/api/sys/account';
import type { ScreenProps } from '@/ui/screen-props';
import { notify } from '@/ui/notify';
import { ACCOUNT_TEXT } from '../account-text';
import { SettingsLayout } from './SettingsLayout';
import { warnFailure } from '@/widgets/feedback';

export const NOTIFICATION_TEXT: Record<keyof AccountNotificationSettings, { title: string; description: string }> = {
  systemMessage: { title: '系统消息', description: '系统消息将以站内信的形式通知' },
  todoTask: { title: '待办任务', description: '待办任务将以站内信的形式通知' },
  accountPassword: { title: '账户密码', description: '账户密码变更将以站内信的形式通知' },
};

const KEYS = Object.keys(NOTIFICATION_TEXT) as (keyof AccountNotificationSettings)[];

/** Under this key, the signed-in user's switches; a save puts its answer here. */
const NOTIFICATION_KEY = ['account', 'notification-settings'] as const;

export function NotificationSettings() {
  const client = useQueryClient();
  const read = useQuery({ queryKey: NOTIFICATION_KEY, queryFn: getNotificationSettings });
  const settings = read.data;
  const show = (next: AccountNotificationSettings) => client.setQueryData(NOTIFICATION_KEY, next);

  const toggle = async (key: keyof AccountNotificationSettings, value: boolean) => {
    if (!settings) return;
    const before = settings;
    show({ ...settings, [key]: value });
    try {
      show(await saveNotificationSettings({ [key]: value }));
      notify.success('保存成功！');
    } catch (e) {
      show(before);
      warnFailure(e);
    }
  };

  if (read.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void read.refetch()}>{ACCOUNT_TEXT.retry}</Button>}>
        {errorMessage(read.error)}
      </Alert>
    );
  if (!settings) return <LinearProgress aria-label="加载中" />;
  return (
    <List disablePadding aria-label={ACCOUNT_TEXT.menu.notification}>
      {KEYS.map((key, i) => (
        <li key={key}>
          {i > 0 ? <Divider component="div" /> : null}
          <ListItem
            component="div"
            secondaryAction={
              <Switch
                checked={settings[key]}
                onChange={(_e, checked) => void toggle(key, checked)}
                slotProps={{ input: { 'aria-label': NOTIFICATION_TEXT[key].title } }}
              />
            }
          >
            <ListItemText primary={NOTIFICATION_TEXT[key].title} secondary={NOTIFICATION_TEXT[key].description} />
          </ListItem>
        </li>
      ))}
    </List>
  );
}

/** `account/settings/Notification` */
export default function NotificationPage(_props: Partial<ScreenProps>) {
  return (
    <SettingsLayout active="notification">
      <NotificationSettings />
    </SettingsLayout>
  );
}
