import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { listOwnAnnouncements, listOwnLoginLogs } from '@/api/sys/account';
import type { Page } from '@/api/envelope';
import type { AnnouncementSendModel } from '@/api/sys/announcement';
import type { SysLog } from '@/api/sys/log';
import { OwnTable, type OwnColumn } from './OwnTable';

export const ACTIVITY_TEXT = {
  messages: '我的消息',
  logins: '我的登录记录',
  noMessages: '暂无消息',
  noLogins: '暂无登录记录',
} as const;

const PRIORITY: Record<string, { label: string; color: 'info' | 'warning' | 'error' }> = {
  L: { label: '一般消息', color: 'info' },
  M: { label: '重要消息', color: 'warning' },
  H: { label: '紧急消息', color: 'error' },
};

const MESSAGE_COLUMNS: OwnColumn<AnnouncementSendModel>[] = [
  { title: '标题', render: (r) => r.titile },
  { title: '发布人', render: (r) => r.sender ?? '' },
  { title: '发布时间', render: (r) => r.sendTime ?? '' },
  {
    title: '优先级',
    render: (r) => {
      const p = r.priority ? PRIORITY[r.priority] : undefined;
      return p ? <Chip size="small" variant="outlined" color={p.color} label={p.label} /> : '';
    },
  },
  { title: '阅读状态', render: (r) => (r.readFlag === '1' ? '已读' : '未读') },
];

const LOGIN_COLUMNS: OwnColumn<SysLog>[] = [
  { title: '日志内容', render: (r) => r.logContent },
  { title: 'IP', render: (r) => r.ip ?? '' },
  { title: '时间', render: (r) => r.createTime ?? '' },
];

export interface ActivityLoaders {
  messages: (pageNo: number, pageSize: number) => Promise<Page<AnnouncementSendModel>>;
  logins: (pageNo: number, pageSize: number) => Promise<Page<SysLog>>;
}

export function defaultLoaders(username: string): ActivityLoaders {
  return {
    messages: (pageNo, pageSize) => listOwnAnnouncements({ pageNo, pageSize }),
    logins: (pageNo, pageSize) => listOwnLoginLogs(username, { pageNo, pageSize }),
  };
}

/** Right side of 个人中心: the user's own messages and login history, one tab each. */
export function ActivityTabs({ loaders }: { loaders: ActivityLoaders }) {
  const [tab, setTab] = useState<'messages' | 'logins'>('messages');
  const messages = useCallback((n: number, s: number) => loaders.messages(n, s), [loaders]);
  const logins = useCallback((n: number, s: number) => loaders.logins(n, s), [loaders]);
  return (
    <Paper>
      <Tabs value={tab} onChange={(_e, v: 'messages' | 'logins') => setTab(v)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="messages" label={ACTIVITY_TEXT.messages} id="account-tab-messages" aria-controls="account-panel-messages" />
        <Tab value="logins" label={ACTIVITY_TEXT.logins} id="account-tab-logins" aria-controls="account-panel-logins" />
      </Tabs>
      <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`} sx={{ p: 2 }}>
        {tab === 'messages' ? (
          <OwnTable label={ACTIVITY_TEXT.messages} columns={MESSAGE_COLUMNS} load={messages} rowKey={(r) => r.id} empty={ACTIVITY_TEXT.noMessages} />
        ) : (
          <OwnTable label={ACTIVITY_TEXT.logins} columns={LOGIN_COLUMNS} load={logins} rowKey={(r) => r.id} empty={ACTIVITY_TEXT.noLogins} />
        )}
      </Box>
    </Paper>
  );
}
