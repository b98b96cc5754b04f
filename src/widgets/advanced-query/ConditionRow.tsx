import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/AddCircleOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import type { SuperQueryRule } from '@/api/envelope';
import { withField } from './conditions';
import { AQ_TEXT, RULE_LABELS } from './messages';
import type { ConditionRecord, SuperQueryField } from './types';
import { ValueEditor } from './ValueEditor';

export interface ConditionRowProps {
  index: number;
  record: ConditionRecord;
  fields: readonly SuperQueryField[];
  onChange: (record: ConditionRecord) => void;
  onAddAfter: () => void;
  onRemove: () => void;
}

/** One condition: field, rule, value editor, and add-after / remove buttons. */
export function ConditionRow({ index, record, fields, onChange, onAddAfter, onRemove }: ConditionRowProps) {
  const field = fields.find((f) => f.value === record.field);
  const n = index + 1;
  return (
    <Box role="group" aria-label={`条件 ${n}`} sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr 4fr auto', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={AQ_TEXT.field}
        value={record.field ?? ''}
        onChange={(e) => onChange(withField(record, fields.find((f) => f.value === e.target.value)))}
      >
        {fields.map((f) => (
          <MenuItem key={f.value} value={f.value}>
            {f.text}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={AQ_TEXT.rule} value={record.rule} onChange={(e) => onChange({ ...record, rule: e.target.value as SuperQueryRule })}>
        {RULE_LABELS.map(([rule, text]) => (
          <MenuItem key={rule} value={rule}>
            {text}
          </MenuItem>
        ))}
      </TextField>
      <ValueEditor field={field} record={record} label={AQ_TEXT.value} onChange={(val) => onChange({ ...record, val })} />
      <Box sx={{ display: 'flex' }}>
        <IconButton size="small" aria-label={AQ_TEXT.addAfter} onClick={onAddAfter}>
          <AddIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={AQ_TEXT.removeCondition} onClick={onRemove}>
          <RemoveIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
