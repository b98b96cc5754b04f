/**
 * checkbox: always shown; stores the column's customValue pair (default
 * true/false). A native checkbox styled like the theme: one MUI Checkbox per
 * row (ripple, icons, styled root) is what made scrolling 10,000 rows drop frames.
 */
import { checkboxValues } from '../columns';
import type { EditorProps } from './editor-props';

export function CheckboxCell({ column, value, disabled, onChange, onBlur }: EditorProps) {
  const [on, off] = checkboxValues(column);
  return (
    <input
      type="checkbox"
      className="et-check"
      checked={value === on}
      disabled={disabled}
      aria-label={column.title}
      onChange={(e) => onChange(e.target.checked ? on : off)}
      onBlur={onBlur}
    />
  );
}
