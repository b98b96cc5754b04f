import { useState } from 'react';
import type { PickerFieldFrame } from './picker-field';
import { useEchoedRows } from './use-echoed-rows';

/** What a field that opens a picking dialog and echoes its stored rows takes from its form. */
export interface EchoedPickerProps<T> extends PickerFieldFrame {
  /** Stored values, comma-joined. */
  value?: string | null;
  onChange?: (value: string, rows: T[]) => void;
  modalWidth?: number;
}

interface EchoedPickerState<T> {
  value: string | null | undefined;
  onChange: ((value: string, rows: T[]) => void) | undefined;
  disabled: boolean;
  keyOf: (row: T) => string;
  cacheKey: readonly unknown[];
  load: (keys: string[]) => Promise<T[]>;
}

/**
 * The dialog's open state and the stored rows of a picker field: a disabled field does not open,
 * and confirming stores the chosen rows' keys comma-joined and shows the rows at once.
 */
export function useEchoedPicker<T>({ value, onChange, disabled, keyOf, cacheKey, load }: EchoedPickerState<T>) {
  const [open, setOpen] = useState(false);
  const { keys, rows, setPicked } = useEchoedRows(value, keyOf, cacheKey, load);
  return {
    keys,
    rows,
    open,
    openDialog: () => {
      if (!disabled) setOpen(true);
    },
    closeDialog: () => setOpen(false),
    confirm: (chosen: T[]) => {
      setOpen(false);
      setPicked(chosen);
      onChange?.(chosen.map(keyOf).join(','), chosen);
    },
    clear: () => {
      setPicked([]);
      onChange?.('', []);
    },
  };
}
