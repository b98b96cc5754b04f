/** A read-only table of a form version's fields (表单版本 → 查看). */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { WfFormField } from '@/api/workflow';
import { fieldTypeText } from './form-model';
import { TableHeadRow } from '@/widgets/list';

export function FieldsTable({ fields, label = '字段列表' }: { fields: readonly WfFormField[]; label?: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHeadRow titles={['#', '字段名称', '字段标识', '类型', '必填', '选项']} />
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
