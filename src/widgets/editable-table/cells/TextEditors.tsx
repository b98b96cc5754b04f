/** input, textarea, input_pop and the simplest picker editors (sel_depart, sel_user) as text inputs. */
import { useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import OutlinedInput from '@mui/material/OutlinedInput';
import Popover from '@mui/material/Popover';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { boundInputProps, inputA11y, type EditorProps } from './editor-props';
import { POPUP_BELOW, PopupTriggerField } from './PopupTriggerField';

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * The outlined input alone, without TextField's form control and label wrappers: it looks the same
 * and re-renders on every keystroke, so the lighter tree keeps typing within a frame.
 */
export function InputEditor(props: EditorProps) {
  const { value, placeholder, column } = props;
  return (
    <OutlinedInput
      size="small"
      fullWidth
      {...boundInputProps(props, asText(value))}
      placeholder={placeholder}
      inputProps={{ ...column.props, ...inputA11y(props) }}
    />
  );
}

export function TextareaEditor(props: EditorProps) {
  const { value, placeholder } = props;
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      maxRows={2}
      {...boundInputProps(props, asText(value))}
      placeholder={placeholder}
      slotProps={{ htmlInput: inputA11y(props) }}
    />
  );
}

/** input_pop: a one-line input plus a 300×210 text popup for long text (spec §9). */
export function InputPopEditor(props: EditorProps) {
  const { value, placeholder, onInput, onBlur, column } = props;
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <PopupTriggerField
        editor={props}
        anchor={anchor}
        text={asText(value)}
        placeholder={placeholder}
        buttonLabel={`${column.title}…`}
        icon={<OpenInFullIcon fontSize="inherit" />}
        onOpen={() => setOpen(true)}
      />
      <Popover open={open} anchorEl={anchor.current} onClose={() => setOpen(false)} anchorOrigin={POPUP_BELOW}>
        <TextField
          multiline
          autoFocus
          value={asText(value)}
          onChange={(e) => onInput(e.target.value)}
          onBlur={onBlur}
          slotProps={{ htmlInput: { 'aria-label': column.title } }}
          sx={{ width: 300, '& .MuiInputBase-root': { height: 210, alignItems: 'flex-start', overflow: 'auto' } }}
        />
      </Popover>
    </>
  );
}
