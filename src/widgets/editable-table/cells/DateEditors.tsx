/**
 * date, datetime and time: a text input in the spec's format (YYYY-MM-DD,
 * YYYY-MM-DD HH:mm:ss, HH:mm:ss) plus a calendar / clock popover from
 * @mui/x-date-pickers. Values are stored as formatted strings.
 */
import { useRef, useState } from 'react';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { format, isValid, parse } from 'date-fns';
import { zhCN } from 'date-fns/locale/zh-CN';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { ColumnType } from '../types';
import type { EditorProps } from './editor-props';
import { POPUP_BELOW, PopupTriggerField } from './PopupTriggerField';

export const DATE_FORMATS: Partial<Record<ColumnType, string>> = {
  date: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  time: 'HH:mm:ss',
};

/** The spec's display pattern (YYYY-MM-DD …) for placeholders. */
const SHOWN: Partial<Record<ColumnType, string>> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' };

export function parseCellDate(type: ColumnType, text: unknown): Date | null {
  const fmt = DATE_FORMATS[type];
  if (!fmt || typeof text !== 'string' || !text.trim()) return null;
  const d = parse(text.trim(), fmt, new Date(2000, 0, 1));
  return isValid(d) ? d : null;
}

export function formatCellDate(type: ColumnType, d: Date): string {
  return format(d, DATE_FORMATS[type] ?? 'yyyy-MM-dd');
}

export function DateEditor(props: EditorProps) {
  const { column, value, placeholder, onChange } = props;
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const text = value === null || value === undefined ? '' : String(value);
  const date = parseCellDate(column.type, text);
  const pick = (d: Date | null, keepOpen: boolean) => {
    if (!d) return;
    onChange(formatCellDate(column.type, d));
    if (!keepOpen) setOpen(false);
  };
  const Icon = column.type === 'time' ? ScheduleIcon : CalendarMonthIcon;
  return (
    <>
      <PopupTriggerField
        editor={props}
        anchor={anchor}
        text={text}
        placeholder={placeholder || SHOWN[column.type]}
        buttonLabel={`${column.title} ${SHOWN[column.type]}`}
        icon={<Icon fontSize="inherit" />}
        onOpen={() => setOpen(true)}
      />
      {open ? (
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={zhCN}>
          <Popover open anchorEl={anchor.current} onClose={() => setOpen(false)} anchorOrigin={POPUP_BELOW}>
            <Stack direction="row">
              {column.type !== 'time' ? (
                <DateCalendar
                  value={date}
                  onChange={(d: Date | null) => {
                    if (!d) return;
                    // Keep the time part of a datetime when only the day changes.
                    const merged = column.type === 'datetime' && date ? new Date(d.getFullYear(), d.getMonth(), d.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()) : d;
                    pick(merged, column.type === 'datetime');
                  }}
                />
              ) : null}
              {column.type !== 'date' ? (
                <MultiSectionDigitalClock
                  value={date}
                  views={['hours', 'minutes', 'seconds']}
                  ampm={false}
                  onChange={(d: Date | null) => {
                    if (!d) return;
                    const base = date ?? new Date();
                    const merged = column.type === 'datetime' ? new Date(base.getFullYear(), base.getMonth(), base.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()) : d;
                    pick(merged, true);
                  }}
                />
              ) : null}
            </Stack>
          </Popover>
        </LocalizationProvider>
      ) : null}
    </>
  );
}
