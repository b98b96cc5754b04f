import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog } from '@/widgets/list';
import { POSITION_SCREEN, type PositionRow } from './position-config';
import { PositionFormDialog, type PositionDialogMode } from './PositionFormDialog';

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
