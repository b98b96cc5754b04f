import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { GATEWAY_TEXT as T } from './gateway-config';

/** A rule being edited: args as the text the operator types. */
export interface RuleDraft {
  name: string;
  args: string;
}

export interface RulesEditorProps {
  label: string;
  addLabel: string;
  names: readonly string[];
  value: readonly RuleDraft[];
  onChange: (next: RuleDraft[]) => void;
  errors?: readonly (string | undefined)[];
  disabled?: boolean;
}

/** Predicates or filters: one row per rule (name + comma-separated args). */
export function RulesEditor({ label, addLabel, names, value, onChange, errors = [], disabled }: RulesEditorProps) {
  const update = (i: number, patch: Partial<RuleDraft>) => onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography variant="subtitle2">{label}</Typography>
      {value.map((r, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField select size="small" label={`${label}${i + 1}`} value={r.name} onChange={(e) => update(i, { name: e.target.value })} disabled={disabled} sx={{ width: 180 }}>
            {names.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={T.args}
            value={r.args}
            onChange={(e) => update(i, { args: e.target.value })}
            error={Boolean(errors[i])}
            helperText={errors[i] ?? ' '}
            slotProps={{ htmlInput: { readOnly: disabled, 'aria-label': `${label}${i + 1}${T.args}` } }}
            sx={{ flex: 1 }}
          />
          {!disabled && (
            <IconButton aria-label={`${T.remove}${label}${i + 1}`} onClick={() => onChange(value.filter((_, j) => j !== i))}>
              <DeleteOutline />
            </IconButton>
          )}
        </Stack>
      ))}
      {!disabled && (
        <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...value, { name: names[0], args: '' }])}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
