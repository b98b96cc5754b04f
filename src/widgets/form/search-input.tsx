/**
 * A query-form text box that stores the value with its search operator
 * (console.md §5): like → *v*, ne → !v, ge → >=v, le → <=v, eq as typed.
 * The box shows the bare text; the list helper sends the wrapped value.
 */
import { memo } from 'react';
import TextField from '@mui/material/TextField';
import { wrapSearchValue, type SearchMode } from '@/lib/search';
import { textFieldProps } from './text-field-props';
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

export const SearchInput = memo(function SearchInput(props: SearchInputProps) {
  const { value, onChange, mode = 'eq', onSearch, placeholder, error } = props;
  return (
    <TextField
      {...textFieldProps(props, error)}
      placeholder={placeholder}
      value={unwrapFor(mode, value ?? '')}
      onChange={(e) => onChange?.(wrapSearchValue(e.target.value, mode))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch?.();
      }}
      slotProps={{ htmlInput: { 'data-mode': mode } }}
    />
  );
});
