/** A read-only table of a form version's fields (表单版本 → 查看). */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { WfFormField } from '@/api/workflow';
import { fieldTypeText } from './form-model';

export function FieldsTable({ fields, label = '字段列表' }: { fields: readonly WfFormField[]; label?: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>字段名称</TableCell>
          <TableCell>字段标识</TableCell>
          <TableCell>类型</TableCell>
          <TableCell>必填</TableCell>
          <TableCell>选项</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((f, i) => (
          <TableRow key={f.key}>
            <TableCell>{i + 1}</TableCell>
            <TableCell>{f.label}</TableCell>
            <TableCell>{f.key}</TableCell>
            <TableCell>{fieldTypeText(f.type)}</TableCell>
            <TableCell>{f.required ? '是' : '否'}</TableCell>
            <TableCell>{(f.options ?? []).join('、')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
