import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { unwrap } from '@/api/errors';
import type { PermissionTreeModel } from '@/api/sys/permission';
import { sendAndReport } from '@/widgets/feedback';
import { BlockedReason, RelatedDataAlert, relatedBlockReason, useRelatedData } from '@/widgets/form';
import { DEPART_TEXT } from './depart-config';
import { departPermissionServices, type DepartPermissionServices } from './depart-permission-services';
import { DepartDataRuleDrawer } from './DepartDataRuleDrawer';

const T = DEPART_TEXT.permission;

export interface DepartPermissionTabProps {
  departId: string;
  /** 保存并关闭: after a successful save. */
  onClose: () => void;
  services?: DepartPermissionServices;
}

interface Item {
  id: string;
  label: string;
  ruleFlag: number;
  children: Item[];
}

const toItems = (nodes: readonly PermissionTreeModel[]): Item[] =>
  nodes.map((n) => ({ id: n.key, label: n.title, ruleFlag: n.ruleFlag ?? 0, children: toItems(n.children ?? []) }));

function branchIds(items: readonly Item[]): string[] {
  return items.flatMap((i) => (i.children.length > 0 ? [i.id, ...branchIds(i.children)] : []));
}

function findItem(items: readonly Item[], id: string | null): Item | undefined {
  for (const i of items) {
    if (i.id === id) return i;
    const found = findItem(i.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * 部门权限: the menus and buttons a department may hand to its department
 * roles, as a checkbox tree over every menu. 保存 sends the checked ids with
 * the ones read as granted (`lastpermissionIds`), so only the difference is
 * written; a menu with data rules offers 数据规则 for the department.
 */
export function DepartPermissionTab({ departId, onClose, services = departPermissionServices }: DepartPermissionTabProps) {
  // Until both reads answered, a save would grant or withdraw from a guess.
  const tree = useRelatedData({ label: T.treeReadLabel, queryKey: ['depart-permission-tree'], load: async () => unwrap(await services.tree()) });
  const granted = useRelatedData({ label: T.grantedReadLabel, queryKey: ['depart-permission', departId], load: async () => unwrap(await services.granted(departId)) ?? [] });
  const related = [tree, granted];
  const blockedReason = relatedBlockReason(related);
  const [checked, setChecked] = useState<string[]>([]);
  const [last, setLast] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [focused, setFocused] = useState<string | null>(null);
  const [rulesOf, setRulesOf] = useState<{ id: string; name: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const held = granted.data;
  useEffect(() => {
    if (!held) return;
    setChecked(held);
    setLast(held);
  }, [held]);
  const items = useMemo(() => toItems(tree.data?.treeList ?? []), [tree.data]);
  const focusedItem = findItem(items, focused);

  const save = async (close: boolean) => {
    if (saving || blockedReason) return;
    setSaving(true);
    await sendAndReport(() => services.save(departId, checked, last), () => {
      setLast(checked);
      if (close) onClose();
    });
    setSaving(false);
  };

  return (
    <Box role="region" aria-label={T.title} sx={{ pt: 2 }}>
      <RelatedDataAlert reads={related} />
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setExpanded(branchIds(items))}>{T.expandAll}</Button>
        <Button size="small" onClick={() => setExpanded([])}>{T.collapseAll}</Button>
        <Button size="small" onClick={() => setChecked(tree.data?.ids ?? [])}>{T.checkAll}</Button>
        <Button size="small" onClick={() => setChecked([])}>{T.uncheckAll}</Button>
        {focusedItem && focusedItem.ruleFlag === 1 && checked.includes(focusedItem.id) ? (
          <Button size="small" variant="outlined" onClick={() => setRulesOf({ id: focusedItem.id, name: focusedItem.label })}>
            {T.dataRuleTitle(focusedItem.label)}
          </Button>
        ) : null}
      </Stack>
      <RichTreeView<Item, true>
        aria-label={T.tree}
        items={items}
        multiSelect
        checkboxSelection
        expandedItems={expanded}
        onExpandedItemsChange={(_, ids) => setExpanded(ids)}
        selectionPropagation={{ descendants: false, parents: false }}
        selectedItems={checked}
        onSelectedItemsChange={(_, ids) => setChecked(ids)}
        onItemFocus={(_, id) => setFocused(id)}
        sx={{ maxHeight: 480, overflow: 'auto' }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1, alignItems: 'center' }}>
        <BlockedReason reason={blockedReason} />
        <Button variant="outlined" disabled={saving || Boolean(blockedReason)} onClick={() => void save(false)}>{T.save}</Button>
        <Button variant="contained" disabled={saving || Boolean(blockedReason)} onClick={() => void save(true)}>{T.saveAndClose}</Button>
      </Stack>
      <DepartDataRuleDrawer permission={rulesOf} departId={departId} onClose={() => setRulesOf(null)} services={services} />
    </Box>
  );
}
