/**
 * The form designer's field list: one row per field (name, key, type,
 * required, options of a select) with 上移 / 下移 / 删除, and 添加字段 below.
 * Controlled; `problems` marks the rows the last save or publish refused.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import type { WfFieldType, WfFormField } from '@/api/workflow';
import { emptyField, FIELD_TYPES, move, type FieldProblems } from './form-model';

export interface FieldListEditorProps {
  fields: WfFormField[];
  onChange: (fields: WfFormField[]) => void;
  problems?: ReadonlyMap<number, FieldProblems>;
  disabled?: boolean;
}

export function FieldListEditor({ fields, onChange, problems, disabled }: FieldListEditorProps) {
  const patch = (i: number, change: Partial<WfFormField>) => onChange(fields.map((f, j) => (j === i ? { ...f, ...change } : f)));
  return (
    <Box>
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          暂无字段，请点击「添加字段」
        </Typography>
      )}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((f, i) => {
          const p = problems?.get(i);
          const n = i + 1;
          return (
            <Box component="li" key={i} aria-label={`字段${n}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography sx={{ width: 24, pt: 1 }}>{n}</Typography>
              <TextField size="small" label="字段名称" value={f.label} disabled={disabled} onChange={(e) => patch(i, { label: e.target.value })} error={!!p?.label} helperText={p?.label} slotProps={{ htmlInput: { 'aria-label': `字段${n}名称` } }} sx={{ width: 160 }} />
              <TextField size="small" label="字段标识" value={f.key} disabled={disabled} onChange={(e) => patch(i, { key: e.target.value.trim() })} error={!!p?.key} helperText={p?.key} slotProps={{ htmlInput: { 'aria-label': `字段${n}标识` } }} sx={{ width: 160 }} />
              <TextField
                select
                size="small"
                label="类型"
                value={f.type}
                disabled={disabled}
                onChange={(e) => {
                  const type = e.target.value as WfFieldType;
                  patch(i, { type, options: type === 'select' ? (f.options ?? []) : undefined });
                }}
                sx={{ width: 120 }}
              >
                {FIELD_TYPES.map((t) => (
                  <MenuItem key={t.value} value={t.value}>
                    {t.text}
                  </MenuItem>
                ))}
              </TextField>
              {f.type === 'select' && (
                <TextField
                  size="small"
                  label="选项（逗号分隔）"
                  value={(f.options ?? []).join(',')}
                  disabled={disabled}
                  onChange={(e) => patch(i, { options: e.target.value.split(/[,，]/) })}
                  error={!!p?.options}
                  helperText={p?.options}
                  slotProps={{ htmlInput: { 'aria-label': `字段${n}选项` } }}
                  sx={{ width: 200 }}
                />
              )}
              <FormControlLabel control={<Checkbox checked={f.required} disabled={disabled} onChange={(e) => patch(i, { required: e.target.checked })} slotProps={{ input: { 'aria-label': `字段${n}必填` } }} />} label="必填" />
              <Box sx={{ ml: 'auto' }}>
                <IconButton size="small" aria-label={`上移字段${n}`} disabled={disabled || i === 0} onClick={() => onChange(move(fields, i, -1))}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`下移字段${n}`} disabled={disabled || i === fields.length - 1} onClick={() => onChange(move(fields, i, 1))}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" color="error" aria-label={`删除字段${n}`} disabled={disabled} onClick={() => onChange(fields.filter((_, j) => j !== i))}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Stack>
      {!disabled && (
        <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onChange([...fields, emptyField(fields.length)])}>
          添加字段
        </Button>
      )}
    </Box>
  );
}
