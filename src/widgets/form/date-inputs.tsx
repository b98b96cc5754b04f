/**
 * Date, date-time and time inputs whose values are the backend's strings
 * (console.md §9): YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, HH:mm:ss. Clearing emits
 * ''; a half-typed value emits nothing until it is a real date.
 */
import { memo } from 'react';
import type { ReactNode } from 'react';
import { format as formatDate, isValid, parse } from 'date-fns';
import { zhCN as dateFnsZhCN } from 'date-fns/locale/zh-CN';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT } from '@/lib/dates';
import type { FieldBaseProps } from './types';

const localeText = zhCN.components.MuiLocalizationProvider.defaultProps.localeText;

/** date-fns adapter, Chinese texts; the inputs bring their own, an app may mount one higher up. */
export function PickerProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsZhCN} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}

/** The Date a stored string stands for, or null when empty or not in `pattern`. */
export function parseAs(value: string | null | undefined, pattern: string): Date | null {
  if (!value) return null;
  const d = parse(value.trim(), pattern, new Date(2000, 0, 1));
  return isValid(d) ? d : null;
}

export interface DateInputBaseProps extends FieldBaseProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** Earliest / latest allowed value, in the input's own format. */
  min?: string;
  max?: string;
  clearable?: boolean;
}

type Kind = 'date' | 'datetime' | 'time';
const PATTERNS: Record<Kind, string> = { date: DATE_FORMAT, datetime: DATETIME_FORMAT, time: TIME_FORMAT };

function pickerProps(kind: Kind, props: DateInputBaseProps) {
  const { value, onChange, label, disabled, error, helperText, required, placeholder, size = 'small', fullWidth = true, onBlur, clearable = true, id, name } = props;
  const pattern = PATTERNS[kind];
  return {
    value: parseAs(value, pattern),
    onChange: (d: Date | null) => {
      if (d === null) onChange?.('');
      else if (isValid(d)) onChange?.(formatDate(d, pattern));
    },
    format: pattern,
    label,
    disabled,
    slotProps: {
      field: { clearable, onBlur },
      textField: { id, name, required, error: !!error, helperText: error || helperText, size, fullWidth, placeholder },
    },
  };
}

export const DateInput = memo(function DateInput(props: DateInputBaseProps) {
  return (
    <PickerProvider>
      <DesktopDatePicker {...pickerProps('date', props)} minDate={parseAs(props.min, DATE_FORMAT) ?? undefined} maxDate={parseAs(props.max, DATE_FORMAT) ?? undefined} />
    </PickerProvider>
  );
});

export const DateTimeInput = memo(function DateTimeInput(props: DateInputBaseProps) {
  return (
    <PickerProvider>
      <DesktopDateTimePicker
        {...pickerProps('datetime', props)}
        ampm={false}
        views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        minDateTime={parseAs(props.min, DATETIME_FORMAT) ?? undefined}
        maxDateTime={parseAs(props.max, DATETIME_FORMAT) ?? undefined}
      />
    </PickerProvider>
  );
});

export const TimeInput = memo(function TimeInput(props: DateInputBaseProps) {
  return (
    <PickerProvider>
      <DesktopTimePicker {...pickerProps('time', props)} ampm={false} views={['hours', 'minutes', 'seconds']} minTime={parseAs(props.min, TIME_FORMAT) ?? undefined} maxTime={parseAs(props.max, TIME_FORMAT) ?? undefined} />
    </PickerProvider>
  );
});
