/** Small controls shared by the tabs: a range-checked integer input, a mode row, a checkbox list and a weekday select. */
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NumberLimit } from '@/lib/cron/cron-model';
import { CRON_TEXT } from '@/lib/cron/messages';
import { WEEKDAY_NAMES } from '@/lib/cron/describe';

interface NumberInputProps {
  label: string;
  value: number;
  limit: NumberLimit;
  disabled?: boolean;
  onCommit: (value: number) => void;
}

/**
 * An integer box validated as you type: only whole numbers within the limit reach the editor;
 * anything else shows the allowed range and is dropped on blur.
 */
export function NumberInput({ label, value, limit, disabled, onCommit }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const parsed = /^\d+$/.test(text) ? Number(text) : NaN;
  const invalid = !(parsed >= limit.min && parsed <= limit.max);
  return (
    <TextField
      size="small"
      value={text}
      disabled={disabled}
      error={invalid}
      helperText={invalid ? CRON_TEXT.numberRange(limit.min, limit.max) : undefined}
      onChange={(e) => {
        const next = e.target.value.trim();
        setDraft(next);
        const n = /^\d+$/.test(next) ? Number(next) : NaN;
        if (n >= limit.min && n <= limit.max) onCommit(n);
      }}
      onBlur={() => setDraft(null)}
      sx={{ width: invalid ? 150 : limit.max > 999 ? 88 : 68, mx: 0.5 }}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'numeric', 'aria-invalid': invalid, style: { textAlign: 'center', padding: '4px 6px' } } }}
    />
  );
}

interface ModeRowProps {
  value: string;
  label: string;
  /** Accessible name of the radio when the visible label is short. */
  ariaLabel?: string;
  children?: ReactNode;
}

/** One radio option with its inline inputs next to (not inside) the label, so typing never toggles the radio. */
export function ModeRow({ value, label, ariaLabel, children }: ModeRowProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}>
      <FormControlLabel value={value} control={<Radio size="small" slotProps={{ input: { 'aria-label': ariaLabel ?? label } }} />} label={label} sx={{ mr: 1 }} />
      {children}
    </Box>
  );
}

export function Unit({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" sx={{ mx: 0.25 }}>
      {children}
    </Typography>
  );
}

interface ChecklistProps {
  label: string;
  options: readonly { value: number; label: string }[];
  selected: readonly number[];
  disabled?: boolean;
  columns?: number;
  onChange: (values: number[]) => void;
}

const CheckItem = memo(function CheckItem(props: { value: number; label: string; checked: boolean; disabled?: boolean; onToggle: (v: number, on: boolean) => void }) {
  const { value, label, checked, disabled, onToggle } = props;
  return (
    <FormControlLabel
      sx={{ m: 0 }}
      disabled={disabled}
      label={<Typography variant="caption">{label}</Typography>}
      control={<Checkbox size="small" sx={{ p: 0.25 }} checked={checked} onChange={(e) => onToggle(value, e.target.checked)} />}
    />
  );
});

/** The "specify" list: one checkbox per value; at least one must stay checked for the expression to build. */
export function ValueChecklist({ label, options, selected, disabled, columns = 10, onChange }: ChecklistProps) {
  // A stable toggle lets unchanged checkboxes skip re-rendering (60 of them for seconds and minutes).
  const latest = useRef({ selected, onChange });
  useLayoutEffect(() => {
    latest.current = { selected, onChange };
  });
  const toggle = useCallback((v: number, on: boolean) => {
    const { selected: current, onChange: emit } = latest.current;
    const next = on ? [...current, v] : current.filter((x) => x !== v);
    if (next.length > 0) emit(next);
  }, []);
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, pl: 4, width: '100%' }}>
      {options.map((o) => (
        <CheckItem key={o.value} value={o.value} label={o.label} checked={selected.includes(o.value)} disabled={disabled} onToggle={toggle} />
      ))}
      {!disabled && selected.length === 0 ? <FormHelperText error>{CRON_TEXT.pickAtLeastOne}</FormHelperText> : null}
    </Box>
  );
}

interface WeekdaySelectProps {
  label: string;
  value: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** Quartz weekday numbers (1 = 周日 … 7 = 周六) behind Chinese names; a native select keeps it keyboard-friendly. */
export function WeekdaySelect({ label, value, disabled, onChange }: WeekdaySelectProps) {
  return (
    <TextField
      select
      size="small"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ mx: 0.5, width: 92 }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label, style: { padding: '4px 8px' } } }}
    >
      {WEEKDAY_NAMES.map((name, i) => (
        <option key={name} value={i + 1}>
          {name}
        </option>
      ))}
    </TextField>
  );
}
