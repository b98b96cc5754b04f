/** The tree table of 菜单管理: one row per shown menu, sub-menu or button, indented by depth, with its actions. */
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { menuTypeText, PERMISSION_TEXT as T, type PermissionNode } from './permission-config';
import type { LazyMenuRow, LazyMenuTree } from './use-lazy-menu-tree';

/** What a row's links do; an absent one is not shown (the user lacks its grant). */
export interface PermissionRowActions {
  onEdit?: (node: PermissionNode) => void;
  onDetail: (node: PermissionNode) => void;
  onAddChild?: (node: PermissionNode) => void;
  onDataRule: (node: PermissionNode) => void;
  onRemove?: (node: PermissionNode) => void;
}

export interface PermissionTreeTableProps {
  ariaLabel: string;
  menu: LazyMenuTree;
  selected: readonly string[];
  onToggleSelected: (id: string) => void;
  actions: PermissionRowActions;
}

export function PermissionTreeTable({ ariaLabel, menu, selected, onToggleSelected, actions }: PermissionTreeTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={ariaLabel}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{T.name}</TableCell>
            <TableCell>{T.menuType}</TableCell>
            <TableCell>{T.icon}</TableCell>
            <TableCell>{T.component}</TableCell>
            <TableCell>{T.url}</TableCell>
            <TableCell>{T.sortNo}</TableCell>
            <TableCell align="center">{T.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {menu.roots === null && (
            <TableRow>
              <TableCell colSpan={8}>{T.loading}</TableCell>
            </TableRow>
          )}
          {menu.error !== null && (
            <TableRow>
              <TableCell colSpan={8} role="alert">
                {menu.error}
              </TableCell>
            </TableRow>
          )}
          {menu.roots?.length === 0 && menu.error === null && (
            <TableRow>
              <TableCell colSpan={8} align="center">
                {T.noData}
              </TableCell>
            </TableRow>
          )}
          {menu.rows.map((row) => (
            <PermissionTreeRow key={row.node.id} row={row} menu={menu} checked={selected.includes(row.node.id)} onToggleSelected={onToggleSelected} actions={actions} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface PermissionTreeRowProps {
  row: LazyMenuRow;
  menu: LazyMenuTree;
  checked: boolean;
  onToggleSelected: (id: string) => void;
  actions: PermissionRowActions;
}

function PermissionTreeRow({ row: { node, depth, hasChildren, loading }, menu, checked, onToggleSelected, actions }: PermissionTreeRowProps) {
  const { onEdit, onDetail, onAddChild, onDataRule, onRemove } = actions;
  return (
    <TableRow hover selected={checked}>
      <TableCell padding="checkbox">
        <Checkbox checked={checked} onChange={() => onToggleSelected(node.id)} slotProps={{ input: { 'aria-label': node.name } }} />
      </TableCell>
      <TableCell sx={{ pl: 1 + depth * 3, whiteSpace: 'nowrap' }}>
        {hasChildren ? (
          <IconButton
            size="small"
            aria-label={menu.expanded.has(node.id) ? T.collapse(node.name) : T.expand(node.name)}
            aria-expanded={menu.expanded.has(node.id)}
            aria-busy={loading}
            onClick={() => menu.toggle(node.id)}
          >
            {menu.expanded.has(node.id) ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <span style={{ display: 'inline-block', width: 30 }} />
        )}
        {node.name}
      </TableCell>
      <TableCell>{menuTypeText(node.menuType)}</TableCell>
      <TableCell>{node.icon}</TableCell>
      <TableCell>{node.component}</TableCell>
      <TableCell>{node.url}</TableCell>
      <TableCell>{node.sortNo}</TableCell>
      <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          {onEdit && (
            <Link component="button" type="button" onClick={() => onEdit(node)}>
              {T.edit}
            </Link>
          )}
          <Link component="button" type="button" onClick={() => onDetail(node)}>
            {T.detail}
          </Link>
          {node.menuType !== 2 && onAddChild && (
            <Link component="button" type="button" onClick={() => onAddChild(node)}>
              {T.addChild}
            </Link>
          )}
          {node.menuType !== 2 && (
            <Link component="button" type="button" onClick={() => onDataRule(node)}>
              {T.dataRule}
            </Link>
          )}
          {onRemove && (
            <Link component="button" type="button" color="error" onClick={() => onRemove(node)}>
              {T.delete}
            </Link>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
