/** The bell's hook over the noticeSocket machine with the real effects injected. */
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { noticeSocketMachine, type NoticeLists } from '@machines/noticeSocket.machine';
import type { SysAnnouncement, UserAnnouncements } from '@/api/sys/announcement';
import { browserSocket } from './browser-socket';
import { noticeSocketUrl } from './notice-api';
import { takeNoticeLists } from './bell-lists';

export interface NoticeSocketState {
  lists: UserAnnouncements | null;
  loadError: string | null;
  /** connecting | open | waiting | stopped: shown as a data attribute for tests and the curious. */
  socket: string;
  reconnects: number;
  reload(): void;
}

export interface UseNoticeSocketOptions {
  userId: string;
  token: string;
  load?: () => Promise<UserAnnouncements>;
}

export function useNoticeSocket({ userId, token, load = () => takeNoticeLists(token) }: UseNoticeSocketOptions): NoticeSocketState {
  // The machine is built once per user/token: a new login means a new socket.
  const machine = useMemo(
    () =>
      noticeSocketMachine.provide({
        actors: {
          socket: browserSocket({ url: noticeSocketUrl(userId), token }),
          loadList: fromPromise<NoticeLists>(() => load()),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a test seam, fixed per mount
    [userId, token],
  );
  const actor = useActorRef(machine, { input: {} });
  const lists = useSelector(actor, (s) => s.context.lists as NoticeLists<SysAnnouncement> | null);
  const loadError = useSelector(actor, (s) => s.context.loadError);
  const reconnects = useSelector(actor, (s) => s.context.reconnects);
  const socket = useSelector(actor, (s) => {
    if (s.matches({ socket: { live: 'open' } })) return 'open';
    if (s.matches({ socket: 'live' })) return 'connecting';
    if (s.matches({ socket: 'waiting' })) return 'waiting';
    return 'stopped';
  });
  return { lists, loadError, socket, reconnects, reload: () => actor.send({ type: 'notice.reload' }) };
}
