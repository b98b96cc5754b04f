/** The audit trail of an instance (or of everything): who did what, when, with which comment. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WfRecord } from '@/api/workflow';
import { TableHeadRow } from '@/widgets/list';

export function TrailTable({ records, label = '流转记录' }: { records: readonly WfRecord[]; label?: string }) {
  if (records.length === 0) return <Typography color="text.secondary">暂无流转记录</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHeadRow titles={['时间', '步骤', '办理人', '动作', '意见', '流转至']} />
      <TableBody>
        {records.map((r) => (
          <TableRow key={r.id}>
            <TableCell>{r.time}</TableCell>
            <TableCell>{r.stepName}</TableCell>
            <TableCell>{r.operatorName}</TableCell>
            <TableCell>{r.actionName}</TableCell>
            <TableCell>{r.comment ?? ''}</TableCell>
            <TableCell>{r.target ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
