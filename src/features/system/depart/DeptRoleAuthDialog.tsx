import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { unwrap } from '@/api/errors';
import { BlockedReason, RelatedDataAlert, relatedBlockReason, useRelatedData } from '@/widgets/form';
import { DEPART_TEXT as T } from './depart-config';
import { departServices, type DepartRoleRow, type DepartServices, type PermissionTreeNode } from './depart-services';
import { sendAndReport } from '@/widgets/feedback';

export interface DeptRoleAuthDialogProps {
  role: DepartRoleRow | null;
  onClose: () => void;
  services?: DepartServices;
}

interface Item {
  id: string;
  label: string;
  children: Item[];
}

const toItems = (nodes: readonly PermissionTreeNode[]): Item[] => nodes.map((n) => ({ id: n.key, label: n.title, children: toItems(n.children ?? []) }));

/**
 * DeptRoleAuthModal: the menus granted to the role's department as a checkbox
 * tree; 保存 sends the checked ids with the ones loaded (`lastpermissionIds`).
 */
export function DeptRoleAuthDialog({ role, onClose, services = departServices }: DeptRoleAuthDialogProps) {
  const open = role !== null;
  // 保存 sends the checked menus with the ones read as granted: until both reads answered, a save
  // would grant or revoke from a guess.
  const tree = useRelatedData({ label: '菜单树', queryKey: ['dept-role-tree', role?.departId], load: async () => unwrap(await services.roleTree(role!.departId)), enabled: open });
  const granted = useRelatedData({ label: '已授权菜单', queryKey: ['dept-role-perms', role?.id], load: async () => unwrap(await services.rolePermissions(role!.id)) ?? [], enabled: open });
  const related = [tree, granted];
  const blockedReason = relatedBlockReason(related);
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [last, setLast] = useState<string[]>([]);
  const held = granted.data;
  useEffect(() => {
    if (!held) return;
    setChecked(held);
    setLast(held);
  }, [held, granted.status]);
  const items = useMemo(() => toItems(tree.data?.treeList ?? []), [tree.data]);
  const allIds = tree.data?.ids ?? [];

  const save = async () => {
    if (!role || saving || blockedReason) return;
    setSaving(true);
    await sendAndReport(() => services.saveRolePermissions(role.id, checked, last), () => setLast(checked));
    setSaving(false);
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 480, maxWidth: '100vw', p: 2 }, role: 'dialog', 'aria-label': T.authTitle } as object }}>
      <Typography variant="h6">{T.authTitle}</Typography>
      <Typography variant="body2" color="text.secondary">{role?.roleName}</Typography>
      <RelatedDataAlert reads={related} />
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        <Button size="small" onClick={() => setChecked(allIds)}>全部勾选</Button>
        <Button size="small" onClick={() => setChecked([])}>取消全选</Button>
      </Stack>
      <RichTreeView<Item, true>
        aria-label={T.authTitle}
        items={items}
        multiSelect
        checkboxSelection
        defaultExpandedItems={[]}
        selectionPropagation={{ descendants: false, parents: false }}
        selectedItems={checked}
        onSelectedItemsChange={(_, ids) => setChecked(ids)}
        sx={{ flex: 1, overflow: 'auto' }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
        <BlockedReason reason={blockedReason} />
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" disabled={saving || Boolean(blockedReason)} onClick={() => void save()}>保存</Button>
      </Stack>
    </Drawer>
  );
}
