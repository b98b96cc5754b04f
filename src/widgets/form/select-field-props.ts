import { textFieldProps } from './text-field-props';
import type { FieldBaseProps } from './types';

/** What a select-shaped TextField takes from its field's props; a message marks it invalid and replaces the helper text. */
export function selectFieldProps(field: FieldBaseProps, message: string | undefined) {
  return { select: true, ...textFieldProps(field, message) };
}
