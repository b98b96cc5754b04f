/**
 * A two-value switch (JSwitch): `options[0]` when on, `options[1]` when off,
 * default ['Y', 'N']. An empty value is reported as the off value at once, so
 * a form never stores '' for a switch. In `query` mode (list query forms) it
 * is a 是/否 select that may stay empty.
 */
import { memo, useEffect, useRef } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import MuiSwitch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FieldShell } from './field-shell';
import { FORM_MSG } from './messages';
import { selectFieldProps } from './select-field-props';
import type { FieldBaseProps } from './types';

export interface FormSwitchProps extends FieldBaseProps {
  value?: string | number | null;
  onChange?: (value: string) => void;
  /** [on, off]; default ['Y', 'N']. */
  options?: readonly [string, string];
  query?: boolean;
  /** Text beside the switch. */
  text?: string;
}

const DEFAULT_OPTIONS = ['Y', 'N'] as const;

export const FormSwitch = memo(function FormSwitch(props: FormSwitchProps) {
  const { value, onChange, options = DEFAULT_OPTIONS, query = false, text, label, disabled, error, helperText, required, placeholder, fullWidth = true, onBlur } = props;
  const [on, off] = options;
  const current = value === null || value === undefined ? '' : String(value);
  const emit = useRef(onChange);
  useEffect(() => {
    emit.current = onChange;
  });

  useEffect(() => {
    if (!query && current === '') emit.current?.(off);
  }, [query, current, off]);

  if (query) {
    return (
      <TextField
        {...selectFieldProps(props, error)}
        value={current === on || current === off ? current : ''}
        onChange={(e) => onChange?.(e.target.value)}
        slotProps={{ select: { displayEmpty: !label || !!placeholder } }}
      >
        <MenuItem value="">
          <em>{placeholder ?? FORM_MSG.pleaseSelect}</em>
        </MenuItem>
        <MenuItem value={on}>{FORM_MSG.yes}</MenuItem>
        <MenuItem value={off}>{FORM_MSG.no}</MenuItem>
      </TextField>
    );
  }

  const control = (
    <MuiSwitch
      id={props.id}
      name={props.name}
      checked={current === on}
      disabled={disabled}
      onChange={(e) => onChange?.(e.target.checked ? on : off)}
      onBlur={onBlur}
      slotProps={{ input: { 'aria-label': text ? undefined : typeof label === 'string' ? label : undefined } }}
    />
  );
  return (
    <FieldShell label={label} error={error} helperText={helperText} required={required} disabled={disabled} fullWidth={fullWidth}>
      {text ? <FormControlLabel control={control} label={text} disabled={disabled} /> : control}
    </FieldShell>
  );
});
