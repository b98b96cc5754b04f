import type { ChangeEvent } from 'react';
import type { ColumnOption, EditableColumn, RowValues } from '../types';

/** What every cell editor receives. Editors own no table state: they report values up. */
export interface EditorProps {
  column: EditableColumn;
  value: unknown;
  rowId: string;
  rowIndex: number;
  /** The row's values (only for editors that read other cells: slot, popup). */
  row?: RowValues;
  options: readonly ColumnOption[];
  placeholder: string;
  disabled: boolean;
  /** Focus (and open, for dropdowns) on mount: the editor was opened by the user. */
  autoFocus: boolean;
  invalid: boolean;
  /** Every keystroke (validated "on input"). */
  onInput(value: unknown): void;
  /** A committed choice (validated "on change"). */
  onChange(value: unknown): void;
  onBlur(): void;
}

/** Input props shared by the text-like editors. */
export function inputA11y(props: EditorProps): { 'aria-label': string; 'aria-invalid': boolean } {
  return { 'aria-label': props.column.title, 'aria-invalid': props.invalid };
}

/** The state and events every text-like editor binds to its input the same way. */
export function boundInputProps(props: EditorProps, text: string) {
  return {
    value: text,
    disabled: props.disabled,
    autoFocus: props.autoFocus,
    error: props.invalid,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onInput(e.target.value),
    onBlur: props.onBlur,
  };
}
