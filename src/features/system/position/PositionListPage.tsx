import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList, useRecordDialog } from '@/widgets/list';
import {
  POSITION_COLUMNS,
  POSITION_IMPORT_COLUMNS,
  POSITION_QUERY,
  POSITION_SUPER_QUERY,
  POSITION_TEXT,
  POSITION_URLS,
  type PositionRow,
} from './position-config';
import { PositionFormDialog, type PositionDialogMode } from './PositionFormDialog';

export type PositionListPageProps = ScreenProps;

/** 职务管理 (`system/SysPositionList`): the list helper configured for /sys/position. */
export default function PositionListPage({ title }: PositionListPageProps) {
  const list = useList<PositionRow>({ url: POSITION_URLS, queryFields: POSITION_QUERY, exportName: POSITION_TEXT.exportName });
  const recordDialog = useRecordDialog<PositionRow, PositionDialogMode>(list.reload);
  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={POSITION_COLUMNS}
        queryFields={POSITION_QUERY}
        superQueryFields={POSITION_SUPER_QUERY}
        permissionPrefix="position"
        importRequiredColumns={POSITION_IMPORT_COLUMNS}
        {...recordDialog.listActions}
      />
      <PositionFormDialog
        {...recordDialog.formProps}
      />
    </Paper>
  );
}
