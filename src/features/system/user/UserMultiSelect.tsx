import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { split } from './user-form-values';

export interface UserMultiSelectProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: ReadonlyArray<{ value: string; text: string }>;
  placeholder: string;
  error?: string;
  disabled: boolean;
}

/** A multiple select of the user form (角色, 租户, 负责部门): the chosen texts joined, the placeholder while none. */
export function UserMultiSelect({ label, value, onChange, options, placeholder, error, disabled }: UserMultiSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(typeof e.target.value === 'string' ? split(e.target.value) : (e.target.value as string[]))}
      disabled={disabled}
      size="small"
      fullWidth
      helperText={error ?? ' '}
      error={Boolean(error)}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const ids = selected as string[];
            if (ids.length === 0) return <Typography color="text.disabled" component="span">{placeholder}</Typography>;
            return ids.map((id) => options.find((o) => o.value === id)?.text ?? id).join('，');
          },
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
