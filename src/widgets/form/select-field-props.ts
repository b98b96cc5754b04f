import type { FieldBaseProps } from './types';

/** What a select-shaped TextField takes from its field's props; a message marks it invalid and replaces the helper text. */
export function selectFieldProps(field: FieldBaseProps, message: string | undefined) {
  const { id, name, label, onBlur, disabled, required, helperText, size = 'small', fullWidth = true } = field;
  return { select: true, id, name, label, onBlur, disabled, required, error: !!message, helperText: message || helperText, size, fullWidth };
}
