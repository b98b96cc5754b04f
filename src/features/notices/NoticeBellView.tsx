import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import type { UserAnnouncements } from '@/api/sys/announcement';
import { NOTICE_TEXT, type NoticeItem } from './notice-config';
import { NoticeList } from './NoticeList';

export interface NoticeBellViewProps {
  lists: UserAnnouncements | null;
  loadError?: string | null;
  /** Socket state for the data attribute (tests, diagnostics). */
  socketState?: string;
  reconnects?: number;
  onOpenItem(item: NoticeItem): void;
  onMore(): void;
  /** Start with the popover open (stories). */
  defaultOpen?: boolean;
}

/**
 * The header bell (vue-console-features "Notice bell"): badge = unread notices + system
 * messages; a popover with the tabs 通知(n) / 系统消息(n), five items each, and 查看更多.
 */
export function NoticeBellView({ lists, loadError, socketState, reconnects, onOpenItem, onMore, defaultOpen = false }: NoticeBellViewProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [tab, setTab] = useState<'annt' | 'sys'>('annt');
  const annt = lists?.anntMsgTotal ?? 0;
  const sys = lists?.sysMsgTotal ?? 0;
  const total = annt + sys;
  const close = () => setOpen(false);
  const items = (tab === 'annt' ? lists?.anntMsgList : lists?.sysMsgList) ?? [];

  return (
    <>
      <Tooltip title={NOTICE_TEXT.bell}>
        <IconButton
          color="inherit"
          aria-label={`通知，${total} 条未读`}
          aria-haspopup="dialog"
          ref={setAnchor}
          onClick={() => setOpen((o) => !o)}
          data-socket={socketState}
          data-reconnects={reconnects}
        >
          <Badge badgeContent={total} color="error" max={99} data-testid="notice-badge">
            <NotificationsNone />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open && anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 336 }, role: 'dialog', 'aria-label': NOTICE_TEXT.bell } }}
      >
        <Tabs value={tab} onChange={(_, v: 'annt' | 'sys') => setTab(v)} variant="fullWidth">
          <Tab value="annt" label={NOTICE_TEXT.annTab(annt)} />
          <Tab value="sys" label={NOTICE_TEXT.sysTab(sys)} />
        </Tabs>
        {loadError ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {loadError}
          </Alert>
        ) : null}
        <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
          <NoticeList
            items={items as NoticeItem[]}
            onOpen={(item) => {
              close();
              onOpenItem(item);
            }}
          />
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
          <Button
            fullWidth
            onClick={() => {
              close();
              onMore();
            }}
          >
            {NOTICE_TEXT.more}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
