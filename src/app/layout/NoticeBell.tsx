import { Suspense } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { resolveScreen } from '@/app/router/screens';
import { NoticeCenter } from '@/features/notices/NoticeCenter';
import type { NoticeItem } from '@/features/notices/notice-config';
import { useSession } from '@/session';

/** openType component: the screen named by openPage, in a dialog, given `{id: busId}`. */
function ComponentNotice({ item, onClose }: { item: NoticeItem; onClose(): void }) {
  const Screen = resolveScreen(item.openPage ?? '');
  // Screens accept ScreenProps; the Vue console also handed the dynamic component `{id: busId}`.
  const extra = { id: item.busId ?? undefined } as Record<string, unknown>;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="notice-component-title">
      <DialogTitle id="notice-component-title">{item.titile}</DialogTitle>
      <DialogContent dividers>
        <Suspense fallback={null}>
          <Screen title={item.titile} component={item.openPage ?? ''} {...extra} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The header's notice bell: list, realtime channel and detail modal for the signed-in user.
 * Keyed by user and token, so a new login opens a new socket.
 */
export function NoticeBell({ onNavigate }: { onNavigate(path: string): void }) {
  const { token, userInfo } = useSession();
  if (!token || !userInfo?.id) return null;
  return (
    <NoticeCenter
      key={`${userInfo.id}:${token}`}
      userId={userInfo.id}
      token={token}
      onNavigate={onNavigate}
      renderComponent={(item, close) => <ComponentNotice item={item} onClose={close} />}
    />
  );
}
