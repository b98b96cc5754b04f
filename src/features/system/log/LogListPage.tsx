import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { deleteAction } from '@/api/http';
import { errorMessage } from '@/api/errors';
import { useConfirm } from '@/app/dialogs/confirm';
import { notify } from '@/app/notify';
import type { ScreenProps } from '@/app/router/screens';
import { usePermission } from '@/session/permissions';
import { ListPage, useList, type ListColumn } from '@/widgets/list';
import { ALL_CLEAR, LOG_TEXT as T, LOG_URLS, LOGIN_LOG, logColumns, logQuery, OPERATION_LOG, type LogRow } from './log-config';
import { RequestParamsCell } from './RequestParamsCell';

export interface LogListPageProps extends ScreenProps {
  /** false in jsdom tests (no layout to virtualise the grid against). */
  virtualize?: boolean;
}

function LogTab({ logType, label, virtualize }: { logType: string; label?: string; virtualize?: boolean }) {
  const queryFields = useMemo(() => logQuery(logType), [logType]);
  const list = useList<LogRow>({ url: LOG_URLS, queryFields, initialQuery: { logType } });
  const confirm = useConfirm();
  const can = usePermission();
  const columns = useMemo<readonly ListColumn<LogRow>[]>(
    () =>
      logType === OPERATION_LOG
        ? [{ field: '__params', title: T.params.replace(':', ''), width: 80, render: (row) => <RequestParamsCell row={row} /> }, ...logColumns(logType)]
        : logColumns(logType),
    [logType],
  );

  const clearAll = async () => {
    if (!(await confirm(T.confirmClear))) return;
    try {
      const res = await deleteAction(LOG_URLS.deleteBatch!, { ids: ALL_CLEAR });
      if (res.success) {
        notify.success(res.message);
        list.clearSelection();
        list.setPage(1);
        list.reload();
      } else {
        notify.warning(res.message);
      }
    } catch (err) {
      notify.warning(errorMessage(err));
    }
  };

  return (
    <ListPage
      list={list}
      label={label}
      columns={columns}
      queryFields={queryFields}
      permissionPrefix="log"
      virtualize={virtualize}
      toolbarExtra={
        can('log:batch_delete') ? (
          <Button color="error" variant="outlined" onClick={() => void clearAll()}>
            {T.clearAll}
          </Button>
        ) : undefined
      }
    />
  );
}

/** 日志管理 (`system/LogList`): tabs 登录日志 / 操作日志 over /sys/log/list?logType=1|2. */
export default function LogListPage({ title, virtualize }: LogListPageProps) {
  const [logType, setLogType] = useState(LOGIN_LOG);
  return (
    <Paper sx={{ p: 2 }}>
      <Tabs value={logType} onChange={(_, v: string) => setLogType(v)} sx={{ mb: 2 }}>
        <Tab value={LOGIN_LOG} label={T.tabs[LOGIN_LOG]} />
        <Tab value={OPERATION_LOG} label={T.tabs[OPERATION_LOG]} />
      </Tabs>
      {/* A fresh list per tab: its own query form, paging and selection, like the Vue tabs. */}
      <LogTab key={logType} logType={logType} label={title} virtualize={virtualize} />
    </Paper>
  );
}
