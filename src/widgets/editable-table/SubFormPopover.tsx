/**
 * Sub-form popover (spec §4): clicking a row opens renderSubForm(row) below
 * the click when more than 350 px remain, else above; clicking the same row
 * closes it; finding the row retries 3 times at 100 ms, then 打开子表失败.
 */
import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import { useLatest } from '@/lib/use-latest';
import Popover from '@mui/material/Popover';
import Box from '@mui/material/Box';
import type { TableStore } from './store';
import type { RowValues } from './types';
import { openWithRetry, subFormPlacement } from './sub-form';
import { outputRow } from './values';

export interface SubFormState {
  rowId: string;
  anchor: HTMLElement;
  placement: 'below' | 'above';
}

const INTERACTIVE = 'input,textarea,button,a,[role="button"],[role="combobox"],[role="checkbox"],[role="radio"],label';

export function useSubForm(scrollRef: RefObject<HTMLElement | null>, enabled: boolean, onFail: (message: string) => void) {
  const [state, setState] = useState<SubFormState | null>(null);
  const stateRef = useLatest(state);
  // A sink: a new function each render must not change onRowClick (that would re-render every row).
  const failRef = useLatest(onFail);

  const open = useCallback(
    (rowId: string, clientY: number) => {
      const find = () => scrollRef.current?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(rowId)}"]`) ?? null;
      openWithRetry(find).then(
        (anchor) => setState({ rowId, anchor, placement: subFormPlacement(clientY, window.innerHeight) }),
        (e: unknown) => failRef.current(e instanceof Error ? e.message : String(e)),
      );
    },
    [scrollRef, failRef],
  );

  /** Opens the popover for a row, or closes it when it is already open for that row. */
  const toggle = useCallback(
    (rowId: string, clientY: number) => {
      if (stateRef.current?.rowId === rowId) setState(null);
      else open(rowId, clientY);
    },
    [open, stateRef],
  );

  const onRowClick = useCallback(
    (rowId: string, ev: { clientY: number; target: EventTarget | null }) => {
      if (!enabled) return;
      if (ev.target instanceof Element && ev.target.closest(INTERACTIVE)) return;
      toggle(rowId, ev.clientY);
    },
    [enabled, toggle],
  );

  return { state, onRowClick, toggle, close: useCallback(() => setState(null), []) };
}

export function SubFormPopover({ state, onClose, store, render }: { state: SubFormState | null; onClose(): void; store: TableStore; render?: (row: RowValues, close: () => void) => ReactNode }) {
  if (!state || !render || !store.has(state.rowId)) return null;
  const below = state.placement === 'below';
  return (
    <Popover
      open
      anchorEl={state.anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: below ? 'bottom' : 'top', horizontal: 'left' }}
      transformOrigin={{ vertical: below ? 'top' : 'bottom', horizontal: 'left' }}
      data-placement={state.placement}
    >
      <Box sx={{ p: 2, minWidth: 320 }} data-et-keep-editing="">
        {render(outputRow(store, state.rowId), onClose)}
      </Box>
    </Popover>
  );
}
