import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { unwrap } from '@/api/errors';
import type { SysDataLog } from '@/api/sys/data-log';
import { queryRead, RelatedDataAlert } from '@/widgets/form';
import { compareLines, DATA_LOG_TEXT as T } from './data-log-config';
import { dataLogServices, type DataLogServices } from './data-log-services';

export interface DataLogCompareDialogProps {
  /** The two versions to open with (same table and record), or null when closed. */
  pair: readonly [SysDataLog, SysDataLog] | null;
  onClose: () => void;
  services?: DataLogServices;
}

const byVersion = (a: SysDataLog, b: SysDataLog) => Number(a.dataVersion) - Number(b.dataVersion);

/** 数据比较: two versions of one record field by field, changed fields highlighted; either side can switch version. */
export function DataLogCompareDialog({ pair, onClose, services = dataLogServices }: DataLogCompareDialogProps) {
  const [ids, setIds] = useState<[string, string]>(['', '']);
  const first = pair?.[0];

  useEffect(() => {
    if (pair) {
      // Older version on the left, like reading a change forwards.
      const [a, b] = [...pair].sort(byVersion);
      setIds([a.id, b.id]);
    }
  }, [pair]);

  const versions = useQuery({
    queryKey: ['dataLog', 'versions', first?.dataTable, first?.dataId],
    queryFn: async () => unwrap(await services.versions(first!.dataTable, first!.dataId)) ?? [],
    enabled: Boolean(first),
  });
  const compared = useQuery({
    queryKey: ['dataLog', 'compare', ids[0], ids[1]],
    queryFn: async () => unwrap(await services.compare(ids[0], ids[1])) ?? [],
    enabled: Boolean(pair && ids[0] && ids[1]),
  });

  // A failed read says so; an empty comparison would read as two versions with no fields.
  const versionsRead = queryRead(T.versions, versions);
  const comparedRead = queryRead(T.title, compared);
  const options = versionsRead.data ?? (pair ? [...pair].sort(byVersion) : []);
  const left = comparedRead.data?.find((r) => r.id === ids[0]);
  // The same id twice comes back once.
  const right = comparedRead.data?.find((r) => r.id === ids[1]) ?? (ids[0] === ids[1] ? left : undefined);
  const lines = left && right ? compareLines(left.dataContent, right.dataContent) : [];

  const versionSelect = (side: 0 | 1, label: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.id === ids[side]) ? ids[side] : ''}
      onChange={(e) => setIds((cur) => (side === 0 ? [e.target.value, cur[1]] : [cur[0], e.target.value]))}
      sx={{ minWidth: 140 }}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {T.version(o.dataVersion)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open={pair !== null} onClose={onClose} maxWidth={false} aria-labelledby="data-log-compare-title" slotProps={{ paper: { sx: { width: 900, maxWidth: '95vw' } } }}>
      <DialogTitle id="data-log-compare-title">{T.title}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={3} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {T.table}：{first?.dataTable}
          </Typography>
          <Typography variant="body2">
            {T.dataId}：{first?.dataId}
          </Typography>
          {versionSelect(0, T.left)}
          {versionSelect(1, T.right)}
        </Stack>
        <RelatedDataAlert reads={[versionsRead, comparedRead]} blocksSave={false} />
        <Table size="small" aria-label={T.title}>
          <TableHead>
            <TableRow>
              <TableCell>{T.field}</TableCell>
              <TableCell>{left ? T.version(left.dataVersion) : ''}</TableCell>
              <TableCell>{right ? T.version(right.dataVersion) : ''}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.field} data-changed={l.changed || undefined} sx={l.changed ? { bgcolor: 'warning.light' } : undefined}>
                <TableCell component="th" scope="row">
                  {l.field}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{l.left}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', fontWeight: l.changed ? 600 : undefined }}>{l.right}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
