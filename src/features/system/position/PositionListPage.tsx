import { useState } from 'react';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { ListPage, useList } from '@/widgets/list';
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

export interface PositionListPageProps extends ScreenProps {
  /** false in jsdom tests (no layout to virtualise the grid against). */
  virtualize?: boolean;
}

/** 职务管理 (`system/SysPositionList`): the list helper configured for /sys/position. */
export default function PositionListPage({ title, virtualize }: PositionListPageProps) {
  const list = useList<PositionRow>({ url: POSITION_URLS, queryFields: POSITION_QUERY, exportName: POSITION_TEXT.exportName });
  const [dialog, setDialog] = useState<{ mode: PositionDialogMode; record: PositionRow | null } | null>(null);
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
        onAdd={() => setDialog({ mode: 'add', record: null })}
        onEdit={(record) => setDialog({ mode: 'edit', record })}
        onDetail={(record) => setDialog({ mode: 'detail', record })}
        virtualize={virtualize}
      />
      <PositionFormDialog
        mode={dialog?.mode ?? null}
        record={dialog?.record}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.reload();
        }}
      />
    </Paper>
  );
}
