import type { ChangeEvent } from 'react';
import type { FieldErrors } from '@machines/login.machine';

/**
 * The props every login text field takes from its form's values and errors; the helper text is a
 * space when there is no error, so a message appearing does not move the fields below it.
 */
export function loginFieldProps<V extends { [K in keyof V]: string }>(values: V, errors: FieldErrors, disabled: boolean | undefined, onChange: (values: V) => void) {
  return (name: keyof V & keyof FieldErrors) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    disabled,
    fullWidth: true,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ ...values, [name]: e.target.value }),
  });
}
