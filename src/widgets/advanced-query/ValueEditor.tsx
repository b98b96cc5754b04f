import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getDictItems } from '@/api/sys/dict';
import { DateInput, DateTimeInput, TimeInput } from '@/widgets/form/date-inputs';
import { isMultiValue } from './conditions';
import { AQ_TEXT } from './messages';
import type { ConditionRecord, SuperQueryField } from './types';

export interface ValueEditorProps {
  field: SuperQueryField | undefined;
  record: ConditionRecord;
  onChange: (val: string | string[]) => void;
  label: string;
}

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
      return <DateInput label={label} value={text} onChange={onChange} />;
    case 'datetime':
      return <DateTimeInput label={label} value={text} onChange={onChange} />;
    case 'time':
      return <TimeInput label={label} value={text} onChange={onChange} />;
    default:
      return <TextField {...common} value={text} placeholder={AQ_TEXT.valuePlaceholder} onChange={(e) => onChange(e.target.value)} disabled={!field} />;
  }
}
