import type { ReactNode, Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import CancelRounded from '@mui/icons-material/CancelRounded';
import { PICKER_TEXT } from './messages';

export interface ComboboxFieldProps {
  /** Where the caller's drop-down opens. */
  anchor: Ref<HTMLDivElement>;
  open: boolean;
  /** The stored value (`data-value`). */
  value?: string | null;
  /** What the field shows for the value. */
  text: string;
  /** Whether the clear button shows. */
  clearable: boolean;
  onShow: () => void;
  onClear: () => void;
  /** The field's name when its label is not plain text. */
  placeholder: string;
  /** The placeholder shown, when it is not `placeholder` (e.g. while loading). */
  shownPlaceholder?: string;
  disabled?: boolean;
  label?: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  id?: string;
  name?: string;
}

/**
 * The read-only combobox a drop-down picker opens from: click, Enter or ArrowDown shows the
 * drop-down; the clear button empties the value without opening it.
 */
export function ComboboxField({ anchor, open, value, text, clearable, onShow, onClear, placeholder, shownPlaceholder = placeholder, disabled, label, error, helperText, id, name }: ComboboxFieldProps) {
  return (
    <TextField
      ref={anchor}
      fullWidth
      size="small"
      id={id}
      name={name}
      label={label}
      value={text}
      placeholder={shownPlaceholder}
      disabled={disabled}
      error={error}
      helperText={helperText}
      onClick={onShow}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === 'ArrowDown') {
          e.preventDefault();
          onShow();
        }
      }}
      slotProps={{
        htmlInput: { readOnly: true, role: 'combobox', 'aria-expanded': open, 'aria-label': typeof label === 'string' ? label : placeholder, 'data-value': value ?? '' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {clearable && !disabled && (
                <IconButton
                  size="small"
                  aria-label={PICKER_TEXT.clear}
                  onClick={(e) => {
                    e.stopPropagation();
                    onClear();
                  }}
                >
                  <CancelRounded fontSize="small" />
                </IconButton>
              )}
              <ArrowDropDown />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
