/**
 * 根据部门选择用户 (1250 px): the lazy department tree on the left filters
 * the paged user list on the right (`queryUserComponentData`: departId,
 * username, column/order, pageNo/pageSize). Checked users survive paging and
 * filtering; the dialog's state lives only while it is open.
 */
import { useState, type KeyboardEvent } from 'react';
import { useSearchRound } from '@/lib/use-search-round';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Replay from '@mui/icons-material/Replay';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SysUser } from '@/api/sys/user';
import { errorMessage } from '@/api/errors';
import { queryUserComponentData, type UserQuery, type UserRow } from '../api';
import { LazyTreeView } from '../lazy-tree/LazyTree';
import { PICKER_TEXT, SEX_TEXT, USER_COLUMNS, USER_STATUS_TEXT } from '../messages';
import { PickerTable, type PickerColumn, type PickerSort } from '../table/PickerTable';
import { useDepartTree } from '../depart/depart-tree';

export interface UserByDepartDialogProps {
  open: boolean;
  multi: boolean;
  /** Users of the current value, checked when the dialog opens. */
  initialRows: SysUser[];
  width?: number;
  onClose: () => void;
  onConfirm: (rows: SysUser[]) => void;
}

const COLUMNS: PickerColumn<UserRow>[] = [
  { key: 'username', title: USER_COLUMNS.username, sortable: true },
  { key: 'realname', title: USER_COLUMNS.realname, sortable: true },
  { key: 'sex', title: USER_COLUMNS.sex, render: (u) => SEX_TEXT[String(u.sex)] ?? u.sex ?? '' },
  { key: 'phone', title: USER_COLUMNS.phone },
  { key: 'orgCodeTxt', title: USER_COLUMNS.orgCodeTxt },
  { key: 'status', title: USER_COLUMNS.status, render: (u) => u.status_dictText || USER_STATUS_TEXT[String(u.status)] || '' },
];

export function UserByDepartDialog(props: UserByDepartDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth={false}
      aria-labelledby="user-picker-title"
      slotProps={{ paper: { sx: { width: props.width ?? 1250, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {props.open && <UserByDepartBody {...props} />}
    </Dialog>
  );
}

function UserByDepartBody({ multi, initialRows, onClose, onConfirm }: UserByDepartDialogProps) {
  const [picked, setPicked] = useState<Map<string, SysUser>>(() => new Map(initialRows.map((u) => [u.id, u])));
  const [departIds, setDepartIds] = useState<string[]>([]);
  const [username, setUsername] = useState('');
  const [query, setQuery] = useState<UserQuery>({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
  const tree = useDepartTree();
  const [round, nextRound] = useSearchRound();

  const users = useQuery({
    queryKey: ['pickers', 'users', query, round],
    queryFn: () => queryUserComponentData(query),
    placeholderData: keepPreviousData,
  });

  const selectDepart = (ids: string[]) => {
    setDepartIds(ids);
    setQuery((q) => ({ ...q, departId: ids[0], pageNo: 1 }));
  };

  const search = () => {
    setQuery((q) => ({ ...q, username: username.trim() || undefined, pageNo: 1 }));
    nextRound();
  };
  const reset = () => {
    setUsername('');
    setDepartIds([]);
    setQuery((q) => ({ pageNo: 1, pageSize: q.pageSize, column: 'createTime', order: 'desc' }));
  };

  const toggle = (row: UserRow, checked: boolean) =>
    setPicked((prev) => {
      if (!multi) return checked ? new Map([[row.id, row]]) : new Map();
      const next = new Map(prev);
      if (checked) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });

  const sort: PickerSort | null = query.column && query.column !== 'createTime' ? { column: query.column, order: query.order ?? 'asc' } : null;

  return (
    <>
      <DialogTitle id="user-picker-title">{PICKER_TEXT.userTitle}</DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'action.hover', p: 1.5 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 3fr' }, gap: 1.5 }}>
          <Paper variant="outlined" sx={{ p: 1, minHeight: 200 }}>
            <LazyTreeView tree={tree} mode="select" selected={departIds} onSelectedChange={selectDepart} label="组织机构" maxHeight={520} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
              <Typography component="label" htmlFor="user-picker-username" variant="body2">
                {PICKER_TEXT.userAccount}:
              </Typography>
              <TextField
                id="user-picker-username"
                size="small"
                type="search"
                placeholder={PICKER_TEXT.userSearch}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                onKeyDown={(e: KeyboardEvent) => {
                  if (e.key === 'Enter') search();
                }}
                sx={{ width: 180 }}
              />
              <Button variant="contained" size="small" onClick={search}>
                {PICKER_TEXT.search}
              </Button>
              <Button variant="outlined" size="small" startIcon={<Replay />} onClick={reset}>
                {PICKER_TEXT.reset}
              </Button>
            </Box>
            <PickerTable<UserRow>
              label={PICKER_TEXT.userTitle}
              rows={users.data?.records ?? []}
              rowKey={(u) => u.id}
              rowLabel={(u) => u.username}
              columns={COLUMNS}
              loading={users.isFetching}
              error={users.error ? errorMessage(users.error) : null}
              multiple={multi}
              selectedKeys={[...picked.keys()]}
              onToggle={toggle}
              page={query.pageNo}
              pageSize={query.pageSize}
              total={users.data?.total ?? 0}
              pageSizeOptions={[10, 20, 30]}
              onPage={(pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize }))}
              sort={sort}
              onSort={(s) => setQuery((q) => ({ ...q, column: s.column, order: s.order, pageNo: 1 }))}
            />
          </Paper>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{PICKER_TEXT.close}</Button>
        <Button variant="contained" onClick={() => onConfirm([...picked.values()])}>
          {PICKER_TEXT.confirm}
        </Button>
      </DialogActions>
    </>
  );
}
