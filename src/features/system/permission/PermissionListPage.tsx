import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ScreenProps } from '@/ui/screen-props';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { usePermission } from '@/session';
import { menuTypeText, PERMISSION_TEXT as T, type PermissionNode } from './permission-config';
import { permissionServices, type PermissionServices } from './permission-services';
import { PermissionDataRuleDrawer } from './PermissionDataRuleDrawer';
import { dataRuleDraftMenu } from '../data-rule/data-rule-draft';
import { usePendingDraft } from '@/session/drafts';
import { PermissionFormDialog, type PermissionDialogMode } from './PermissionFormDialog';
import { refreshMenu } from './refresh-menu';
import { useLazyMenuTree } from './use-lazy-menu-tree';
import { warnFailure } from '@/widgets/feedback';
import { useDraftReopen } from '@/widgets/list';

export interface PermissionListPageProps extends ScreenProps {
  services?: PermissionServices;
}

/** 菜单管理 (`system/PermissionList`): the tree table of menus, sub-menus and buttons with their data rules, read level by level. */
export default function PermissionListPage({ title, services = permissionServices }: PermissionListPageProps) {
  const can = usePermission();
  const confirm = useConfirm();
  const menu = useLazyMenuTree();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<{ mode: PermissionDialogMode; record: Partial<PermissionNode> | null } | null>(null);
  const [rulesOf, setRulesOf] = useState<{ id: string; name: string; parentId: string | null } | null>(null);
  // 恢复草稿 of a data rule form: open the rules of its menu; they reopen the form.
  usePendingDraft((draft) => {
    const menu = dataRuleDraftMenu(draft);
    if (menu) setRulesOf({ id: menu.permissionId, name: menu.permissionName, parentId: null });
    return menu !== null;
  });
  const parentOf = useMemo(() => new Map(menu.rows.map(({ node }) => [node.id, node.parentId ?? null])), [menu.rows]);
  const shownNodes = useMemo(() => menu.rows.map(({ node }) => node), [menu.rows]);
  // 恢复草稿 of a menu form reopens 新增, or 编辑 of the menu it was typed for.
  useDraftReopen<PermissionNode>({
    onAdd: can('permission:add') ? () => setDialog({ mode: 'add', record: null }) : undefined,
    onEdit: can('permission:edit') ? (node) => setDialog({ mode: 'edit', record: node }) : undefined,
    rows: shownNodes,
    loading: menu.roots === null,
    rowKey: 'id',
  });

  /** The levels holding these nodes' children, and the levels holding the nodes themselves (their leaf flag may change). */
  const reloadAround = (ids: ReadonlyArray<string | null | undefined>) => {
    const levels = new Set<string | null>();
    for (const id of ids) {
      if (id === undefined) continue;
      levels.add(id);
      if (id !== null) levels.add(parentOf.get(id) ?? null);
    }
    return menu.reload([...levels]);
  };

  const expandAll = async () => {
    try {
      await menu.expandAll();
    } catch (err) {
      warnFailure(err);
    }
  };

  const run = async (call: Promise<{ success: boolean; message: string }>, parents: ReadonlyArray<string | null>) => {
    try {
      const res = await call;
      if (res.success) {
        notify.success(res.message);
        setSelected([]);
        await reloadAround(parents);
      } else {
        notify.warning(res.message);
      }
    } catch (err) {
      warnFailure(err);
    }
  };

  const removeOne = async (node: PermissionNode) => {
    if (!(await confirm({ title: T.confirmDelete }))) return;
    await run(services.remove(node.id), [node.parentId ?? null]);
  };

  const removeMany = async () => {
    if (selected.length === 0) return notify.warning(T.selectOne);
    if (!(await confirm({ title: T.confirmBatchTitle, content: T.confirmBatch }))) return;
    await run(services.removeMany(selected), selected.map((id) => parentOf.get(id) ?? null));
  };

  const toggleSelected = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {can('permission:add') && (
          <Button variant="contained" onClick={() => setDialog({ mode: 'add', record: null })}>
            {T.add}
          </Button>
        )}
        {can('permission:batch_delete') && (
          <Button variant="outlined" color="error" onClick={() => void removeMany()}>
            {T.batchDelete}
          </Button>
        )}
        <Button variant="outlined" onClick={() => void expandAll()}>
          {T.expandAll}
        </Button>
        <Button variant="outlined" onClick={menu.collapseAll}>
          {T.collapseAll}
        </Button>
        <Button variant="outlined" onClick={() => void refreshMenu()}>
          刷新菜单
        </Button>
        {selected.length > 0 && (
          <Typography variant="body2">
            {T.selected(selected.length)} ·{' '}
            <Link component="button" type="button" onClick={() => setSelected([])}>
              {T.clear}
            </Link>
          </Typography>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={title ?? '菜单管理'}>
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
            {menu.rows.map(({ node, depth, hasChildren, loading }) => (
              <TableRow key={node.id} hover selected={selected.includes(node.id)}>
                <TableCell padding="checkbox">
                  <Checkbox checked={selected.includes(node.id)} onChange={() => toggleSelected(node.id)} slotProps={{ input: { 'aria-label': node.name } }} />
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
                    {can('permission:edit') && (
                      <Link component="button" type="button" onClick={() => setDialog({ mode: 'edit', record: node })}>
                        {T.edit}
                      </Link>
                    )}
                    <Link component="button" type="button" onClick={() => setDialog({ mode: 'detail', record: node })}>
                      {T.detail}
                    </Link>
                    {node.menuType !== 2 && can('permission:add') && (
                      <Link component="button" type="button" onClick={() => setDialog({ mode: 'add', record: { parentId: node.id, menuType: 1 } })}>
                        {T.addChild}
                      </Link>
                    )}
                    {node.menuType !== 2 && (
                      <Link component="button" type="button" onClick={() => setRulesOf({ id: node.id, name: node.name, parentId: node.parentId ?? null })}>
                        {T.dataRule}
                      </Link>
                    )}
                    {can('permission:delete') && (
                      <Link component="button" type="button" color="error" onClick={() => void removeOne(node)}>
                        {T.delete}
                      </Link>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PermissionFormDialog
        mode={dialog?.mode ?? null}
        record={dialog?.record}
        tree={menu.loadedTree}
        onClose={() => setDialog(null)}
        onSaved={(parentId) => {
          const before = dialog?.record;
          setDialog(null);
          void reloadAround([parentId, before?.parentId ?? null, before?.id]);
        }}
        services={services}
      />
      <PermissionDataRuleDrawer permission={rulesOf} onClose={() => setRulesOf(null)} onChanged={() => void (rulesOf && menu.reload([rulesOf.parentId]))} services={services} />
    </Paper>
  );
}
