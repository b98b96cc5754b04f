import { useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import type { ScreenProps } from '@/ui/screen-props';
import { useConfirm } from '@/ui/dialogs/confirm';
import { notify } from '@/ui/notify';
import { usePermission } from '@/session';
import { PERMISSION_TEXT as T, type PermissionNode } from './permission-config';
import { permissionServices, type PermissionServices } from './permission-services';
import { PermissionDataRuleDrawer } from './PermissionDataRuleDrawer';
import { dataRuleDraftMenu } from '../data-rule/data-rule-draft';
import { usePendingDraft } from '@/session/drafts';
import { PermissionFormDialog, type PermissionDialogMode } from './PermissionFormDialog';
import { useLazyMenuTree } from './use-lazy-menu-tree';
import { type Answer, sendAndReport, warnFailure } from '@/widgets/feedback';
import { useDraftReopen } from '@/widgets/list';
import { PermissionToolbar } from './PermissionToolbar';
import { PermissionTreeTable } from './PermissionTreeTable';

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

  const run = (call: Promise<Answer>, parents: ReadonlyArray<string | null>) =>
    sendAndReport(
      () => call,
      async () => {
        setSelected([]);
        await reloadAround(parents);
      },
    );

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
      <PermissionToolbar
        onAdd={can('permission:add') ? () => setDialog({ mode: 'add', record: null }) : undefined}
        onRemoveMany={can('permission:batch_delete') ? () => void removeMany() : undefined}
        onExpandAll={() => void expandAll()}
        onCollapseAll={menu.collapseAll}
        selectedCount={selected.length}
        onClearSelection={() => setSelected([])}
      />
      <PermissionTreeTable
        ariaLabel={title ?? '菜单管理'}
        menu={menu}
        selected={selected}
        onToggleSelected={toggleSelected}
        actions={{
          onEdit: can('permission:edit') ? (node) => setDialog({ mode: 'edit', record: node }) : undefined,
          onDetail: (node) => setDialog({ mode: 'detail', record: node }),
          onAddChild: can('permission:add') ? (node) => setDialog({ mode: 'add', record: { parentId: node.id, menuType: 1 } }) : undefined,
          onDataRule: (node) => setRulesOf({ id: node.id, name: node.name, parentId: node.parentId ?? null }),
          onRemove: can('permission:delete') ? (node) => void removeOne(node) : undefined,
        }}
      />
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
