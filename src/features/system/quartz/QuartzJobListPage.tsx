import { useCallback, useMemo, useRef } from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Result } from '@/api/envelope';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import type { ScreenProps } from '@/ui/screen-props';
import { usePermission } from '@/session/permissions';
import { ListPage, useList, useRecordDialog, type ListColumn } from '@/widgets/list';
import { QUARTZ_COLUMNS, QUARTZ_QUERY, QUARTZ_SUPER_QUERY, QUARTZ_TEXT as T, QUARTZ_URLS, STATUS_STOPPED } from './quartz-config';
import type { QuartzJobRow } from '@/api/sys/quartz';
import { QuartzJobFormDialog, type QuartzDialogMode } from './QuartzJobFormDialog';
import { quartzServices, type QuartzServices } from './quartz-services';
import { warnFailure } from '@/widgets/feedback';

export interface QuartzJobListPageProps extends ScreenProps {
  services?: QuartzServices;
}

type JobAction = 'start' | 'stop' | 'execute';

/** 定时任务 (`system/QuartzJobList`): jobs with start / stop / run once next to the list helper's row actions. */
export default function QuartzJobListPage({ title, services = quartzServices }: QuartzJobListPageProps) {
  const list = useList<QuartzJobRow>({ url: QUARTZ_URLS, queryFields: QUARTZ_QUERY });
  const recordDialog = useRecordDialog<QuartzJobRow, QuartzDialogMode>(list.reload);
  const confirm = useConfirm();
  const can = usePermission();
  const canExecute = can('quartz:execute');

  // The grid is memoised on its columns: keep them stable and read the latest list through a ref.
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

  const columns = useMemo<readonly ListColumn<QuartzJobRow>[]>(
    () => [
      ...QUARTZ_COLUMNS,
      {
        field: '__jobActions',
        title: T.actions,
        width: 150,
        render: (row) => (
          <Stack direction="row" spacing={1} divider={<span aria-hidden>|</span>} sx={{ alignItems: 'center', height: '100%' }}>
            {row.status === STATUS_STOPPED ? (
              <Link component="button" type="button" onClick={() => void run('start', row)}>
                {T.start}
              </Link>
            ) : (
              <Link component="button" type="button" onClick={() => void run('stop', row)}>
                {T.stop}
              </Link>
            )}
            {canExecute && (
              <Link component="button" type="button" onClick={() => void run('execute', row)}>
                {T.execute}
              </Link>
            )}
          </Stack>
        ),
      },
    ],
    [run, canExecute],
  );

  return (
    <Paper sx={{ p: 2 }}>
      <ListPage
        list={list}
        label={title}
        columns={columns}
        queryFields={QUARTZ_QUERY}
        superQueryFields={QUARTZ_SUPER_QUERY}
        permissionPrefix="quartz"
        {...recordDialog.listActions}
      />
      <QuartzJobFormDialog
        {...recordDialog.formProps}
        services={services}
      />
    </Paper>
  );
}
