import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { SysDepartTreeModel } from '@/api/types';

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
export function DepartTree({ nodes, label, selectedId, onSelect, checked, onCheckedChange, maxHeight = 560 }: DepartTreeProps) {
  const items = useMemo(() => toItems(nodes), [nodes]);
  const byId = useMemo(() => flatten(nodes), [nodes]);
  const [expanded, setExpanded] = useState<string[]>([]);
  useEffect(() => setExpanded([...byId.values()].filter((n) => n.children && n.children.length > 0).map((n) => n.id)), [byId]);

  const common = {
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
  if (checked && onCheckedChange) {
    return (
      <RichTreeView<Item, true>
        {...common}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: false, parents: false }}
        selectedItems={checked.filter((id) => byId.has(id))}
        onSelectedItemsChange={(_, ids) => onCheckedChange(ids)}
      />
    );
  }
  return <RichTreeView<Item, false> {...common} selectedItems={selectedId && byId.has(selectedId) ? selectedId : null} />;
}
