import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import type { RecycleBinConfig } from './types';
import { warnFailure } from '@/widgets/feedback';
import { useRecycleBinRows } from './use-recycle-bin-rows';
import { RecycleBinRow } from './RecycleBinRow';

export interface RecycleBinTableProps<T> {
  config: RecycleBinConfig<T>;
  /** false keeps the list from loading (a closed dialog). */
  enabled?: boolean;
  /** Permission switches (the 用户回收站 page's recycle:restore / recycle:delete). */
  canRestore?: boolean;
  canDelete?: boolean;
  /** After a successful restore, so the live list shows the rows again. */
  onRestored?: () => void;
}

const LOADING = '加载中…';
const defaultKey = (row: unknown) => String((row as { id?: unknown }).id);

/**
 * The deleted rows of one entity with 还原 / 彻底删除 per row and for the
 * selection. Messages are the server's; a failed load shows its message in
 * place of the rows.
 */
export function RecycleBinTable<T extends object>({ config, enabled = true, canRestore = true, canDelete = true, onRestored }: RecycleBinTableProps<T>) {
  const confirm = useConfirm();
  const { text, columns, rowKey = defaultKey } = config;
  const [selected, setSelected] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const { bin, rows } = useRecycleBinRows(config, enabled, keyword);
  const batch = Boolean(text.restoreSelected && text.deleteSelected);
  const colSpan = columns.length + (batch ? 1 : 0) + (canRestore || canDelete ? 1 : 0);

  const act = async (targets: T[], kind: 'restore' | 'delete', isBatch: boolean) => {
    if (targets.length === 0) return notify.warning(text.selectOne ?? text.empty);
    const question = kind === 'restore' ? (config.confirmRestore?.(targets, isBatch) ?? null) : config.confirmDelete(targets, isBatch);
    if (question && !(await confirm(question))) return;
    try {
      const res = await (kind === 'restore' ? config.restore(targets) : config.deleteForGood(targets));
      if (!res.success) return notify.warning(res.message);
      notify.success(res.message);
      const gone = targets.map(rowKey);
      setSelected((s) => s.filter((id) => !gone.includes(id)));
      await bin.refetch();
      if (kind === 'restore') onRestored?.();
    } catch (err) {
      warnFailure(err);
    }
  };

  const picked = () => rows.filter((r) => selected.includes(rowKey(r)));
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const allChecked = rows.length > 0 && rows.every((r) => selected.includes(rowKey(r)));
  const emptyText = bin.data?.error ?? (bin.isFetching || !bin.data ? LOADING : text.empty);

  return (
    <>
      {(batch || config.searchFields) && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          {config.searchFields && (
            <TextField size="small" placeholder={text.searchPlaceholder} value={keyword} onChange={(e) => setKeyword(e.target.value)} slotProps={{ htmlInput: { 'aria-label': text.searchPlaceholder ?? '搜索' } }} />
          )}
          {batch && canRestore && (
            <Button size="small" variant="outlined" onClick={() => void act(picked(), 'restore', true)}>
              {text.restoreSelected}
            </Button>
          )}
          {batch && canDelete && (
            <Button size="small" variant="outlined" color="error" onClick={() => void act(picked(), 'delete', true)}>
              {text.deleteSelected}
            </Button>
          )}
        </Stack>
      )}
      <Table size="small" aria-label={text.label}>
        <TableHead>
          <TableRow>
            {batch && (
              <TableCell padding="checkbox">
                <Checkbox checked={allChecked} slotProps={{ input: { 'aria-label': '全选' } }} onChange={() => setSelected(allChecked ? [] : rows.map(rowKey))} />
              </TableCell>
            )}
            {columns.map((c) => (
              <TableCell key={c.field}>{c.title}</TableCell>
            ))}
            {(canRestore || canDelete) && <TableCell align="center">操作</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={colSpan} align="center" role={bin.data?.error ? 'alert' : undefined}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {rows.map((r) => {
            const id = rowKey(r);
            return (
              <RecycleBinRow
                key={id}
                row={r}
                config={config}
                batch={batch}
                checked={selected.includes(id)}
                onToggle={() => toggle(id)}
                canRestore={canRestore}
                canDelete={canDelete}
                onAct={(kind) => void act([r], kind, false)}
              />
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
