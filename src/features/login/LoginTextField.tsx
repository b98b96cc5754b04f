import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface Props {
  name: string;
  label: string;
  value: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'text' | 'tel';
  onChange(e: ChangeEvent<HTMLInputElement>): void;
}

/**
 * An outlined text field without TextField's select machinery (Select, Menu, Popover…): the login
 * page is the first thing every user loads, and those modules cost it ~10 kB of gzipped JS.
 */
export function LoginTextField({ name, label, value, error, helperText, disabled, fullWidth, type, autoComplete, autoFocus, inputMode, onChange }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" error={error} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        value={value}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={onChange}
        aria-describedby={helperText ? helperId : undefined}
        inputProps={inputMode ? { inputMode } : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
