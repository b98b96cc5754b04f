/**
 * A one-line cell input with a button at its end that opens a popup below it: the long-text
 * popup of input_pop and the calendar / clock of the date cells look and behave alike.
 */
import type { ReactNode, RefObject } from 'react';
import TextField from '@mui/material/TextField';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { boundInputProps, inputA11y, type EditorProps } from './editor-props';

export interface PopupTriggerFieldProps {
  editor: EditorProps;
  /** Where the popup hangs from. */
  anchor: RefObject<HTMLDivElement | null>;
  text: string;
  placeholder: string | undefined;
  buttonLabel: string;
  icon: ReactNode;
  onOpen(): void;
}

/** Popups hang from the input's lower left corner. */
export const POPUP_BELOW = { vertical: 'bottom', horizontal: 'left' } as const;

export function PopupTriggerField({ editor, anchor, text, placeholder, buttonLabel, icon, onOpen }: PopupTriggerFieldProps) {
  return (
    <TextField
      ref={anchor}
      size="small"
      fullWidth
      {...boundInputProps(editor, text)}
      placeholder={placeholder}
      slotProps={{
        htmlInput: inputA11y(editor),
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={buttonLabel} disabled={editor.disabled} onClick={onOpen}>
                {icon}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
