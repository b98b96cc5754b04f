/** Dictionary options for the dictionary widgets, through the query cache over getDictItems (30 s lifetime). */
import { useQuery } from '@tanstack/react-query';
import { getDictItems } from '@/api/sys/dict';
import { errorMessage } from '@/api/errors';
import type { DictModel } from '@/api/envelope';
import { FORM_MSG } from './messages';
import type { FieldOption } from './types';

export interface DictOptionsState {
  options: FieldOption[];
  loading: boolean;
  /** 字典Code不能为空! without a code, else the server's message when loading failed. */
  error?: string;
}

export function toFieldOptions(items: readonly DictModel[]): FieldOption[] {
  return items.map((i) => ({ value: String(i.value), text: i.text ?? i.title ?? i.label ?? String(i.value) }));
}

/**
 * Static `options` win; otherwise the items of `dictCode` (a code dictionary
 * or a table one, `table,text,code[,condition]`).
 */
export function useDictOptions(dictCode: string | undefined, options?: readonly FieldOption[]): DictOptionsState {
  const useStatic = options !== undefined;
  const query = useQuery({
    queryKey: ['dict-items', dictCode],
    queryFn: () => getDictItems(dictCode ?? ''),
    enabled: !useStatic && !!dictCode,
    staleTime: 30_000,
    retry: false,
  });
  if (useStatic) return { options: [...options], loading: false };
  if (!dictCode) return { options: [], loading: false, error: FORM_MSG.emptyDictCode };
  if (query.isError) return { options: [], loading: false, error: errorMessage(query.error) };
  return { options: query.data ? toFieldOptions(query.data) : [], loading: query.isPending };
}

/** Splits a comma-joined value (numbers too) into its non-empty parts. */
export function splitValue(value: string | number | readonly string[] | null | undefined, separator = ','): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(separator)
    .filter((s) => s !== '');
}
