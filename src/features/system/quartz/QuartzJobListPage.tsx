import { useCallback, useRef } from 'react';
import Paper from '@mui/material/Paper';
import type { Result } from '@/api/envelope';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import type { ScreenProps } from '@/ui/screen-props';
import { usePermission } from '@/session/permissions';
import { ListPage, useList, useRecordDialog, type ListScreenSpec, type RowAction } from '@/widgets/list';
import { QUARTZ_COLUMNS, QUARTZ_QUERY, QUARTZ_SUPER_QUERY, QUARTZ_TEXT as T, QUARTZ_URLS, STATUS_STOPPED } from './quartz-config';
import type { QuartzJobRow } from '@/api/sys/quartz';
import type { QuartzDialogMode, QuartzJobFormDialogProps } from './QuartzJobFormDialog';
import { quartzServices, type QuartzServices } from './quartz-services';
import { warnFailure } from '@/widgets/feedback';
import { deferredDialog } from '@/ui/deferred-dialog';

// The list draws without its dialog's code and hooks; it arrives once the browser is idle.
const QuartzJobFormDialog = deferredDialog<QuartzJobFormDialogProps>(() => import('./QuartzJobFormDialog').then((m) => ({ default: m.QuartzJobFormDialog })), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
});

export interface QuartzJobListPageProps extends ScreenProps {
  services?: QuartzServices;
}

type JobAction = 'start' | 'stop' | 'execute';

const QUARTZ_SCREEN: ListScreenSpec<QuartzJobRow> = { url: QUARTZ_URLS, queryFields: QUARTZ_QUERY, columns: QUARTZ_COLUMNS, superQueryFields: QUARTZ_SUPER_QUERY, permissionPrefix: 'quartz' };

/** 定时任务 (`system/QuartzJobList`): jobs whose 操作 offer start or stop and run once beside 编辑 and 删除. */
export default function QuartzJobListPage({ title, services = quartzServices }: QuartzJobListPageProps) {
  const list = useList<QuartzJobRow>(QUARTZ_SCREEN);
  const recordDialog = useRecordDialog<QuartzJobRow, QuartzDialogMode>(list.reload);
  const confirm = useConfirm();
  const can = usePermission();
  const canExecute = can('quartz:execute');

  // The row actions stay the same function across renders: they read the latest list through a ref.
  const latest = useRef({ list, services });
  latest.current = { list, services };

  const run = useCallback(
    async (action: JobAction, row: QuartzJobRow) => {
      const texts = { start: T.confirmStart, stop: T.confirmStop, execute: T.confirmExecute }[action];
      if (!(await confirm(texts))) return;
      const { list: current, services: api } = latest.current;
      let res: Result<unknown>;
      try {
        res = await (action === 'start' ? api.resume(row.id) : action === 'stop' ? api.pause(row.id) : api.execute(row.id));
      } catch (err) {
        warnFailure(err);
        return;
      }
      if (!res.success) {
        notify.warning(res.message);
        return;
      }
      notify.success(res.message);
      current.reload();
      current.clearSelection();
    },
    [confirm],
  );

  const rowActions = useCallback(
    (row: QuartzJobRow): RowAction[] => [
      row.status === STATUS_STOPPED ? { label: T.start, onClick: () => void run('start', row) } : { label: T.stop, onClick: () => void run('stop', row) },
      ...(canExecute ? [{ label: T.execute, onClick: () => void run('execute', row) }] : []),
    ],
    [run, canExecute],
  );

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        spec={QUARTZ_SCREEN}
        label={title}
        {...recordDialog.listActions}
        rowActions={rowActions}
      />
      <QuartzJobFormDialog
        {...recordDialog.formProps}
        services={services}
      />
    </Paper>
  );
}
