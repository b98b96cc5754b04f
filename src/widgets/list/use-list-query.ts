/**
 * A list's rows as a TanStack query keyed by the request params, so paging back is instant and a
 * delete simply invalidates the list. A refusal is warned with the server's message.
 */
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import { ApiError } from '@/api/errors';
import type { Page } from '@/api/types';
import { notify } from '@/ui/notify';
import { LIST_TEXT } from './messages';

export interface ListData<T> {
  records: T[];
  total: number;
  /** Row number of the first record minus one (for the # column while a new page loads). */
  offset: number;
}

function toListData<T>(result: unknown, offset: number): ListData<T> {
  // Non-paged endpoints answer a bare array (the mixin reads `records || result`).
  if (Array.isArray(result)) return { records: result as T[], total: result.length, offset: 0 };
  const page = (result ?? {}) as Partial<Page<T>>;
  return { records: Array.isArray(page.records) ? page.records : [], total: page.total || 0, offset };
}

export function useListQuery<T>(listUrl: string | undefined, params: Record<string, unknown>, enabled: boolean, offset: number) {
  useEffect(() => {
    if (!listUrl) notify.error(LIST_TEXT.noListUrl);
  }, [listUrl]);

  return useQuery({
    queryKey: ['list', listUrl, params],
    enabled: Boolean(listUrl) && enabled,
    placeholderData: keepPreviousData,
    // A page seen before shows at once from the cache but is always fetched again.
    staleTime: 0,
    queryFn: async ({ signal }): Promise<ListData<T>> => {
      const res = await getAction<unknown>(listUrl as string, params, { signal });
      if (!res.success) {
        notify.warning(res.message);
        throw new ApiError('business', res.message, { response: res });
      }
      return toListData<T>(res.result, offset);
    },
  });
}
