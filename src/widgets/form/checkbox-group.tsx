/**
 * Several choices as checkboxes (JCheckbox). The value is the checked values
 * joined with commas, in option order. With `min`/`max` the group checks
 * itself once touched: 最少选择N项 / 最多选择N项.
 */
import { memo, useId, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { checkboxRules, validateValue } from '@/validation';
import { splitValue } from './dict-options';
import { FieldShell } from './field-shell';
import type { FieldBaseProps, FieldOption } from './types';

export interface CheckboxGroupProps extends Omit<FieldBaseProps, 'placeholder' | 'size'> {
  options: readonly FieldOption[];
  value?: string | readonly string[] | null;
  onChange?: (value: string) => void;
  min?: number;
  max?: number;
  separator?: string;
  /** Lay the boxes out in a row (default) or a column. */
  row?: boolean;
}

export const CheckboxGroup = memo(function CheckboxGroup(props: CheckboxGroupProps) {
  const { options, value, onChange, min, max, separator = ',', row = true, label, disabled, error, helperText, required, fullWidth, onBlur } = props;
  const [touched, setTouched] = useState(false);
  const labelId = useId();
  const checked = new Set(splitValue(value, separator));
  const own = touched && (min !== undefined || max !== undefined) ? validateValue([...checked], checkboxRules({ min, max })) : undefined;

  const toggle = (item: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(item);
    else next.delete(item);
    setTouched(true);
    // Option order, not click order, so the stored string is stable; unknown stored values are kept at the end.
    const known = options.filter((o) => next.has(o.value)).map((o) => o.value);
    const unknown = [...next].filter((v) => !options.some((o) => o.value === v));
    onChange?.([...known, ...unknown].join(separator));
  };

  return (
    <FieldShell label={label} labelId={labelId} error={error || own} helperText={helperText} required={required} disabled={disabled} fullWidth={fullWidth}>
      <FormGroup row={row} onBlur={onBlur}>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.text}
            disabled={disabled || o.disabled}
            control={<Checkbox size="small" name={props.name} value={o.value} checked={checked.has(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />}
          />
        ))}
      </FormGroup>
    </FieldShell>
  );
});
