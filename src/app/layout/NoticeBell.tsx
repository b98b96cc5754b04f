import { useQuery } from '@tanstack/react-query';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { getAction, unwrap } from '@/api';

interface NoticeCounts {
  anntMsgTotal: number;
  sysMsgTotal: number;
}

/**
 * The notice bell's badge (unread notices + system messages from listByUser). The popover, the
 * realtime socket and the detail modal come with the notices issue; until then a click opens the
 * my-announcements page.
 */
export function NoticeBell({ onOpen }: { onOpen(): void }) {
  const counts = useQuery({
    queryKey: ['sys/annountCement/listByUser'],
    queryFn: async () => unwrap(await getAction<NoticeCounts>('/sys/annountCement/listByUser', { pageSize: 5 }, { silent: true })),
    retry: false,
  });
  const total = counts.data ? counts.data.anntMsgTotal + counts.data.sysMsgTotal : 0;
  return (
    <Tooltip title="通知">
      <IconButton color="inherit" aria-label={`通知，${total} 条未读`} onClick={onOpen}>
        <Badge badgeContent={total} color="error" max={99}>
          <NotificationsNone />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
