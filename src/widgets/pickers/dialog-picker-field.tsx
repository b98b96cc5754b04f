import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CancelRounded from '@mui/icons-material/CancelRounded';
import { PICKER_TEXT } from './messages';

export interface DialogPickerFieldProps {
  /** Shown before the text: what kind of thing is picked. */
  icon: ReactNode;
  /** What the field shows for the value. */
  text: string;
  /** The stored value as `data-value`, where the picker exposes it. */
  dataValue?: string;
  /** Whether the clear button shows. */
  clearable: boolean;
  onOpen: () => void;
  onClear: () => void;
  placeholder?: string;
  disabled?: boolean;
  label?: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  id?: string;
  name?: string;
}

/** The read-only field a dialog picker opens from: click, Enter or Space opens the dialog. */
export function DialogPickerField({ icon, text, dataValue, clearable, onOpen, onClear, placeholder, disabled, label, error, helperText, id, name }: DialogPickerFieldProps) {
  return (
    <TextField
      fullWidth
      size="small"
      id={id}
      name={name}
      label={label}
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      error={error}
      helperText={helperText}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen();
        }
      }}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-label': typeof label === 'string' ? label : placeholder, 'data-value': dataValue },
        input: {
          startAdornment: <InputAdornment position="start">{icon}</InputAdornment>,
          endAdornment: clearable ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={PICKER_TEXT.clear}
                title={PICKER_TEXT.clear}
                onClick={(e) => {
                  e.stopPropagation();
                  onClear();
                }}
              >
                <CancelRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
