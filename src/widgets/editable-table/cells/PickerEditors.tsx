/**
 * sel_depart, sel_user and popup in their simplest correct form: the stored
 * value (department ids, usernames, or the popup's field) typed as text,
 * comma-joined when `multi`. A popup column that is not configured is disabled and
 * says why (spec §5).
 */
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import { popupConfigError } from '../columns';
import type { EditorProps } from './editor-props';
import { InputEditor } from './TextEditors';

/** Single pickers keep only the first of comma-joined values. */
export function pickerValue(text: string, multi: boolean): string {
  if (multi) return text;
  const i = text.indexOf(',');
  return i >= 0 ? text.slice(0, i) : text;
}

export function PickerEditor(props: EditorProps) {
  // The department picker is single by default, the user picker multiple (spec §9).
  const multi = props.column.multi ?? props.column.type === 'sel_user';
  return <InputEditor {...props} onInput={(v) => props.onInput(pickerValue(String(v ?? ''), multi))} />;
}

export function PopupEditor(props: EditorProps) {
  const problem = popupConfigError(props.column);
  if (problem) {
    return (
      <Tooltip title={problem}>
        <Box sx={{ width: '100%' }}>
          <InputEditor {...props} disabled />
        </Box>
      </Tooltip>
    );
  }
  return <PickerEditor {...props} />;
}
