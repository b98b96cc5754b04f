import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DateTimeInput } from './date-inputs';
import { DictSelect } from './dict-select';
import type { FieldOption } from './types';
import type { RecordDialogMode } from './use-record-save';
import { NumberInput } from './number-input';

export type RecordValues = Record<string, string>;

/** What a custom field renderer gets: its value, its message and the means to change the form. */
export interface RecordFieldRenderProps {
  field: RecordField;
  value: string;
  values: RecordValues;
  error?: string;
  /** Read-only: 详情 mode, or a field fixed once saved while editing. */
  locked: boolean;
  mode: RecordDialogMode;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One field of a record form, as configuration. */
export interface RecordField {
  name: string;
  label: string;
  /** The required message (or a function of the form for conditional requirements); absent = optional. */
  required?: string | ((values: RecordValues) => string | undefined);
  kind?: 'text' | 'multiline' | 'number' | 'password' | 'switch' | 'select' | 'radio' | 'datetime';
  /** Options of select/radio: a dictionary code or a static list. */
  dictCode?: string;
  options?: readonly FieldOption[];
  /** `[on, off]` values of a switch. */
  switchValues?: readonly [string, string];
  placeholder?: string;
  rows?: number;
  /** Read-only when editing (codes and keys other data refers to); its server check is skipped then. */
  fixedOnEdit?: boolean;
  /** The value of a new record, and of a record that has none. */
  defaultValue?: string;
  /** A server check on blur and before saving (non-blank values); the message when the value is refused. */
  check?: (value: string, values: RecordValues, id?: string) => Promise<string | undefined>;
  /**
   * The backend column's length (varchar): a longer value is refused with 最大长度N位字符. The
   * contract gives no lengths; screens use JeecgBoot's schema (jeecgboot-mysql-5.7.sql).
   */
  maxLength?: number;
  /** A local check of a non-blank value, run after `required`. */
  validate?: (value: string, values: RecordValues) => string | undefined;
  /** Other fields a change fills in (e.g. a database type sets its driver). */
  fill?: (value: string, values: RecordValues) => RecordValues;
  /** Hidden (and not validated) while this answers true. */
  hidden?: (values: RecordValues) => boolean;
  /** A special body (cron editor, rich text, pickers) in place of the standard input. */
  render?: (props: RecordFieldRenderProps) => ReactNode;
  inputMode?: 'numeric' | 'text';
}

export const requiredMessage = (f: RecordField, values: RecordValues) => (typeof f.required === 'function' ? f.required(values) : f.required);

/** The standard inputs; custom `render` fields bypass this. */
export function StandardField(props: RecordFieldRenderProps) {
  const { field: f, value, error, locked, onChange, onBlur, values } = props;
  const required = Boolean(requiredMessage(f, values));
  switch (f.kind) {
    case 'switch': {
      const [on, off] = f.switchValues ?? ['1', '0'];
      return <FormControlLabel label={f.label} disabled={locked} control={<Switch checked={value === on} onChange={(_, checked) => onChange(checked ? on : off)} />} />;
    }
    case 'select':
    case 'radio':
      return (
        <DictSelect
          label={f.label}
          type={f.kind}
          dictCode={f.dictCode}
          options={f.options}
          required={required}
          value={value}
          onChange={onChange}
          disabled={locked}
          error={error}
          helperText={error ?? ' '}
        />
      );
    case 'datetime':
      return <DateTimeInput label={f.label} required={required} value={value} onChange={onChange} disabled={locked} error={error} helperText={error} />;
    case 'number':
      return (
        <NumberInput
          label={f.label}
          required={required}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? ' '}
          placeholder={f.placeholder ?? `请输入${f.label}`}
          inputProps={{ readOnly: locked }}
        />
      );
    default:
      return (
        <TextField
          label={f.label}
          required={required}
          type={f.kind === 'password' ? 'password' : 'text'}
          multiline={f.kind === 'multiline'}
          minRows={f.kind === 'multiline' ? (f.rows ?? 3) : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? ' '}
          placeholder={f.placeholder ?? `请输入${f.label}`}
          slotProps={{ htmlInput: { readOnly: locked, inputMode: f.inputMode, autoComplete: f.kind === 'password' ? 'new-password' : undefined } }}
        />
      );
  }
}
