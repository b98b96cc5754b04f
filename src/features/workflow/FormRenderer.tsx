/**
 * A designed form rendered from its field list: text, multi-line text,
 * number, date (yyyy-MM-dd), select and user (the user picker). Controlled;
 * `errors` (field key → message) comes from `valueProblems`. Read-only mode
 * shows the values of a started instance.
 */
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WfFormField } from '@/api/workflow';
import { UserByDepartPicker } from '@/widgets/pickers';

export interface FormRendererProps {
  fields: readonly WfFormField[];
  values: Record<string, string>;
  onChange?: (values: Record<string, string>) => void;
  errors?: Record<string, string>;
  readOnly?: boolean;
}

export function FormRenderer({ fields, values, onChange, errors = {}, readOnly = false }: FormRendererProps) {
  const set = (key: string, value: string) => onChange?.({ ...values, [key]: value });
  return (
    <Grid container spacing={2}>
      {fields.map((f) => {
        const common = {
          label: f.label,
          required: f.required,
          value: values[f.key] ?? '',
          error: !!errors[f.key],
          helperText: errors[f.key],
          fullWidth: true,
          size: 'small' as const,
          disabled: readOnly,
        };
        const wide = f.type === 'textarea';
        let input;
        if (f.type === 'user') {
          input = <UserByDepartPicker value={values[f.key] ?? ''} onChange={(v) => set(f.key, v)} multi={false} label={f.label} disabled={readOnly} error={!!errors[f.key]} helperText={errors[f.key]} />;
        } else if (f.type === 'select') {
          input = (
            <TextField {...common} select onChange={(e) => set(f.key, e.target.value)}>
              {(f.options ?? []).map((o) => (
                <MenuItem key={o} value={o}>
                  {o}
                </MenuItem>
              ))}
            </TextField>
          );
        } else {
          input = (
            <TextField
              {...common}
              multiline={wide}
              minRows={wide ? 3 : undefined}
              placeholder={f.type === 'date' ? 'yyyy-MM-dd' : undefined}
              onChange={(e) => set(f.key, e.target.value)}
              slotProps={{ htmlInput: { inputMode: f.type === 'number' ? 'decimal' : undefined } }}
            />
          );
        }
        return (
          <Grid key={f.key} size={{ xs: 12, md: wide ? 12 : 6 }}>
            {input}
          </Grid>
        );
      })}
    </Grid>
  );
}
