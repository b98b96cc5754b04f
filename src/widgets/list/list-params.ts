/**
 * Pure pieces of the list helper: the request params the Vue list mixin sent
 * (`getQueryParams`), the delete-id list, the page after a delete, and the
 * role gate for query features (console.md §6).
 */
import type { SuperQueryCondition } from '@/api/envelope';
import type { SysUser } from '@/api/sys/user';
import { wrapSearchValue, type SearchMode } from '@/lib/search';
import type { QueryField, SortState } from './types';

export const DEFAULT_SORT: SortState = { column: 'createTime', order: 'desc' };
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 30];
export const DEFAULT_PAGE_SIZE = 10;
/** Roles that see the query form and the advanced query. */
export const QUERY_ROLES: readonly string[] = ['province_admin', 'admin'];

export type QueryValues = Record<string, unknown>;

export interface SuperQueryState {
  params: SuperQueryCondition[];
  matchType: 'and' | 'or';
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The query form's values as the backend reads them: text trimmed and wrapped
 * by the field's search mode, arrays comma-joined, date ranges split into
 * `_begin` / `_end`, blanks dropped.
 */
export function wrapQuery(values: QueryValues, fields: readonly QueryField[] = []): QueryValues {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const out: QueryValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (isBlank(value)) continue;
    const field = byName.get(name);
    if (field?.type === 'dateRange' && Array.isArray(value)) {
      const [begin, end] = value as unknown[];
      if (!isBlank(begin)) out[`${name}_begin`] = begin;
      if (!isBlank(end)) out[`${name}_end`] = end;
      continue;
    }
    if (Array.isArray(value)) {
      out[name] = value.join(',');
      continue;
    }
    const mode: SearchMode = field?.mode ?? 'eq';
    out[name] = typeof value === 'string' ? wrapSearchValue(value.trim(), mode) : value;
  }
  return out;
}

/**
 * `superQueryParams` travels URL-encoded inside the query string (the backend
 * URL-decodes it once more). encodeURIComponent rather than the Vue console's
 * encodeURI, so a "+" in a value survives the backend's URLDecoder.
 */
export function encodeSuperQuery(params: readonly SuperQueryCondition[]): string {
  return encodeURIComponent(JSON.stringify(params));
}

export interface ListRequest {
  query: QueryValues;
  sort: SortState;
  page: number;
  pageSize: number;
  superQuery: SuperQueryState | null;
}

/** Advanced query, then filters, then sort, then paging, blanks dropped (the mixin's order). */
export function buildListParams({ query, sort, page, pageSize, superQuery }: ListRequest): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (superQuery && superQuery.params.length > 0) {
    params.superQueryParams = encodeSuperQuery(superQuery.params);
    params.superQueryMatchType = superQuery.matchType;
  }
  Object.assign(params, query, { column: sort.column, order: sort.order, pageNo: page, pageSize });
  return Object.fromEntries(Object.entries(params).filter(([, v]) => !isBlank(v)));
}

/** Export: the list params plus the selected ids, when any. */
export function exportParams(params: Record<string, unknown>, selection: readonly string[]): Record<string, unknown> {
  return selection.length > 0 ? { ...params, selections: selection.join(',') } : { ...params };
}

/** `ids` for deleteBatch: every id followed by a comma, as the Vue console sent it. */
export function idsParam(ids: readonly string[]): string {
  return ids.map((id) => `${id},`).join('');
}

/** `reCalculatePage`: the page to show after `removed` rows disappeared (never below 1). */
export function pageAfterRemoval(total: number, removed: number, pageSize: number, current: number): number {
  const last = Math.ceil(Math.max(total - removed, 0) / pageSize);
  return Math.max(1, Math.min(current, last));
}

/** The role codes in the stored user info (`roleCode`, comma-separated when a user has several). */
export function roleCodesOf(user: SysUser | null | undefined): string[] {
  const raw = (user as (SysUser & { roleCode?: unknown }) | null | undefined)?.roleCode;
  return typeof raw === 'string' ? raw.split(',').map((r) => r.trim()).filter(Boolean) : [];
}

/**
 * Query features show only for the listed roles; `null` turns the gate off. A user info without
 * any `roleCode` (a backend build that does not send it) cannot be judged, and staff must not lose
 * their query form over a missing field, so the gate stays open then.
 */
export function hasQueryRole(user: SysUser | null | undefined, roles: readonly string[] | null = QUERY_ROLES): boolean {
  if (roles === null) return true;
  const codes = roleCodesOf(user);
  if (codes.length === 0) return true;
  return codes.some((r) => roles.includes(r));
}
