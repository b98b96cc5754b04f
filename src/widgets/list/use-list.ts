/**
 * The list helper's state and actions (the Vue console's JeecgListMixin):
 * server paging and sorting, the query form (draft vs applied values), the
 * advanced query, selection, delete, batch delete and export. List data is a
 * TanStack query keyed by the request params, so paging back is instant and a
 * delete simply invalidates the list.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { deleteAction, downloadFile } from '@/api/http';
import { isApiError } from '@/api/errors';
import type { SuperQueryCondition } from '@/api/envelope';
import { notify } from '@/ui/notify';
import { useConfirm } from '@/ui/dialogs/confirm';
import { saveWorkbook } from './export-file';
import {
  buildListParams,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  exportParams,
  idsParam,
  PAGE_SIZE_OPTIONS,
  pageAfterRemoval,
  wrapQuery,
  type QueryValues,
  type SuperQueryState,
} from './list-params';
import { listSearch, parseListSearch, type ListUrlOptions, type ListUrlState } from './list-url';
import { fetchListPage, listQueryKey, openingState, refetchUnlessEarly, type ListData } from './list-data';
import { LIST_TEXT } from './messages';
import type { ListUrls, QueryField, SortState } from './types';

export interface ListConfig {
  url: ListUrls;
  queryFields?: readonly QueryField[];
  /** Query values the page starts with and resets to. */
  initialQuery?: QueryValues;
  defaultSort?: SortState;
  defaultPageSize?: number;
  /** Base name of the exported file (e.g. 职务表). */
  exportName?: string;
  /** Do not load until the first search (the mixin's `disableMixinCreated`). */
  disableAutoLoad?: boolean;
  /**
   * Keep page, page size, sort and query in the address of the screen (default true); false for a
   * list inside a dialog or drawer, which must not take over its screen's address.
   */
  urlState?: boolean;
}

export interface ListController<T> {
  rows: T[];
  total: number;
  /** Rows before the shown ones (the # column numbers from offset + 1). */
  offset: number;
  loading: boolean;
  /** The params of the current list request (export sends the same). */
  params: Record<string, unknown>;
  page: number;
  pageSize: number;
  sort: SortState;
  draft: QueryValues;
  setDraftValue: (name: string, value: unknown) => void;
  search: () => void;
  reset: () => void;
  reload: () => void;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  /** null goes back to the default sort. */
  setSort: (sort: SortState | null) => void;
  superQuery: SuperQueryState | null;
  setSuperQuery: (params: SuperQueryCondition[], matchType: 'and' | 'or') => void;
  selection: string[];
  setSelection: (ids: string[]) => void;
  clearSelection: () => void;
  deleteOne: (id: string) => Promise<boolean>;
  batchDelete: () => Promise<boolean>;
  exportXls: (name?: string) => Promise<void>;
  exporting: boolean;
  urls: ListUrls;
}

