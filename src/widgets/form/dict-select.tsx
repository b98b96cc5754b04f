/**
 * One value from a dictionary (JDictSelectTag): a drop-down, radio buttons, or
 * a button group. The value is the item's value as a string; numbers coming
 * from the server (sex = 1) match their string item.
 */
import { memo, useId } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useDictOptions } from './dict-options';
import { FieldShell } from './field-shell';
import { FORM_MSG } from './messages';
import { selectFieldProps } from './select-field-props';
import type { FieldBaseProps, FieldOption } from './types';

export type DictSelectType = 'select' | 'radio' | 'radioButton';

export interface DictSelectProps extends FieldBaseProps {
  /** Code dictionary (`sex`) or table dictionary (`sys_user,realname,username[,condition]`). */
  dictCode?: string;
  /** Static options instead of a dictionary. */
  options?: readonly FieldOption[];
  type?: DictSelectType;
  value?: string | number | null;
  onChange?: (value: string) => void;
}

export const DictSelect = memo(function DictSelect(props: DictSelectProps) {
  const { dictCode, options, type = 'select', value, onChange, label, disabled, error, helperText, required, placeholder, fullWidth = true, onBlur } = props;
  const dict = useDictOptions(dictCode, options);
  const labelId = useId();
  const current = value === null || value === undefined ? '' : String(value);
  const message = error || dict.error;

  if (type === 'select') {
    return (
      <TextField
        {...selectFieldProps(props, message)}
        value={dict.options.some((o) => o.value === current) ? current : ''}
        onChange={(e) => onChange?.(e.target.value)}
        slotProps={{
          // A placeholder shown in the empty field needs the label above it, not on top of it.
          inputLabel: label && placeholder ? { shrink: true } : undefined,
          select: { displayEmpty: !label || !!placeholder, renderValue: (v) => dict.options.find((o) => o.value === v)?.text ?? placeholder ?? FORM_MSG.pleaseSelect },
          input: dict.loading
            ? { endAdornment: <InputAdornment position="end" sx={{ mr: 3 }}><CircularProgress size={16} aria-label={FORM_MSG.loading} /></InputAdornment> }
            : undefined,
        }}
      >
        <MenuItem value="">
          <em>{placeholder ?? FORM_MSG.pleaseSelect}</em>
        </MenuItem>
        {dict.options.map((o) => (
          <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
            {o.text}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  return (
    <FieldShell label={label} labelId={labelId} error={message} helperText={helperText} required={required} disabled={disabled} fullWidth={fullWidth}>
      {dict.loading ? <CircularProgress size={16} aria-label={FORM_MSG.loading} /> : null}
      {type === 'radio' ? (
        <RadioGroup row aria-labelledby={label ? labelId : undefined} name={props.name} value={current} onChange={(e) => onChange?.(e.target.value)} onBlur={onBlur}>
          {dict.options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={o.text} disabled={disabled || o.disabled} />
          ))}
        </RadioGroup>
      ) : (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-labelledby={label ? labelId : undefined}
          value={current}
          disabled={disabled}
          onChange={(_, next: string | null) => {
            // Clicking the pressed button would clear it; a radio group keeps its choice.
            if (next !== null) onChange?.(next);
          }}
          onBlur={onBlur}
        >
          {dict.options.map((o) => (
            <ToggleButton key={o.value} value={o.value} disabled={o.disabled} sx={{ px: 2 }}>
              {o.text}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </FieldShell>
  );
});
