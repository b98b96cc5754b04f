/**
 * The popup's query area over `getQueryInfo`: one field per condition
 * (text, dictionary select, date, number; `group` mode gives a begin/end
 * pair), conditions flagged hidden behind 展开/收起, and 查询 / 重置.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateInput, DateTimeInput } from '@/widgets/form/date-inputs';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Search from '@mui/icons-material/Search';
import Replay from '@mui/icons-material/Replay';
import { useQuery } from '@tanstack/react-query';
import type { DictMap, DictModel } from '@/api/envelope';
import type { OnlReportQueryItem } from '@/api/online-report';
import { getDictItems } from '@/api/sys/dict';
import { PICKER_TEXT } from '../messages';

export interface ReportQueryFormProps {
  items: OnlReportQueryItem[];
  dictOptions: DictMap;
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  onSearch: () => void;
  onReset: () => void;
}

function DictField({ item, options, value, onChange }: { item: OnlReportQueryItem; options?: DictModel[]; value: string; onChange: (v: string) => void }) {
  const loaded = useQuery({
    queryKey: ['pickers', 'dict', item.dictCode],
    queryFn: () => getDictItems(item.dictCode ?? ''),
    enabled: !options && !!item.dictCode,
    staleTime: 30_000,
  });
  const list = options ?? loaded.data ?? [];
  return (
    <TextField select size="small" label={item.label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 160 }}>
      <MenuItem value="">
        <em>{PICKER_TEXT.placeholder}</em>
      </MenuItem>
      {list.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One value box of the query: the MUI X pickers for dates (backend formats), a text or number field otherwise. */
function ValueBox({ view, label, placeholder, value, onChange }: { view: string; label: string; placeholder?: string; value: string; onChange: (v: string) => void }) {
  if (view === 'date') return <Box sx={{ width: 170 }}><DateInput label={label} value={value} onChange={onChange} /></Box>;
  if (view === 'datetime') return <Box sx={{ width: 220 }}><DateTimeInput label={label} value={value} onChange={onChange} /></Box>;
  return <TextField size="small" type={view === 'number' ? 'number' : 'text'} label={label} placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} />;
}

export function ReportQueryForm({ items, dictOptions, values, onChange, onSearch, onReset }: ReportQueryFormProps) {
  const [expanded, setExpanded] = useState(false);
  if (items.length === 0) return null;
  const set = (key: string, v: string) => onChange({ ...values, [key]: v });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };

  const field = (item: OnlReportQueryItem) => {
    if (item.mode === 'group') {
      return (
        <Box key={item.field} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', maxWidth: '100%' }}>
          <ValueBox view={item.view} label={`${item.label}${PICKER_TEXT.rangeFrom}`} value={values[`${item.field}_begin`] ?? ''} onChange={(v) => set(`${item.field}_begin`, v)} />
          ~
          <ValueBox view={item.view} label={`${item.label}${PICKER_TEXT.rangeTo}`} value={values[`${item.field}_end`] ?? ''} onChange={(v) => set(`${item.field}_end`, v)} />
        </Box>
      );
    }
    if (item.view === 'list' || item.dictCode) {
      return <DictField key={item.field} item={item} options={item.dictCode ? dictOptions[item.dictCode] : undefined} value={values[item.field] ?? ''} onChange={(v) => set(item.field, v)} />;
    }
    return <ValueBox key={item.field} view={item.view} label={item.label} placeholder={PICKER_TEXT.inputPrompt(item.label)} value={values[item.field] ?? ''} onChange={(v) => set(item.field, v)} />;
  };

  const hasHidden = items.some((i) => i.hidden === '1');
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
      {items.filter((i) => i.hidden !== '1' || expanded).map(field)}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" size="small" startIcon={<Search />}>
          {PICKER_TEXT.search}
        </Button>
        <Button variant="contained" color="inherit" size="small" startIcon={<Replay />} onClick={onReset}>
          {PICKER_TEXT.reset}
        </Button>
        {hasHidden && (
          <Link component="button" type="button" underline="hover" onClick={() => setExpanded((x) => !x)} sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {expanded ? PICKER_TEXT.collapse : PICKER_TEXT.expand}
            {expanded ? <KeyboardArrowUp fontSize="small" /> : <KeyboardArrowDown fontSize="small" />}
          </Link>
        )}
      </Box>
    </Box>
  );
}
