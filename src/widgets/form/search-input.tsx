/**
 * A query-form text box that stores the value with its search operator
 * (console.md §5): like → *v*, ne → !v, ge → >=v, le → <=v, eq as typed.
 * The box shows the bare text; the list helper sends the wrapped value.
 */
import { memo } from 'react';
import TextField from '@mui/material/TextField';
import { wrapSearchValue, type SearchMode } from '@/lib/search';
import type { FieldBaseProps } from './types';

/** The bare text of a value wrapped for `mode`; a value not wrapped that way is shown as is. */
export function unwrapFor(mode: SearchMode, wrapped: string): string {
  switch (mode) {
    case 'like':
      return wrapped.length >= 2 && wrapped.startsWith('*') && wrapped.endsWith('*') ? wrapped.slice(1, -1) : wrapped;
    case 'ne':
      return wrapped.startsWith('!') ? wrapped.slice(1) : wrapped;
    case 'ge':
      return wrapped.startsWith('>=') ? wrapped.slice(2) : wrapped;
    case 'le':
      return wrapped.startsWith('<=') ? wrapped.slice(2) : wrapped;
    default:
      return wrapped;
  }
}

export interface SearchInputProps extends FieldBaseProps {
  value?: string | null;
  onChange?: (wrapped: string) => void;
  mode?: SearchMode;
  /** Enter in the box. */
  onSearch?: () => void;
}

export const SearchInput = memo(function SearchInput({ value, onChange, mode = 'eq', onSearch, label, disabled, error, helperText, required, placeholder, size = 'small', fullWidth = true, onBlur, id, name }: SearchInputProps) {
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      value={unwrapFor(mode, value ?? '')}
      onChange={(e) => onChange?.(wrapSearchValue(e.target.value, mode))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch?.();
      }}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      placeholder={placeholder}
      error={!!error}
      helperText={error || helperText}
      size={size}
      fullWidth={fullWidth}
      slotProps={{ htmlInput: { 'data-mode': mode } }}
    />
  );
});
