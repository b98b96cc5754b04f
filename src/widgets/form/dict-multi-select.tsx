/**
 * Several values from a dictionary (JMultiSelectTag): a multiple drop-down
 * with chips, or checkboxes. The value is comma-joined.
 */
import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CheckboxGroup } from './checkbox-group';
import { splitValue, useDictOptions } from './dict-options';
import { FORM_MSG } from './messages';
import { selectFieldProps } from './select-field-props';
import type { FieldBaseProps, FieldOption } from './types';

export interface DictMultiSelectProps extends FieldBaseProps {
  dictCode?: string;
  options?: readonly FieldOption[];
  type?: 'select' | 'checkbox';
  value?: string | readonly string[] | null;
  onChange?: (value: string) => void;
  separator?: string;
}

export const DictMultiSelect = memo(function DictMultiSelect(props: DictMultiSelectProps) {
  const { dictCode, options, type = 'select', value, onChange, separator = ',', label, disabled, error, helperText, required, placeholder, fullWidth = true, onBlur } = props;
  const dict = useDictOptions(dictCode, options);
  const message = error || dict.error;
  const selected = splitValue(value, separator);

  if (type === 'checkbox') {
    return (
      <CheckboxGroup
        options={dict.options}
        value={selected}
        onChange={onChange}
        separator={separator}
        label={label}
        disabled={disabled}
        error={message}
        helperText={dict.loading ? FORM_MSG.loading : helperText}
        required={required}
        fullWidth={fullWidth}
        onBlur={onBlur}
      />
    );
  }

  const textOf = (v: string) => dict.options.find((o) => o.value === v)?.text ?? v;
  return (
    <TextField
      {...selectFieldProps(props, message)}
      value={selected}
      onChange={(e) => {
        const next = e.target.value as unknown as string[] | string;
        onChange?.((Array.isArray(next) ? next : next.split(',')).filter((v) => v !== '').join(separator));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: !label || !!placeholder,
          renderValue: (v) => {
            const values = v as string[];
            if (values.length === 0) return <Box component="span" sx={{ color: 'text.disabled' }}>{placeholder ?? FORM_MSG.pleaseSelect}</Box>;
            return (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {values.map((item) => (
                  <Chip key={item} size="small" label={textOf(item)} />
                ))}
              </Box>
            );
          },
        },
        input: dict.loading
          ? { endAdornment: <InputAdornment position="end" sx={{ mr: 3 }}><CircularProgress size={16} aria-label={FORM_MSG.loading} /></InputAdornment> }
          : undefined,
      }}
    >
      {dict.options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          <Checkbox size="small" checked={selected.includes(o.value)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={o.text} />
        </MenuItem>
      ))}
    </TextField>
  );
});
