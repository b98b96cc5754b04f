/**
 * The number field of every form: a text input (not `type="number"`, which silently empties
 * itself on full-width digits such as １０) whose typed text is made plain as it comes in
 * (１０ → 10, －５ → -5). What is still not a number stays visible for the form's rule to refuse.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { normalizeNumberText } from '@/lib/numbers';

export type NumberInputProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** Extra attributes of the <input> (readOnly …). */
  inputProps?: Record<string, unknown>;
};

export function NumberInput({ value, onChange, inputProps, ...rest }: NumberInputProps) {
  return (
    <TextField
      {...rest}
      type="text"
      value={value}
      onChange={(e) => {
        const typed = e.target.value;
        // Mid-composition text belongs to the input method; normalise once it is committed.
        const composing = (e.nativeEvent as InputEvent).isComposing === true;
        onChange(composing ? typed : normalizeNumberText(typed));
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', ...inputProps } }}
    />
  );
}
