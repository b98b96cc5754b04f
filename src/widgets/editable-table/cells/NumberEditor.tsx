/** inputNumber: only -?digits[.digits] can be typed; blur turns the text into a number or clears it. */
import TextField from '@mui/material/TextField';
import { acceptsNumberInput } from '../validation';
import { boundInputProps, inputA11y, type EditorProps } from './editor-props';

export function NumberEditor(props: EditorProps) {
  const { value, placeholder, onInput } = props;
  return (
    <TextField
      size="small"
      fullWidth
      {...boundInputProps(props, value === null || value === undefined ? '' : String(value))}
      placeholder={placeholder}
      onChange={(e) => {
        // A refused keystroke leaves the previous text in place.
        if (acceptsNumberInput(e.target.value)) onInput(e.target.value);
      }}
      slotProps={{ htmlInput: { ...inputA11y(props), inputMode: 'decimal' } }}
    />
  );
}
