/**
 * A list's rows as a TanStack query keyed by the request params, so paging back is instant and a
 * delete simply invalidates the list. A refusal is warned with the server's message.
 */
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notify } from '@/ui/notify';
import { fetchListPage, listQueryKey, refetchUnlessEarly, type ListData } from './list-data';
import { LIST_TEXT } from './messages';

export function useListQuery<T>(listUrl: string | undefined, params: Record<string, unknown>, enabled: boolean, offset: number) {
  useEffect(() => {
    if (!listUrl) notify.error(LIST_TEXT.noListUrl);
  }, [listUrl]);

  return useQuery({
    queryKey: listQueryKey(listUrl, params),
    enabled: Boolean(listUrl) && enabled,
    placeholderData: keepPreviousData,
    // A page seen before shows at once from the cache but is always fetched again, unless it
    // was fetched for this very opening of the screen (startListData).
    staleTime: 0,
    refetchOnMount: refetchUnlessEarly<ListData<T>>,
    queryFn: ({ signal }) => fetchListPage<T>(listUrl as string, params, offset, signal, (message) => notify.warning(message)),
  });
}
