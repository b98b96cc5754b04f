/** The audit trail of an instance (or of everything): who did what, when, with which comment. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WfRecord } from '@/api/workflow';

export function TrailTable({ records, label = '流转记录' }: { records: readonly WfRecord[]; label?: string }) {
  if (records.length === 0) return <Typography color="text.secondary">暂无流转记录</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>时间</TableCell>
          <TableCell>步骤</TableCell>
          <TableCell>办理人</TableCell>
          <TableCell>动作</TableCell>
          <TableCell>意见</TableCell>
          <TableCell>流转至</TableCell>
        </TableRow>
      </TableHead>
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
