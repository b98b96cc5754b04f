/**
 * Text grouped in tags of two characters: a separator is inserted after every
 * 2 characters, and separators the user types are stripped (they would break
 * the grouping). The caret stays after the character just typed.
 */
import { memo, useLayoutEffect, useRef } from 'react';
import TextField from '@mui/material/TextField';
import { textFieldProps } from './text-field-props';
import type { FieldBaseProps } from './types';

export const TAG_GROUP = 2;

/** Removes every separator (and its full-width twin for a comma), then regroups. */
export function formatTags(raw: string, separator = ',', group = TAG_GROUP): string {
  const strip = separator === ',' ? /[,，]/g : new RegExp(separator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
  const chars = Array.from(raw.replace(strip, ''));
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += group) groups.push(chars.slice(i, i + group).join(''));
  return groups.join(separator);
}

/** Caret position in the formatted text that follows the same number of real characters as `caret` in `raw`. */
function mapCaret(raw: string, caret: number, formatted: string, separator: string): number {
  const before = formatTags(raw.slice(0, caret), separator).replaceAll(separator, '').length;
  let seen = 0;
  let i = 0;
  while (i < formatted.length && seen < before) {
    if (!formatted.startsWith(separator, i)) seen += 1;
    i += formatted.startsWith(separator, i) ? separator.length : 1;
  }
  return i;
}

export interface TagInputProps extends FieldBaseProps {
  value?: string | null;
  onChange?: (value: string) => void;
  separator?: string;
}

export const TagInput = memo(function TagInput(props: TagInputProps) {
  const { value, onChange, separator = ',', placeholder, error } = props;
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  });

  return (
    <TextField
      {...textFieldProps(props, error)}
      placeholder={placeholder}
      inputRef={input}
      value={value ?? ''}
      onChange={(e) => {
        const raw = e.target.value;
        const next = formatTags(raw, separator);
        caret.current = mapCaret(raw, e.target.selectionStart ?? raw.length, next, separator);
        onChange?.(next);
      }}
    />
  );
});
