/**
 * The business-component picker's dialog (`{name}选择`): on the left a fixed
 * condition, 查询 / 重置 and a table paged by 5 (5/10/20/30); on the right
 * the 已选{name} list with 删除. Cells are cut to 12 characters.
 */
import { useState, type FormEvent } from 'react';
import { useSearchRound } from '@/lib/use-search-round';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Replay from '@mui/icons-material/Replay';
import Search from '@mui/icons-material/Search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/api/errors';
import { fetchPickList } from '../api';
import { PICKER_TEXT } from '../messages';
import { PickerTable, type PickerColumn } from '../table/PickerTable';
import type { BizColumn, BizRow } from './biz-types';
import { cellText, Ellipsis } from './BizCellText';
import { BizSelectedList } from './BizSelectedList';

export interface BizComponentDialogProps {
  open: boolean;
  name: string;
  listUrl: string;
  columns: BizColumn[];
  rowKey: string;
  queryParamCode: string;
  queryParamText: string;
  multiple: boolean;
  initialRows: BizRow[];
  width?: number;
  /** Cells longer than this are cut with an ellipsis (-1 = never). */
  ellipsisLength?: number;
  onClose: () => void;
  onConfirm: (rows: BizRow[]) => void;
}

export const BIZ_PAGE_SIZES = [5, 10, 20, 30];

export function BizComponentDialog(props: BizComponentDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth={false}
      aria-labelledby="biz-picker-title"
      slotProps={{ paper: { sx: { width: props.width ?? 900, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {props.open && <BizBody {...props} />}
    </Dialog>
  );
}

function BizBody({ name, listUrl, columns, rowKey, queryParamCode, queryParamText, multiple, initialRows, ellipsisLength = 12, onClose, onConfirm }: BizComponentDialogProps) {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 5 });
  const [round, nextRound] = useSearchRound();
  const keyOf = (r: BizRow) => String(r[rowKey] ?? '');
  const [picked, setPicked] = useState<Map<string, BizRow>>(() => new Map(initialRows.map((r) => [keyOf(r), r])));

  const list = useQuery({
    queryKey: ['pickers', 'biz', listUrl, queryParamCode, applied, paging, round],
    queryFn: () =>
      fetchPickList<BizRow>(listUrl, {
        [queryParamCode]: applied ? `*${applied}*` : undefined,
        column: 'createTime',
        order: 'desc',
        ...paging,
      }),
    placeholderData: keepPreviousData,
  });

  const toggle = (row: BizRow, checked: boolean) =>
    setPicked((prev) => {
      if (!multiple) return checked ? new Map([[keyOf(row), row]]) : new Map();
      const next = new Map(prev);
      if (checked) next.set(keyOf(row), row);
      else next.delete(keyOf(row));
      return next;
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(text.trim());
    setPaging((p) => ({ ...p, pageNo: 1 }));
    nextRound();
  };
  const reset = () => {
    setText('');
    setApplied('');
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  const tableColumns: PickerColumn<BizRow>[] = columns.map((c) => ({
    key: c.dataIndex,
    title: c.title,
    width: c.width,
    render: (row) => <Ellipsis text={cellText(c, row)} length={ellipsisLength} />,
  }));
  const first = columns[0];

  return (
    <>
      <DialogTitle id="biz-picker-title">{PICKER_TEXT.bizTitle(name)}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2 }}>
          <Box>
            <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
              <TextField size="small" label={queryParamText} placeholder={PICKER_TEXT.inputPrompt(queryParamText)} value={text} onChange={(e) => setText(e.target.value)} />
              <Button type="submit" variant="contained" size="small" startIcon={<Search />}>
                {PICKER_TEXT.search}
              </Button>
              <Button variant="contained" size="small" startIcon={<Replay />} onClick={reset}>
                {PICKER_TEXT.reset}
              </Button>
            </Box>
            <PickerTable<BizRow>
              label={PICKER_TEXT.bizTitle(name)}
              rows={list.data?.records ?? []}
              rowKey={keyOf}
              rowLabel={(r) => cellText(first, r)}
              columns={tableColumns}
              loading={list.isFetching}
              error={list.error ? errorMessage(list.error) : null}
              multiple={multiple}
              selectedKeys={[...picked.keys()]}
              onToggle={toggle}
              page={paging.pageNo}
              pageSize={paging.pageSize}
              total={list.data?.total ?? 0}
              pageSizeOptions={BIZ_PAGE_SIZES}
              onPage={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
              maxHeight={300}
            />
          </Box>
          <BizSelectedList name={name} column={first} picked={picked} ellipsisLength={ellipsisLength} onRemove={(row) => toggle(row, false)} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{PICKER_TEXT.close}</Button>
        <Button variant="contained" onClick={() => onConfirm([...picked.values()])}>
          {PICKER_TEXT.ok}
        </Button>
      </DialogActions>
    </>
  );
}
