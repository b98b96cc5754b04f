/** Search input operator wrapping (console.md §5): like → *v*, ne → !v, ge → >=v, le → <=v. */
export type SearchMode = 'like' | 'ne' | 'ge' | 'le' | 'eq';

export function wrapSearchValue(value: string, mode: SearchMode = 'eq'): string {
  if (value === '') return value;
  switch (mode) {
    case 'like':
      return `*${value}*`;
    case 'ne':
      return `!${value}`;
    case 'ge':
      return `>=${value}`;
    case 'le':
      return `<=${value}`;
    default:
      return value;
  }
}

/** Inverse of wrapSearchValue, for showing a stored query value back in the input. */
export function unwrapSearchValue(wrapped: string): { value: string; mode: SearchMode } {
  if (wrapped.length >= 2 && wrapped.startsWith('*') && wrapped.endsWith('*')) return { value: wrapped.slice(1, -1), mode: 'like' };
  if (wrapped.startsWith('!')) return { value: wrapped.slice(1), mode: 'ne' };
  if (wrapped.startsWith('>=')) return { value: wrapped.slice(2), mode: 'ge' };
  if (wrapped.startsWith('<=')) return { value: wrapped.slice(2), mode: 'le' };
  return { value: wrapped, mode: 'eq' };
}
