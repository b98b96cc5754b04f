import type { FieldBaseProps } from './types';

/** What a TextField takes from its field's props; a message marks it invalid and replaces the helper text. */
export function textFieldProps(field: FieldBaseProps, message: string | undefined) {
  const { id, name, label, onBlur, disabled, required, helperText, size = 'small', fullWidth = true } = field;
  return { id, name, label, onBlur, disabled, required, error: !!message, helperText: message || helperText, size, fullWidth };
}
