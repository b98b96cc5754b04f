import type { FormEvent, ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import RefreshIcon from '@mui/icons-material/Refresh';
import { getDictItems } from '@/api/sys/dict';
import { DateInput } from '@/widgets/form/date-inputs';
import type { QueryValues } from './list-params';
import { LIST_TEXT } from './messages';
import type { QueryField } from './types';

export interface ListQueryFormProps {
  fields: readonly QueryField[];
  values: QueryValues;
  onChange: (name: string, value: unknown) => void;
  onSearch: () => void;
  onReset: () => void;
  /** Extra controls after the buttons (e.g. the advanced query). */
  children?: ReactNode;
}

function DictOptions({ field, value, onChange }: { field: QueryField; value: unknown; onChange: (v: string) => void }) {
  const dict = useQuery({ queryKey: ['dict', field.dictCode], queryFn: () => getDictItems(field.dictCode as string), enabled: Boolean(field.dictCode) });
  const options = field.options ?? dict.data ?? [];
  return (
    <TextField select size="small" label={field.label} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 180 }}>
      <MenuItem value="">
        <em>请选择</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The search area above a list: one control per field, 查询 and 重置. Enter in a text box searches. */
export function ListQueryForm({ fields, values, onChange, onSearch, onReset, children }: ListQueryFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      {fields.map((field) => {
        const value = values[field.name];
        if (field.type === 'select' || field.dictCode || field.options) {
          return <DictOptions key={field.name} field={field} value={value} onChange={(v) => onChange(field.name, v)} />;
        }
        if (field.type === 'dateRange') {
          const [begin = '', end = ''] = Array.isArray(value) ? (value as string[]) : [];
          return (
            // The two ends wrap under each other on a narrow screen rather than leave the card.
            <Box key={field.name} role="group" aria-label={field.label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
              <Box sx={{ width: 170, maxWidth: '100%' }}>
                <DateInput label={`${field.label}（起）`} value={begin} max={end || undefined} onChange={(v) => onChange(field.name, [v, end])} />
              </Box>
              <span aria-hidden>~</span>
              <Box sx={{ width: 170, maxWidth: '100%' }}>
                <DateInput label={`${field.label}（止）`} value={end} min={begin || undefined} onChange={(v) => onChange(field.name, [begin, v])} />
              </Box>
            </Box>
          );
        }
        return (
          <TextField
            key={field.name}
            size="small"
            label={field.label}
            placeholder={field.placeholder ?? `请输入${field.label}`}
            value={(value as string) ?? ''}
            onChange={(e) => onChange(field.name, e.target.value)}
            sx={{ minWidth: 200 }}
          />
        );
      })}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {LIST_TEXT.search}
      </Button>
      <Button type="button" variant="outlined" startIcon={<RefreshIcon />} onClick={onReset}>
        {LIST_TEXT.reset}
      </Button>
      {children}
    </Box>
  );
}
