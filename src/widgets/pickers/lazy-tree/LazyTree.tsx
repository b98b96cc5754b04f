/**
 * RichTreeView over a useLazyTree model. Selection is owned by the caller
 * (ids), so values whose nodes are not loaded yet stay selected; the
 * placeholder rows never count as selected. `propagate` is the picker's
 * 父子关联: checking a node checks its loaded descendants (and a parent
 * whose children are all checked).
 */
import { useCallback, useMemo, type MouseEvent, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { PICKER_TEXT } from '../messages';
import { isPlaceholder, type LazyTree, type TreeItem } from './use-lazy-tree';

export interface LazyTreeViewProps<T> {
  tree: LazyTree<T>;
  /** 'check': checkboxes (multi or single); 'select': one highlighted node, no checkboxes. */
  mode: 'check' | 'select';
  multiple?: boolean;
  propagate?: boolean;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  label: string;
  maxHeight?: number | string;
}

const isItemDisabled = (item: TreeItem) => !!item.placeholder;

export function LazyTreeView<T>({ tree, mode, multiple = false, propagate = false, selected, onSelectedChange, label, maxHeight = 360 }: LazyTreeViewProps<T>) {
  const known = useMemo(() => {
    const ids = new Set<string>();
    const walk = (items: TreeItem[]) => {
      for (const i of items) {
        ids.add(i.id);
        if (i.children) walk(i.children);
      }
    };
    walk(tree.items);
    return ids;
  }, [tree.items]);

  const handleChange = useCallback(
    (event: SyntheticEvent | null, value: string | string[] | null) => {
      // Opening a branch by its arrow is not a choice (the tree would select the item too).
      if ((event?.target as HTMLElement | undefined)?.closest?.('.MuiTreeItem-iconContainer')) return;
      const next = (Array.isArray(value) ? value : value ? [value] : []).filter((id) => !isPlaceholder(id));
      if (!multiple) {
        onSelectedChange(next.slice(-1));
        return;
      }
      // Ids the tree has not loaded (values chosen earlier) are not the tree's to drop; the rest
      // keep the order they were checked in.
      const keep = new Set(next);
      const stay = selected.filter((id) => !known.has(id) || keep.has(id));
      onSelectedChange([...stay, ...next.filter((id) => !stay.includes(id))]);
    },
    [multiple, onSelectedChange, selected, known],
  );

  // A label click opens a branch or toggles a leaf (the Vue tree's onSelect); checkbox and
  // expander clicks are handled by the tree itself.
  const handleItemClick = useCallback(
    (event: MouseEvent, id: string) => {
      if (mode !== 'check' || isPlaceholder(id)) return;
      if ((event.target as HTMLElement).closest('.MuiTreeItem-checkbox, .MuiTreeItem-iconContainer')) return;
      if (!tree.node(id)?.leaf) {
        tree.setExpanded(tree.expanded.includes(id) ? tree.expanded.filter((e) => e !== id) : [...tree.expanded, id]);
        return;
      }
      const on = selected.includes(id);
      if (!multiple) onSelectedChange(on ? [] : [id]);
      else onSelectedChange(on ? selected.filter((s) => s !== id) : [...selected, id]);
    },
    [mode, tree, selected, multiple, onSelectedChange],
  );

  if (tree.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 2 }}>
        <CircularProgress size={18} />
        <Typography variant="body2">{PICKER_TEXT.loading}</Typography>
      </Box>
    );
  }
  if (tree.status === 'error') return <Alert severity="error">{tree.error}</Alert>;
  if (tree.items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {PICKER_TEXT.noData}
      </Typography>
    );
  }

  const shown = selected.filter((id) => known.has(id));
  const common = {
    'aria-label': label,
    items: tree.items,
    isItemDisabled,
    expandedItems: tree.expanded,
    onExpandedItemsChange: (_: SyntheticEvent | null, ids: string[]) => tree.setExpanded(ids),
    sx: { maxHeight, overflow: 'auto' },
  };
  if (mode === 'select') {
    return (
      <RichTreeView<TreeItem, false>
        {...common}
        expansionTrigger="iconContainer"
        selectedItems={shown[0] ?? null}
        onSelectedItemsChange={handleChange}
      />
    );
  }
  if (!multiple) {
    return (
      <RichTreeView<TreeItem, false>
        {...common}
        checkboxSelection
        expansionTrigger="iconContainer"
        selectedItems={shown[0] ?? null}
        onSelectedItemsChange={handleChange}
        onItemClick={handleItemClick}
      />
    );
  }
  return (
    <RichTreeView<TreeItem, true>
      {...common}
      multiSelect
      checkboxSelection
      expansionTrigger="iconContainer"
      selectionPropagation={{ descendants: propagate, parents: propagate }}
      selectedItems={shown}
      onSelectedItemsChange={handleChange}
      onItemClick={handleItemClick}
    />
  );
}
