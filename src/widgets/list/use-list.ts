/**
 * The list helper's state and actions (the Vue console's JeecgListMixin):
 * server paging and sorting, the query form (draft vs applied values), the
 * advanced query and selection. The rows (use-list-query), the address
 * (use-list-address), delete and batch delete (use-list-removal) and export
 * (use-list-export) are hooks of their own.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { SuperQueryCondition } from '@/api/envelope';
import { notify } from '@/ui/notify';
import {
  buildListParams,
  DEFAULT_SORT,
  wrapQuery,
  type QueryValues,
  type SuperQueryState,
} from './list-params';
import { listUrlOptions } from './list-data';
import { useListAddress, useListStart } from './use-list-address';
import { useListExport } from './use-list-export';
import { useListQuery } from './use-list-query';
import { useListRemoval } from './use-list-removal';
import { LIST_TEXT } from './messages';
import type { ListUrls, QueryField, SortState } from './types';

export type { ListData } from './list-data';

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
  const { url, queryFields = [], initialQuery = {}, defaultSort = DEFAULT_SORT } = config;
  const client = useQueryClient();
  const initial = useRef(initialQuery).current;
  const fields = useRef(queryFields);
  fields.current = queryFields;

  const useUrl = config.urlState !== false;
  const opening = { ...config, initialQuery: initial };
  const urlOptions = useRef(listUrlOptions(opening));
  urlOptions.current = listUrlOptions(opening);
  const start = useListStart(opening);

  const [draft, setDraft] = useState<QueryValues>(start.query);
  const [appliedRaw, setAppliedRaw] = useState<QueryValues>(start.query);
  const [applied, setApplied] = useState<QueryValues>(() => wrapQuery(start.query, queryFields));
  const [page, setPageState] = useState(start.page);
  const [pageSize, setPageSizeState] = useState(start.pageSize);
  const [sort, setSortState] = useState<SortState>(start.sort);
  const [superQuery, setSuperQueryState] = useState<SuperQueryState | null>(null);
  const [selection, setSelection] = useState<string[]>([]);
  const [enabled, setEnabled] = useState(!config.disableAutoLoad);

  const params = useMemo(() => buildListParams({ query: applied, sort, page, pageSize, superQuery }), [applied, sort, page, pageSize, superQuery]);

  const query = useListQuery<T>(url.list, params, enabled, (page - 1) * pageSize);

  useListAddress(useUrl, urlOptions, { page, pageSize, sort, query: appliedRaw }, (next) => {
    setDraft(next.query);
    setAppliedRaw(next.query);
    setApplied(wrapQuery(next.query, urlOptions.current.fields));
    setPageState(next.page);
    setPageSizeState(next.pageSize);
    setSortState(next.sort);
  });

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

  const { deleteOne, batchDelete } = useListRemoval({ urls: url, selection, setSelection, total, pageSize, setPage: setPageState });
  const { exportXls, exporting } = useListExport(url.exportXls, params, selection, config.exportName);

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
    setSort: useCallback((next: SortState | null) => {
      setSortState(next ?? defaultSort);
      setPageState(1);
    }, [defaultSort]),
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
