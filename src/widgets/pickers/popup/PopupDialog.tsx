/**
 * The popup record picker's dialog (JPopupOnlReport, 1200 px) over an online
 * report: columns from `getRpColumns/{code}`, conditions from
 * `getQueryInfo/{id}`, rows from `getData/{id}`; 已选择 N项 with 清空;
 * confirming with none (or, single, with more than one) warns 请选择一条记录.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OnlReportColumn } from '@/api/online-report';
import { errorMessage } from '@/api/errors';
import { notify } from '@/ui/notify';
import { getRpColumns, getRpData, getRpQueryInfo } from '../api';
import { PICKER_MESSAGES, PICKER_TEXT } from '../messages';
import { PickerTable, type PickerColumn, type PickerSort } from '../table/PickerTable';
import { parseSorter } from '../values';
import { ReportQueryForm } from './ReportQueryForm';
import { reportParams, reportRowKey } from './popup-config';

type Row = Record<string, unknown>;

export interface PopupDialogProps {
  open: boolean;
  code: string;
  multi: boolean;
  /** Dynamic report params, sent as `self_<key>` (and prefilling a condition of the same name). */
  param?: Record<string, string> | null;
  /** Initial sort, `column=asc` or `column=desc`. */
  sorter?: string | null;
  width?: number;
  onClose: () => void;
  onConfirm: (rows: Row[]) => void;
}

export function PopupDialog(props: PopupDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth={false}
      aria-labelledby="popup-picker-title"
      slotProps={{ paper: { sx: { width: props.width ?? 1200, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {props.open && <PopupBody {...props} />}
    </Dialog>
  );
}

function dictText(column: OnlReportColumn, options: Record<string, { value: string; text: string }[]>, value: unknown): string {
  if (value === null || value === undefined) return '';
  const list = column.customRender ? options[column.customRender] : undefined;
  if (!list) return String(value);
  // filterMultiDictText: comma-separated values translate one by one.
  return String(value)
    .split(',')
    .map((v) => list.find((o) => o.value === v)?.text ?? v)
    .join(',');
}

/** Conditions start empty, except those a dynamic param of the same name prefills (quotes stripped). */
function initialQuery(fields: string[], param?: Record<string, string> | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) out[f] = '';
  for (const [k, v] of Object.entries(param ?? {})) {
    if (k in out) out[k] = v.length > 1 && v.startsWith("'") && v.endsWith("'") ? v.slice(1, -1) : v;
  }
  return out;
}

function PopupBody({ code, multi, param, sorter, onClose, onConfirm }: PopupDialogProps) {
  const columns = useQuery({ queryKey: ['pickers', 'rp-columns', code], queryFn: () => getRpColumns(code), staleTime: 30_000 });
  const configId = columns.data?.cgRpConfigId;
  const info = useQuery({ queryKey: ['pickers', 'rp-query', configId], queryFn: () => getRpQueryInfo(configId!), enabled: !!configId, staleTime: 30_000 });

  const [form, setForm] = useState<Record<string, string> | null>(null);
  const [applied, setApplied] = useState<Record<string, string> | null>(null);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [sort, setSort] = useState<PickerSort | null>(() => parseSorter(sorter));
  const [picked, setPicked] = useState<Map<string, Row>>(new Map());

  const queryFields = useMemo(() => (info.data ?? []).filter((i) => i.mode === 'single').map((i) => i.field), [info.data]);
  const defaults = useMemo(() => initialQuery(queryFields, param), [queryFields, param]);
  const values = form ?? defaults;
  const query = applied ?? defaults;

  const data = useQuery({
    queryKey: ['pickers', 'rp-data', configId, param, query, sort, paging],
    queryFn: () => getRpData(configId!, reportParams({ param, query, sort, ...paging })),
    enabled: !!configId && info.isSuccess,
    placeholderData: keepPreviousData,
  });

  const tableColumns: PickerColumn<Row>[] = (columns.data?.columns ?? []).map((c) => ({
    key: c.dataIndex,
    title: c.title,
    sortable: !!c.sorter,
    render: (row: Row) => dictText(c, columns.data?.dictOptions ?? {}, row[c.dataIndex]),
  }));

  const toggle = (row: Row, checked: boolean) =>
    setPicked((prev) => {
      const key = reportRowKey(row);
      // Single mode keeps only the last row clicked (clickThenCheck).
      if (!multi) return checked ? new Map([[key, row]]) : new Map();
      const next = new Map(prev);
      if (checked) next.set(key, row);
      else next.delete(key);
      return next;
    });

  const confirm = () => {
    if (picked.size === 0 || (!multi && picked.size > 1)) {
      notify.warning(PICKER_MESSAGES.selectOneRecord);
      return;
    }
    onConfirm([...picked.values()]);
  };

  const search = () => {
    setApplied(values);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };
  const reset = () => {
    const cleared = Object.fromEntries(Object.keys(values).map((k) => [k, '']));
    setForm(cleared);
    setApplied(cleared);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  return (
    <>
      <DialogTitle id="popup-picker-title">{columns.data?.cgRpConfigName ?? '\u00a0'}</DialogTitle>
      <DialogContent dividers>
        {columns.isError ? (
          <Alert severity="error">
            <AlertTitle>{PICKER_TEXT.popupError}</AlertTitle>
            {PICKER_TEXT.popupInitFailed(errorMessage(columns.error))}
          </Alert>
        ) : (
          <>
            <ReportQueryForm items={info.data ?? []} dictOptions={columns.data?.dictOptions ?? {}} values={values} onChange={setForm} onSearch={search} onReset={reset} />
            <Alert severity="info" sx={{ mb: 1.5, py: 0 }}>
              <Box component="span" aria-live="polite">
                {PICKER_TEXT.selectedCount(picked.size)}
              </Box>
              <Link component="button" type="button" sx={{ ml: 3 }} onClick={() => setPicked(new Map())}>
                {PICKER_TEXT.clear}
              </Link>
            </Alert>
            <PickerTable<Row>
              label={columns.data?.cgRpConfigName ?? code}
              rows={data.data?.records ?? []}
              rowKey={reportRowKey}
              columns={tableColumns}
              indexColumn
              loading={columns.isLoading || info.isLoading || data.isFetching}
              error={info.error ? errorMessage(info.error) : data.error ? errorMessage(data.error) : null}
              multiple={multi}
              selectedKeys={[...picked.keys()]}
              onToggle={toggle}
              page={paging.pageNo}
              pageSize={paging.pageSize}
              total={data.data?.total ?? 0}
              pageSizeOptions={[10, 20, 30]}
              onPage={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
              sort={sort}
              onSort={(s) => {
                setSort(s);
                setPaging((p) => ({ ...p, pageNo: 1 }));
              }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{PICKER_TEXT.close}</Button>
        <Button variant="contained" onClick={confirm} disabled={columns.isError}>
          {PICKER_TEXT.ok}
        </Button>
      </DialogActions>
    </>
  );
}