export function useList<T extends object>(config: ListConfig): ListController<T> {
  const { url, queryFields = [], initialQuery = {}, defaultSort = DEFAULT_SORT, defaultPageSize = DEFAULT_PAGE_SIZE } = config;
  const client = useQueryClient();
  const confirm = useConfirm();
  const initial = useRef(initialQuery).current;
  const fields = useRef(queryFields);
  fields.current = queryFields;

  const useUrl = config.urlState !== false;
  const [location, navigate] = useLocation();
  const address = useSearch();
  // The route this list belongs to: a hidden tab's list must never write into another tab's address.
  const route = useRef(location).current;
  const urlOptions = useRef<ListUrlOptions>({ fields: queryFields, defaultSort, defaultPageSize, pageSizes: PAGE_SIZE_OPTIONS, initialQuery: initial });
  urlOptions.current = { fields: queryFields, defaultSort, defaultPageSize, pageSizes: PAGE_SIZE_OPTIONS, initialQuery: initial };
  const [start] = useState<ListUrlState>(() => openingState({ ...config, initialQuery: initial }, address));

  const [draft, setDraft] = useState<QueryValues>(start.query);
  const [appliedRaw, setAppliedRaw] = useState<QueryValues>(start.query);
  const [applied, setApplied] = useState<QueryValues>(() => wrapQuery(start.query, queryFields));
  const [page, setPageState] = useState(start.page);
  const [pageSize, setPageSizeState] = useState(start.pageSize);
  const [sort, setSortState] = useState<SortState>(start.sort);
  const [superQuery, setSuperQueryState] = useState<SuperQueryState | null>(null);
  const [selection, setSelection] = useState<string[]>([]);
  const [enabled, setEnabled] = useState(!config.disableAutoLoad);
  const [exporting, setExporting] = useState(false);

  const params = useMemo(() => buildListParams({ query: applied, sort, page, pageSize, superQuery }), [applied, sort, page, pageSize, superQuery]);

  const query = useQuery({
    queryKey: listQueryKey(url.list, params),
    enabled: Boolean(url.list) && enabled,
    placeholderData: keepPreviousData,
    // A page seen before shows at once from the cache but is always fetched again, unless it
    // was fetched for this very opening of the screen (startListData).
    staleTime: 0,
    refetchOnMount: refetchUnlessEarly<ListData<T>>,
    queryFn: ({ signal }) => fetchListPage<T>(url.list as string, params, (page - 1) * pageSize, signal, (message) => notify.warning(message)),
  });

  useEffect(() => {
    if (!url.list) notify.error(LIST_TEXT.noListUrl);
  }, [url.list]);

  // The list's state goes into the address (replacing the entry, so Back leaves the screen).
  const ownSearch = useMemo(
    () => (useUrl ? listSearch({ page, pageSize, sort, query: appliedRaw }, urlOptions.current, address) : ''),
    [useUrl, page, pageSize, sort, appliedRaw, address],
  );
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (!useUrl || location !== route) return;
    const current = new URLSearchParams(address).toString();
    if (ownSearch === current) {
      written.current = current;
      return;
    }
    // The address changed from outside (Back, a pasted link on this screen): follow it.
    if (written.current !== null && current !== written.current) {
      const next = parseListSearch(address, urlOptions.current);
      written.current = current;
      setDraft(next.query);
      setAppliedRaw(next.query);
      setApplied(wrapQuery(next.query, urlOptions.current.fields));
      setPageState(next.page);
      setPageSizeState(next.pageSize);
      setSortState(next.sort);
      return;
    }
    written.current = ownSearch;
    navigate(ownSearch ? `${route}?${ownSearch}` : route, { replace: true });
  }, [useUrl, location, route, address, ownSearch, navigate]);

  const total = query.data?.total ?? 0;

  const reload = useCallback(() => {
    if (!url.list) {
      notify.error(LIST_TEXT.noListUrl);
      return;
    }
    setEnabled(true);
    void client.invalidateQueries({ queryKey: ['list', url.list] });
  }, [client, url.list]);

  const { refetch } = query;
  /**
   * 查询 and 重置 always load: when the new params equal the shown ones the query key does not
   * change, so the list is fetched again explicitly (someone else may have changed the data).
   */
  const applyQuery = useCallback(
    (values: QueryValues) => {
      const nextApplied = wrapQuery(values, fields.current);
      const nextParams = buildListParams({ query: nextApplied, sort, page: 1, pageSize, superQuery });
      setAppliedRaw(values);
      setApplied(nextApplied);
      setPageState(1);
      setEnabled(true);
      if (enabled && url.list && hashKey([nextParams]) === hashKey([params])) void refetch();
    },
    [enabled, pageSize, params, refetch, sort, superQuery, url.list],
  );

  const search = useCallback(() => {
    if (!url.list) notify.error(LIST_TEXT.noListUrl);
    setSelection([]);
    applyQuery(draft);
  }, [applyQuery, draft, url.list]);

  const reset = useCallback(() => {
    setDraft(initial);
    applyQuery(initial);
  }, [applyQuery, initial]);

  const afterRemoval = useCallback(
    (removed: number) => {
      setPageState((current) => pageAfterRemoval(total, removed, pageSize, current));
      void client.invalidateQueries({ queryKey: ['list', url.list] });
    },
    [client, pageSize, total, url.list],
  );

  const deleteOne = useCallback(
    async (id: string): Promise<boolean> => {
      if (!url.delete) {
        notify.error(LIST_TEXT.noDeleteUrl);
        return false;
      }
      try {
        const res = await deleteAction<unknown>(url.delete, { id });
        if (!res.success) {
          notify.warning(res.message || LIST_TEXT.deleteFailed);
          return false;
        }
        notify.success(res.message || LIST_TEXT.deleted);
        setSelection((sel) => sel.filter((s) => s !== id));
        afterRemoval(1);
        return true;
      } catch (e) {
        // HTTP failures were already announced by the client.
        if (isApiError(e) && e.kind === 'business') notify.warning(e.message);
        return false;
      }
    },
    [afterRemoval, url.delete],
  );

  const batchDelete = useCallback(async (): Promise<boolean> => {
    if (!url.deleteBatch) {
      notify.error(LIST_TEXT.noDeleteBatchUrl);
      return false;
    }
    if (selection.length === 0) {
      notify.warning(LIST_TEXT.selectOne);
      return false;
    }
    const ok = await confirm({ title: LIST_TEXT.confirmBatchTitle, content: LIST_TEXT.confirmBatchContent });
    if (!ok) return false;
    try {
      const res = await deleteAction<unknown>(url.deleteBatch, { ids: idsParam(selection) });
      if (!res.success) {
        notify.warning(res.message || LIST_TEXT.deleteFailed);
        return false;
      }
      notify.success(res.message || LIST_TEXT.deleted);
      afterRemoval(selection.length);
      setSelection([]);
      return true;
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') notify.warning(e.message);
      return false;
    }
  }, [afterRemoval, confirm, selection, url.deleteBatch]);

  const exportXls = useCallback(
    async (name?: string) => {
      if (!url.exportXls) return;
      setExporting(true);
      try {
        const blob = await downloadFile(url.exportXls, exportParams(params, selection));
        if (!blob || blob.size === 0) {
          notify.warning(LIST_TEXT.downloadFailed);
          return;
        }
        await saveWorkbook(blob, name ?? config.exportName ?? LIST_TEXT.defaultExportName);
      } catch (e) {
        if (isApiError(e) && e.kind === 'business') notify.warning(e.message || LIST_TEXT.downloadFailed);
      } finally {
        setExporting(false);
      }
    },
    [config.exportName, params, selection, url.exportXls],
  );

  return {
    rows: query.data?.records ?? [],
    total,
    offset: query.data?.offset ?? 0,
    loading: query.isFetching,
    params,
    page,
    pageSize,
    sort,
    draft,
    setDraftValue: useCallback((name: string, value: unknown) => setDraft((d) => ({ ...d, [name]: value })), []),
    search,
    reset,
    reload,
    setPage: setPageState,
    setPageSize: useCallback((size: number) => {
      setPageSizeState(size);
      setPageState(1);
    }, []),
    setSort: useCallback(
      (next: SortState | null) => {
        setSortState(next ?? defaultSort);
        setPageState(1);
      },
      [defaultSort],
    ),
    superQuery,
    setSuperQuery: useCallback((conditions: SuperQueryCondition[], matchType: 'and' | 'or') => {
      setSuperQueryState(conditions.length > 0 ? { params: conditions, matchType } : null);
      setPageState(1);
      setEnabled(true);
    }, []),
    selection,
    setSelection,
    clearSelection: useCallback(() => setSelection([]), []),
    deleteOne,
    batchDelete,
    exportXls,
    exporting,
    urls: url,
  };
}
