import type { ReactNode, Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import CancelRounded from '@mui/icons-material/CancelRounded';
import { PICKER_TEXT } from './messages';

/** What every picker's field takes from the form around it; `placeholder` also names a field whose label is not plain text. */
export interface PickerFieldFrame {
  placeholder?: string;
  disabled?: boolean;
  label?: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  id?: string;
  name?: string;
}

export interface PickerFieldProps extends PickerFieldFrame {
  /** What the field shows for the value. */
  text: string;
  /** The stored value as `data-value`, where the picker exposes it. */
  dataValue?: string;
  /** Whether the clear button shows (never while disabled). */
  clearable: boolean;
  onOpen: () => void;
  onClear: () => void;
  /** The placeholder shown, when it is not `placeholder` (e.g. while loading). */
  shownPlaceholder?: string;
  /**
   * A drop-down picker: a combobox that opens with Enter or ArrowDown, anchoring the drop-down,
   * with an arrow after the clear button. Without it the field opens a dialog with Enter or Space.
   */
  dropDown?: { open: boolean; anchor: Ref<HTMLDivElement> };
  /** Shown before the text of a dialog picker: what kind of thing is picked. */
  icon?: ReactNode;
}

function ClearButton({ titled, onClear }: { titled: boolean; onClear: () => void }) {
  return (
    <IconButton
      size="small"
      aria-label={PICKER_TEXT.clear}
      title={titled ? PICKER_TEXT.clear : undefined}
      onClick={(e) => {
        e.stopPropagation();
        onClear();
      }}
    >
      <CancelRounded fontSize="small" />
    </IconButton>
  );
}

/** The read-only field a picker opens from; the clear button empties the value without opening it. */
export function PickerField({ text, dataValue, clearable, onOpen, onClear, placeholder, shownPlaceholder = placeholder, dropDown, icon, disabled, label, error, helperText, id, name }: PickerFieldProps) {
  const ariaLabel = typeof label === 'string' ? label : placeholder;
  const clear = clearable && !disabled;
  const openKeys = dropDown ? ['Enter', 'ArrowDown'] : ['Enter', ' '];
  return (
    <TextField
      ref={dropDown?.anchor}
      fullWidth
      size="small"
      {...{ id, name, label, disabled, error, helperText }}
      value={text}
      placeholder={shownPlaceholder}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (openKeys.includes(e.key)) {
          e.preventDefault();
          onOpen();
        }
      }}
      slotProps={{
        htmlInput: dropDown
          ? { readOnly: true, role: 'combobox', 'aria-expanded': dropDown.open, 'aria-label': ariaLabel, 'data-value': dataValue }
          : { readOnly: true, 'aria-label': ariaLabel, 'data-value': dataValue },
        input: dropDown
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  {clear && <ClearButton titled={false} onClear={onClear} />}
                  <ArrowDropDown />
                </InputAdornment>
              ),
            }
          : {
              startAdornment: <InputAdornment position="start">{icon}</InputAdornment>,
              endAdornment: clear ? (
                <InputAdornment position="end">
                  <ClearButton titled onClear={onClear} />
                </InputAdornment>
              ) : undefined,
            },
      }}
    />
  );
}
