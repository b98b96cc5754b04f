/**
 * A list's data as one query: its key, its fetch, the state a list opens in, and an early start of
 * its first page. A signed-in reload of a list screen asks for the first page together with the
 * menu call instead of once the screen has drawn; the screen then finds the answer in the cache
 * (same key, same fetch) and does not ask again for it.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import { ApiError } from '@/api/errors';
import type { Page } from '@/api/envelope';
import { adoptAnswered, type EarlyCall } from '@/lib/early-call';
import { buildListParams, DEFAULT_PAGE_SIZE, DEFAULT_SORT, PAGE_SIZE_OPTIONS, wrapQuery } from './list-params';
import { parseListSearch, type ListUrlOptions, type ListUrlState } from './list-url';
import type { ListConfig } from './use-list';

export interface ListData<T> {
  records: T[];
  total: number;
  /** Row number of the first record minus one (for the # column while a new page loads). */
  offset: number;
}

export const listQueryKey = (listUrl: string | undefined, params: Record<string, unknown>) => ['list', listUrl, params] as const;

function toListData<T>(result: unknown, offset: number): ListData<T> {
  // Non-paged endpoints answer a bare array (the mixin reads `records || result`).
  if (Array.isArray(result)) return { records: result as T[], total: result.length, offset: 0 };
  const page = (result ?? {}) as Partial<Page<T>>;
  return { records: Array.isArray(page.records) ? page.records : [], total: page.total || 0, offset };
}

/** One page of a list; a business failure (success false) is thrown, after `onRefused` heard its message. */
export async function fetchListPage<T>(
  listUrl: string,
  params: Record<string, unknown>,
  offset: number,
  signal: AbortSignal | undefined,
  onRefused: (message: string) => void,
): Promise<ListData<T>> {
  const res = await getAction<unknown>(listUrl, params, { signal });
  if (!res.success) {
    onRefused(res.message);
    throw new ApiError('business', res.message, { response: res });
  }
  return toListData<T>(res.result, offset);
}

export function listUrlOptions(config: ListConfig): ListUrlOptions {
  return {
    fields: config.queryFields ?? [],
    defaultSort: config.defaultSort ?? DEFAULT_SORT,
    defaultPageSize: config.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    pageSizes: PAGE_SIZE_OPTIONS,
    initialQuery: config.initialQuery ?? {},
  };
}

/** The page, size, sort and query a list opens with: from the address, or its defaults. */
export function openingState(config: ListConfig, search: string): ListUrlState {
  const options = listUrlOptions(config);
  return config.urlState !== false
    ? parseListSearch(search, options)
    : { page: 1, pageSize: options.defaultPageSize, sort: options.defaultSort, query: options.initialQuery ?? {} };
}

/** Answers fetched early and not yet shown, by query hash, with when they arrived. */
const earlyAnswers = new Map<string, number>();
/** Longer than a screen takes to draw after the menu arrives, short enough that a later visit refetches. */
const EARLY_ANSWER_FRESH_MS = 10_000;

/**
 * The first page a list screen opened at `search` will ask for, as a call that can leave before
 * any query cache exists (no message on failure: the screen asks again and says it). Null when the
 * list does not load by itself.
 */
export function listFirstPageCall(config: ListConfig, search: string): EarlyCall | null {
  if (!config.url.list || config.disableAutoLoad) return null;
  const listUrl = config.url.list;
  const start = openingState(config, search);
  const params = buildListParams({ query: wrapQuery(start.query, config.queryFields ?? []), sort: start.sort, page: start.page, pageSize: start.pageSize, superQuery: null });
  const queryKey = listQueryKey(listUrl, params);
  const offset = (start.page - 1) * start.pageSize;
  const fetchPage = (signal?: AbortSignal) => fetchListPage(listUrl, params, offset, signal, () => undefined);
  return {
    send: () => fetchPage(),
    adopt: (client, sent) => {
      // Asked for already (the route guard's start and the shell's first pass both start the screen's data).
      const known = client.getQueryState(queryKey);
      if (known && (known.fetchStatus === 'fetching' || known.data !== undefined)) return;
      const noteEarly = () => {
        const query = client.getQueryCache().find({ queryKey, exact: true });
        if (query) earlyAnswers.set(query.queryHash, query.state.dataUpdatedAt);
      };
      if (adoptAnswered(client, queryKey, sent)) {
        noteEarly();
        return;
      }
      void client
        .fetchQuery({ queryKey, queryFn: ({ signal }) => sent?.answer ?? fetchPage(signal), staleTime: 0 })
        .then(noteEarly)
        .catch(() => undefined);
    },
  };
}

/** Starts loading the first page a list screen opened at `search` will ask for, in `client`. */
export function startListData(client: QueryClient, config: ListConfig, search: string): void {
  listFirstPageCall(config, search)?.adopt(client);
}

/**
 * For a list's `refetchOnMount`: false for an answer fetched early that is still the one shown and
 * at most a few seconds old (every observer that mounts meanwhile shows it instead of asking
 * again); true otherwise, as for any list.
 */
export function refetchUnlessEarly<T>(query: Query<T, Error, T, readonly unknown[]>): boolean {
  const at = earlyAnswers.get(query.queryHash);
  if (at === undefined) return true;
  if (at === query.state.dataUpdatedAt && Date.now() - at < EARLY_ANSWER_FRESH_MS) return false;
  earlyAnswers.delete(query.queryHash);
  return true;
}
