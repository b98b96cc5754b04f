import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SysPermissionDataRule } from '@/api/sys/permission';
import { PERMISSION_TEXT as T } from '../permission/permission-config';

export interface DataRuleTableProps {
  ariaLabel: string;
  loading: boolean;
  /** The rules read; null while none was read. */
  rules: readonly SysPermissionDataRule[] | null;
  onToggleStatus: (rule: SysPermissionDataRule) => void;
  onEdit: (rule: SysPermissionDataRule) => void;
  onRemove: (id: string) => void;
}

/** The menu's rules with their status switch, 编辑 and 删除. */
export function DataRuleTable({ ariaLabel, loading, rules, onToggleStatus, onEdit, onRemove }: DataRuleTableProps) {
  return (
    <Table size="small" aria-label={ariaLabel}>
      <TableHead>
        <TableRow>
          <TableCell>{T.ruleName}</TableCell>
          <TableCell>{T.ruleColumn}</TableCell>
          <TableCell>{T.ruleConditions}</TableCell>
          <TableCell>{T.ruleValue}</TableCell>
          <TableCell>{T.ruleStatus}</TableCell>
          <TableCell align="center">{T.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading && (
          <TableRow>
            <TableCell colSpan={6}>{T.loading}</TableCell>
          </TableRow>
        )}
        {rules?.length === 0 && (
          <TableRow>
            <TableCell colSpan={6} align="center">
              {T.noData}
            </TableCell>
          </TableRow>
        )}
        {rules?.map((r) => (
          <TableRow key={r.id}>
            <TableCell>{r.ruleName}</TableCell>
            <TableCell>{r.ruleColumn}</TableCell>
            <TableCell>{r.ruleConditions}</TableCell>
            <TableCell>{r.ruleValue}</TableCell>
            <TableCell>
              <Switch size="small" checked={r.status === '1'} onChange={() => onToggleStatus(r)} slotProps={{ input: { 'aria-label': `${T.ruleStatus} ${r.ruleName ?? ''}` } }} />
            </TableCell>
            <TableCell align="center">
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
                <Link component="button" type="button" onClick={() => onEdit(r)}>
                  {T.edit}
                </Link>
                <Link component="button" type="button" color="error" onClick={() => onRemove(r.id)}>
                  {T.delete}
                </Link>
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
