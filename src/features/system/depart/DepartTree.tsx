import { useEffect, useId, useMemo, useState, type MouseEvent, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { SysDepartTreeModel } from '@/api/sys/depart';

export interface DepartTreeProps {
  nodes: readonly SysDepartTreeModel[];
  label: string;
  /** The highlighted department (its form / users / roles are shown). */
  selectedId: string | null;
  onSelect: (node: SysDepartTreeModel) => void;
  /** Checkboxes for batch delete, check-strictly (no propagation), when given. */
  checked?: string[];
  onCheckedChange?: (ids: string[]) => void;
  maxHeight?: number;
  /** Right click (or the context-menu key) on a department: where its menu opens. */
  onItemContextMenu?: (node: SysDepartTreeModel, at: { top: number; left: number }) => void;
}

interface Item {
  id: string;
  label: string;
  children: Item[];
}

function toItems(nodes: readonly SysDepartTreeModel[]): Item[] {
  return nodes.map((n) => ({ id: n.id, label: n.departName, children: toItems(n.children ?? []) }));
}

function flatten(nodes: readonly SysDepartTreeModel[], out = new Map<string, SysDepartTreeModel>()) {
  for (const n of nodes) {
    out.set(n.id, n);
    flatten(n.children ?? [], out);
  }
  return out;
}

/** The department tree of the Vue screens: every branch opened on load, a click selects, checkboxes only check. */
export function DepartTree({ nodes, label, selectedId, onSelect, checked, onCheckedChange, maxHeight = 560, onItemContextMenu }: DepartTreeProps) {
  const treeId = useId();
  const items = useMemo(() => toItems(nodes), [nodes]);
  const byId = useMemo(() => flatten(nodes), [nodes]);
  const [expanded, setExpanded] = useState<string[]>([]);
  useEffect(() => setExpanded([...byId.values()].filter((n) => n.children && n.children.length > 0).map((n) => n.id)), [byId]);

  const common = {
    id: treeId,
    'aria-label': label,
    items,
    expandedItems: expanded,
    onExpandedItemsChange: (_: SyntheticEvent | null, ids: string[]) => setExpanded(ids),
    expansionTrigger: 'iconContainer' as const,
    onItemClick: (event: SyntheticEvent, id: string) => {
      if ((event.target as HTMLElement).closest('.MuiTreeItem-checkbox, .MuiTreeItem-iconContainer')) return;
      const node = byId.get(id);
      if (node) onSelect(node);
    },
    sx: { maxHeight, overflow: 'auto' },
  };
  // Item elements carry the id `<tree id>-<item id>`.
  const openMenu = (event: MouseEvent) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    const node = item && onItemContextMenu ? byId.get(item.id.slice(treeId.length + 1)) : undefined;
    if (!item || !node || !onItemContextMenu) return;
    event.preventDefault();
    event.stopPropagation();
    // The context-menu key gives no pointer position: open beside the item instead.
    const box = item.getBoundingClientRect();
    onItemContextMenu(node, event.clientX || event.clientY ? { top: event.clientY, left: event.clientX } : { top: box.top + 24, left: box.left + 24 });
  };
  const tree =
    checked && onCheckedChange ? (
      <RichTreeView<Item, true>
        {...common}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: false, parents: false }}
        selectedItems={checked.filter((id) => byId.has(id))}
        onSelectedItemsChange={(_, ids) => onCheckedChange(ids)}
      />
    ) : (
      <RichTreeView<Item, false> {...common} selectedItems={selectedId && byId.has(selectedId) ? selectedId : null} />
    );
  return onItemContextMenu ? <Box onContextMenu={openMenu}>{tree}</Box> : tree;
}
