import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog } from '@/widgets/list';
import { POSITION_SCREEN, type PositionRow } from './position-config';
import type { PositionDialogMode, PositionFormDialogProps } from './PositionFormDialog';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialog's code and hooks; it arrives once the browser is idle.
const PositionFormDialog = deferredDialog<PositionFormDialogProps>(() => import('./PositionFormDialog').then((m) => ({ default: m.PositionFormDialog })), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
});

export type PositionListPageProps = ScreenProps;

/** 职务管理 (`system/SysPositionList`): the list helper configured for /sys/position. */
export default function PositionListPage({ title }: PositionListPageProps) {
  const list = useList<PositionRow>(POSITION_SCREEN);
  const recordDialog = useRecordDialog<PositionRow, PositionDialogMode>(list.reload);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage list={list} spec={POSITION_SCREEN} label={title} {...recordDialog.listActions} />
      <PositionFormDialog
        {...recordDialog.formProps}
      />
    </Paper>
  );
}
