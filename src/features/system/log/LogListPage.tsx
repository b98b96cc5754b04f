import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { deleteAction } from '@/api/http';
import { useConfirm } from '@/ui/dialogs/confirm';
import type { ScreenProps } from '@/ui/screen-props';
import { usePermission } from '@/session/permissions';
import { LIST_TEXT, ListPage, ListPagination, ListQueryForm, ListSelectionBar, ListToolbar, PAGE_SIZE_OPTIONS, useList, type ListController } from '@/widgets/list';
import { ALL_CLEAR, LOG_TEXT as T, LOG_URLS, LOGIN_LOG, logColumns, logQuery, OPERATION_LOG, type LogRow } from './log-config';
import { OperationLogTable } from './OperationLogTable';
import { sendAndReport } from '@/widgets/feedback';

export type LogListPageProps = ScreenProps;

function LogTab({ logType, label }: { logType: string; label?: string }) {
  const queryFields = useMemo(() => logQuery(logType), [logType]);
  const list = useList<LogRow>({ url: LOG_URLS, queryFields, initialQuery: { logType } });
  const confirm = useConfirm();
  const can = usePermission();
  const columns = useMemo(() => logColumns(logType), [logType]);

  const clearAll = async () => {
    if (!(await confirm(T.confirmClear))) return;
    await sendAndReport(() => deleteAction(LOG_URLS.deleteBatch!, { ids: ALL_CLEAR }), () => {
      list.clearSelection();
      list.setPage(1);
      list.reload();
    });
  };

  const clearButton = can('log:batch_delete') ? (
    <Button color="error" variant="outlined" onClick={() => void clearAll()}>
      {T.clearAll}
    </Button>
  ) : undefined;

  if (logType === OPERATION_LOG) {
    return <OperationTab list={list} label={label} queryFields={queryFields} columns={columns} toolbarExtra={clearButton} />;
  }
  return <ListPage list={list} spec={{ columns, queryFields, permissionPrefix: 'log' }} label={label} toolbarExtra={clearButton} />;
}

interface OperationTabProps {
  list: ListController<LogRow>;
  label?: string;
  queryFields: ReturnType<typeof logQuery>;
  columns: ReturnType<typeof logColumns>;
  toolbarExtra?: ReactNode;
}

/** The list helper's parts around a table of its own, for the expandable request params. */
function OperationTab({ list, label, queryFields, columns, toolbarExtra }: OperationTabProps) {
  const can = usePermission();
  const confirm = useConfirm();
  const remove = async (row: LogRow) => {
    if (await confirm({ title: LIST_TEXT.confirmDeleteRow })) await list.deleteOne(row.id);
  };
  return (
    <Box>
      <ListQueryForm fields={queryFields} values={list.draft} onChange={list.setDraftValue} onSearch={list.search} onReset={list.reset} />
      <ListToolbar onBatchDelete={can('log:batch_delete') ? () => void list.batchDelete() : undefined}>{toolbarExtra}</ListToolbar>
      <ListSelectionBar list={list} />
      <OperationLogTable list={list} columns={columns} label={label} onDelete={can('log:delete') ? (row) => void remove(row) : undefined} />
      <ListPagination page={list.page} pageSize={list.pageSize} total={list.total} pageSizeOptions={PAGE_SIZE_OPTIONS} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
    </Box>
  );
}

/** 日志管理 (`system/LogList`): tabs 登录日志 / 操作日志 over /sys/log/list?logType=1|2. */
export default function LogListPage({ title }: LogListPageProps) {
  const [logType, setLogType] = useState(LOGIN_LOG);
  return (
    <Paper sx={{ p: 2 }}>
      <Tabs value={logType} onChange={(_, v: string) => setLogType(v)} sx={{ mb: 2 }}>
        <Tab value={LOGIN_LOG} label={T.tabs[LOGIN_LOG]} />
        <Tab value={OPERATION_LOG} label={T.tabs[OPERATION_LOG]} />
      </Tabs>
      {/* A fresh list per tab: its own query form, paging and selection, like the Vue tabs. */}
      <LogTab key={logType} logType={logType} label={title} />
    </Paper>
  );
}
