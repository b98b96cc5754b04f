import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getDictItems } from '@/api/sys/dict';
import { isMultiValue } from './conditions';
import { AQ_TEXT } from './messages';
import type { ConditionRecord, SuperQueryField } from './types';

export interface ValueEditorProps {
  field: SuperQueryField | undefined;
  record: ConditionRecord;
  onChange: (val: string | string[]) => void;
  label: string;
}

/** "2025-01-06T09:30" or "…:05" from a datetime-local input → "2025-01-06 09:30:00". */
function fromLocalDateTime(text: string): string {
  if (!text) return '';
  const [day, time = ''] = text.split('T');
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${day} ${h}:${m}:${s}`;
}

const toLocalDateTime = (text: string) => (text ? text.replace(' ', 'T') : '');

/** The value control chosen by the field: dictionary/options select (multi for IN), number, date, datetime, time, switch, text. */
export function ValueEditor({ field, record, onChange, label }: ValueEditorProps) {
  const dict = useQuery({
    queryKey: ['dict', field?.dictCode],
    queryFn: () => getDictItems(field?.dictCode as string),
    enabled: Boolean(field?.dictCode),
  });
  const common = { size: 'small' as const, label, fullWidth: true };
  const text = Array.isArray(record.val) ? record.val.join(',') : (record.val ?? '');

  if (field?.dictCode || field?.options || field?.type === 'switch') {
    const options = field.type === 'switch' ? [{ value: 'Y', text: AQ_TEXT.yes }, { value: 'N', text: AQ_TEXT.no }] : (field.options ?? dict.data ?? []);
    const multiple = isMultiValue(field, record);
    const value = multiple ? (Array.isArray(record.val) ? record.val : record.val ? String(record.val).split(',') : []) : text;
    return (
      <TextField
        {...common}
        select
        value={value}
        onChange={(e) => onChange(e.target.value as string | string[])}
        slotProps={{ select: { multiple, displayEmpty: false } }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.text}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  switch (field?.type) {
    case 'int':
    case 'number':
      return <TextField {...common} type="number" value={text} placeholder={AQ_TEXT.valuePlaceholder} onChange={(e) => onChange(e.target.value)} />;
    case 'date':
      return <TextField {...common} type="date" value={text} onChange={(e) => onChange(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />;
    case 'datetime':
      return (
        <TextField
          {...common}
          type="datetime-local"
          value={toLocalDateTime(text)}
          onChange={(e) => onChange(fromLocalDateTime(e.target.value))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
        />
      );
    case 'time':
      return <TextField {...common} type="time" value={text} onChange={(e) => onChange(e.target.value.length === 5 ? `${e.target.value}:00` : e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }} />;
    default:
      return <TextField {...common} value={text} placeholder={AQ_TEXT.valuePlaceholder} onChange={(e) => onChange(e.target.value)} disabled={!field} />;
  }
}
