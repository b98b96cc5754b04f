import { useCallback, useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { unwrap } from '@/api/errors';
import { RelatedDataAlert, relatedBlockReason, useRelatedData } from '@/widgets/form';
import { ROLE_TEXT as T, type RoleRow } from './role-config';
import type { PermissionTreeModel } from '@/api/sys/permission';
import { roleServices, type RoleServices } from './role-services';
import { applyCheck, buttonIds, indexTree } from './role-tree';
import { RoleDataRuleDrawer } from './RoleDataRuleDrawer';
import { sendAndReport } from '@/widgets/feedback';
import { RoleTreeItemLabel } from './RoleTreeItemLabel';
import { RoleAuthFooter } from './RoleAuthFooter';

export interface RoleAuthDrawerProps {
  role: RoleRow | null;
  onClose: () => void;
  services?: RoleServices;
}

/** 角色权限配置: the menu/button tree with checkboxes; saving sends the diff against what was loaded. */
export function RoleAuthDrawer({ role, onClose, services = roleServices }: RoleAuthDrawerProps) {
  return (
    <Drawer anchor="right" open={role !== null} onClose={onClose} slotProps={{ paper: { sx: { width: 650, maxWidth: '100vw' } } }}>
      {role && <RoleAuthBody role={role} onClose={onClose} services={services} />}
    </Drawer>
  );
}

function RoleAuthBody({ role, onClose, services }: { role: RoleRow; onClose: () => void; services: RoleServices }) {
  // The save sends the checked menus with the ones read as granted (the diff is applied by the
  // server): until both reads answered, a save would grant or revoke from a guess.
  const treeRead = useRelatedData({ label: '菜单树', queryKey: ['role-auth', 'tree'], load: async () => unwrap(await services.tree()).treeList });
  const heldRead = useRelatedData({ label: '已授权菜单', queryKey: ['role-auth', 'held', role.id], load: async () => unwrap(await services.rolePermissions(role.id)) ?? [] });
  const related = [treeRead, heldRead];
  const blockedReason = relatedBlockReason(related);
  const nodes = treeRead.data;
  const [checked, setChecked] = useState<string[]>([]);
  // What the server holds: the `lastpermissionIds` of the next save.
  const [last, setLast] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [linked, setLinked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [ruleFor, setRuleFor] = useState<{ id: string; title: string } | null>(null);

  const held = heldRead.data;
  useEffect(() => {
    if (!held) return;
    setChecked(held);
    setLast(held);
  }, [held, heldRead.status]);

  const index = useMemo(() => indexTree(nodes ?? []), [nodes]);

  // Buttons are marked apart from menus, as the Vue console does; a failed read only loses the marks.
  const kindsRead = useQuery({
    queryKey: ['role-auth', 'kinds'],
    queryFn: async () => (services.permissionKinds ? unwrap(await services.permissionKinds()) : []),
    retry: false,
  });
  const buttons = useMemo(() => buttonIds(kindsRead.data), [kindsRead.data]);

  const onChange = useCallback((_: unknown, next: string[]) => setChecked((prev) => applyCheck(index, prev, next, linked)), [index, linked]);

  const save = async (close: boolean) => {
    if (saving || blockedReason) return;
    setSaving(true);
    await sendAndReport(() => services.savePermissions(role.id, checked, last), () => {
      setLast(checked);
      if (close) onClose();
    });
    setSaving(false);
  };

  const openRules = (event: MouseEvent, node: PermissionTreeModel) => {
    // The icon sits inside the item: its click must not toggle or expand the item.
    event.stopPropagation();
    setRuleFor({ id: node.key, title: node.title });
  };

  const render = (nodes: readonly PermissionTreeModel[]): ReactNode =>
    nodes.map((n) => (
      <TreeItem
        key={n.key}
        itemId={n.key}
        label={<RoleTreeItemLabel node={n} isButton={buttons.has(n.key)} onOpenRules={openRules} />}
      >
        {n.children && n.children.length > 0 ? render(n.children) : null}
      </TreeItem>
    ));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} role="region" aria-label={T.authTitle}>
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6">{T.authTitle}</Typography>
        <Typography variant="body2" color="text.secondary">
          {role.roleName}
        </Typography>
      </Box>
      <Box sx={{ p: 2, flex: 1, overflow: 'auto' }}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {T.menuTree}
        </Typography>
        <RelatedDataAlert reads={related} />
        {nodes && (
          <SimpleTreeView
            aria-label={T.menuTree}
            multiSelect
            checkboxSelection
            expansionTrigger="iconContainer"
            selectedItems={checked}
            onSelectedItemsChange={onChange}
            expandedItems={expanded}
            onExpandedItemsChange={(_, ids) => setExpanded(ids)}
          >
            {render(nodes)}
          </SimpleTreeView>
        )}
      </Box>
      <RoleAuthFooter
        linked={linked}
        onLinkedChange={setLinked}
        onCheckAll={() => setChecked(index.all)}
        onUncheckAll={() => setChecked([])}
        onExpandAll={() => setExpanded(index.branches)}
        onCollapseAll={() => setExpanded([])}
        blockedReason={blockedReason}
        saving={saving}
        onCancel={onClose}
        onSave={(close) => void save(close)}
      />
      <RoleDataRuleDrawer permission={ruleFor} roleId={role.id} onClose={() => setRuleFor(null)} services={services} />
    </Box>
  );
}
