/**
 * A read-only field with a drop-down lazy tree (max 400 px high), the shape
 * of antd's TreeSelect the Vue JTreeSelect/JCategorySelect used. Single
 * mode picks on click and closes; multi mode toggles checkboxes. Stored
 * keys are echoed through `echo` (labels in key order).
 */
import { useMemo, useRef, useState } from 'react';
import Popover from '@mui/material/Popover';
import { useQuery } from '@tanstack/react-query';
import type { TreeSelectModel } from '@/api/sys/dict';
import { LazyTreeView } from '../lazy-tree/LazyTree';
import { useLazyTree } from '../lazy-tree/use-lazy-tree';
import { PickerField, type PickerFieldFrame } from '../picker-field';
import { PICKER_TEXT } from '../messages';
import { splitValue } from '../values';

export interface TreeDropdownProps extends PickerFieldFrame {
  /** Cache key of the echo query (what distinguishes this tree). */
  cacheKey: readonly unknown[];
  load: (parent: TreeSelectModel | null) => Promise<TreeSelectModel[]>;
  echo: (keys: string[]) => Promise<string[]>;
  /** False stops all loading (a bad configuration). */
  enabled?: boolean;
  value?: string | null;
  onChange?: (value: string, labels: string[]) => void;
  multiple?: boolean;
}

const toNode = (n: TreeSelectModel) => ({ id: n.key, label: n.title, leaf: n.leaf === true });

export function TreeDropdown({ cacheKey, load, echo, enabled = true, value, onChange, multiple = false, disabled = false, placeholder = PICKER_TEXT.placeholder, ...frame }: TreeDropdownProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [labels, setLabels] = useState<Map<string, string>>(new Map());
  const keys = useMemo(() => splitValue(value), [value]);
  const missing = keys.filter((k) => !labels.has(k));
  const tree = useLazyTree<TreeSelectModel>({ load, toNode, enabled: enabled && opened });

  const echoed = useQuery({
    queryKey: ['pickers', 'tree-echo', ...cacheKey, missing.join(',')],
    queryFn: async () => {
      const texts = await echo(missing);
      return new Map(missing.map((k, i) => [k, texts[i] ?? k]));
    },
    enabled: enabled && missing.length > 0,
    staleTime: 30_000,
  });
  const text = keys.map((k) => labels.get(k) ?? echoed.data?.get(k) ?? '').filter(Boolean).join(',');

  const commit = (ids: string[]) => {
    const next = new Map(labels);
    for (const k of keys) if (!next.has(k) && echoed.data?.has(k)) next.set(k, echoed.data.get(k)!);
    for (const i of ids) {
      const n = tree.node(i);
      if (n) next.set(i, n.label);
    }
    setLabels(next);
    onChange?.(ids.join(','), ids.map((i) => next.get(i) ?? i));
    if (!multiple) setOpen(false);
  };

  const show = () => {
    if (disabled) return;
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      <PickerField
        {...frame}
        dropDown={{ open, anchor }}
        dataValue={value ?? ''}
        text={text}
        clearable={keys.length > 0}
        onOpen={show}
        onClear={() => onChange?.('', [])}
        placeholder={placeholder}
        disabled={disabled}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: anchor.current?.offsetWidth || 280, minWidth: 240, maxHeight: 400, p: 0.5 } } }}
      >
        <LazyTreeView
          tree={tree}
          mode={multiple ? 'check' : 'select'}
          multiple={multiple}
          selected={keys}
          onSelectedChange={commit}
          label={typeof frame.label === 'string' ? frame.label : placeholder}
          maxHeight={380}
        />
      </Popover>
    </>
  );
}
