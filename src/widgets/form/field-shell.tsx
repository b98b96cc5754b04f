/** Label, invalid state and message around widgets that are not a single text field (radio, checkbox, switch). */
import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

export interface FieldShellProps {
  label?: ReactNode;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  labelId?: string;
  children: ReactNode;
}

export function FieldShell({ label, error, helperText, required, disabled, fullWidth = true, labelId, children }: FieldShellProps) {
  const message = error || helperText;
  return (
    <FormControl component="fieldset" error={!!error} required={required} disabled={disabled} fullWidth={fullWidth} sx={{ minWidth: 0 }}>
      {label ? (
        <FormLabel component="legend" id={labelId} sx={{ mb: 0.5, fontSize: 14 }}>
          {label}
        </FormLabel>
      ) : null}
      {children}
      {message ? <FormHelperText sx={{ mx: 0 }}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
