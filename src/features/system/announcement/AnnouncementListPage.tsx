import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useConfirm } from '@/ui/dialogs/confirm';
import type { ScreenProps } from '@/ui/screen-props';
import { usePermission } from '@/session';
import { ListPage, useList, useRecordDialog, type ListColumn } from '@/widgets/list';
import { ANNOUNCEMENT_SCREEN, ANNOUNCEMENT_TEXT as T, type AnnouncementRow } from './announcement-config';
import type { AnnouncementDialogMode, AnnouncementFormDialogProps } from './AnnouncementFormDialog';
import { announcementServices, type AnnouncementServices } from './announcement-services';
import { sendAndReport } from '@/widgets/feedback';
import { usePreloadRichTextEditor } from '@/widgets/rich-text';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialog's code and hooks; it arrives once the browser is idle.
const AnnouncementFormDialog = deferredDialog<AnnouncementFormDialogProps>(() => import('./AnnouncementFormDialog').then((m) => ({ default: m.AnnouncementFormDialog })), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
});

export interface AnnouncementListPageProps extends ScreenProps {
  services?: AnnouncementServices;
}

/** 系统通告 (`system/SysAnnouncementList`): list helper over /sys/annountCement with 发布 / 撤销. */
export default function AnnouncementListPage({ title, services = announcementServices }: AnnouncementListPageProps) {
  const list = useList<AnnouncementRow>(ANNOUNCEMENT_SCREEN);
  const recordDialog = useRecordDialog<AnnouncementRow, AnnouncementDialogMode>(list.reload);
  const confirm = useConfirm();
  const can = usePermission();
  const { reload } = list;
  // The form's body is a rich-text editor: have its code ready before 新增/编辑 is clicked.
  const preloadEditor = usePreloadRichTextEditor();

  const columns = useMemo<ListColumn<AnnouncementRow>[]>(() => {
    const run = async (row: AnnouncementRow, action: 'release' | 'revoke') => {
      const ok = await confirm({ title: '提示', content: action === 'release' ? T.releaseConfirm : T.revokeConfirm });
      if (!ok) return;
      await sendAndReport(() => services[action](row.id));
      reload();
    };
    const allowed = can('announcement:release');
    const publishColumn: ListColumn<AnnouncementRow> = {
      field: 'release',
      title: `${T.release}/${T.revoke}`,
      width: 110,
      render: (row) =>
        allowed ? (
          <Stack direction="row">
            {row.sendStatus !== '1' ? (
              <Button size="small" onClick={() => void run(row, 'release')} aria-label={`${T.release} ${row.titile}`}>
                {T.release}
              </Button>
            ) : (
              <Button size="small" color="warning" onClick={() => void run(row, 'revoke')} aria-label={`${T.revoke} ${row.titile}`}>
                {T.revoke}
              </Button>
            )}
          </Stack>
        ) : null,
    };
    return [...ANNOUNCEMENT_SCREEN.columns, publishColumn];
  }, [can, confirm, reload, services]);

  return (
    <Paper sx={{ p: 2 }} onPointerOver={preloadEditor} onFocus={preloadEditor}>
      <ListPage
        list={list}
        spec={{ ...ANNOUNCEMENT_SCREEN, columns }}
        label={title}
        {...recordDialog.listActions}
      />
      <AnnouncementFormDialog
        {...recordDialog.formProps}
      />
    </Paper>
  );
}
