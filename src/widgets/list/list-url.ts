/**
 * A list's place in the address bar (as react-admin keeps it): `?page=2&pageSize=20&sort=createTime,desc&title=关于`,
 * so F5, the tab's 刷新 and a copied link return to the same page of the same query. Defaults are
 * left out; unknown and invalid params are ignored; params the list does not own are kept.
 */
import type { QueryValues } from './list-params';
import type { QueryField, SortState } from './types';

export interface ListUrlState {
  page: number;
  pageSize: number;
  sort: SortState;
  /** The applied query form values, as typed (not wrapped for the backend). */
  query: QueryValues;
}

export interface ListUrlOptions {
  fields: readonly QueryField[];
  defaultSort: SortState;
  defaultPageSize: number;
  pageSizes: readonly number[];
  /** The query the page starts with (left out of the address while unchanged). */
  initialQuery?: QueryValues;
}

const PAGE = 'page';
const PAGE_SIZE = 'pageSize';
const SORT = 'sort';
const BEGIN = '_begin';
const END = '_end';
/** A sort column is a record field name; anything else is not a sort. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;
/** Query text longer than this is not a query anyone typed. */
const MAX_VALUE = 200;

/** The params a list owns in the address (its paging, sort and query fields). */
export function ownedParams(fields: readonly QueryField[]): string[] {
  return [PAGE, PAGE_SIZE, SORT, ...fields.flatMap((f) => (f.type === 'dateRange' ? [f.name + BEGIN, f.name + END] : [f.name]))];
}

/** A page size from the address, clamped to the offered sizes (the largest not above it, else the smallest). */
export function clampPageSize(value: number, sizes: readonly number[]): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  const fit = sorted.filter((s) => s <= value);
  return fit.length > 0 ? fit[fit.length - 1] : sorted[0];
}

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === '' || x == null));

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** Reads a list's state from a query string; anything missing or invalid takes the default. */
export function parseListSearch(search: string, options: ListUrlOptions): ListUrlState {
  const params = new URLSearchParams(search);
  const page = positiveInt(params.get(PAGE)) ?? 1;
  const size = positiveInt(params.get(PAGE_SIZE));
  const pageSize = size === undefined ? options.defaultPageSize : clampPageSize(size, options.pageSizes);
  let sort = options.defaultSort;
  const [column, order, ...rest] = (params.get(SORT) ?? '').split(',');
  if (rest.length === 0 && column && FIELD_NAME.test(column) && (order === 'asc' || order === 'desc')) sort = { column, order };
  const query: QueryValues = { ...options.initialQuery };
  for (const field of options.fields) {
    if (field.type === 'dateRange') {
      const begin = params.get(field.name + BEGIN) ?? '';
      const end = params.get(field.name + END) ?? '';
      if ((begin || end) && begin.length <= MAX_VALUE && end.length <= MAX_VALUE) query[field.name] = [begin, end];
      continue;
    }
    const value = params.get(field.name);
    if (value === null || value === '' || value.length > MAX_VALUE) continue;
    if (field.options && !field.options.some((o) => o.value === value)) continue;
    query[field.name] = value;
  }
  return { page, pageSize, sort, query };
}

/**
 * Writes a list's state into `search`, keeping the params the list does not own; defaults and
 * blank values are left out. Returns the new query string without the leading "?".
 */
export function listSearch(state: ListUrlState, options: ListUrlOptions, search = ''): string {
  const params = new URLSearchParams(search);
  for (const name of ownedParams(options.fields)) params.delete(name);
  const initial = options.initialQuery ?? {};
  for (const field of options.fields) {
    const value = state.query[field.name];
    if (isBlank(value) || sameValue(value, initial[field.name])) continue;
    if (field.type === 'dateRange' && Array.isArray(value)) {
      const [begin, end] = value as unknown[];
      if (typeof begin === 'string' && begin) params.set(field.name + BEGIN, begin);
      if (typeof end === 'string' && end) params.set(field.name + END, end);
      continue;
    }
    if (typeof value === 'string' || typeof value === 'number') params.set(field.name, String(value));
  }
  if (state.sort.column !== options.defaultSort.column || state.sort.order !== options.defaultSort.order) params.set(SORT, `${state.sort.column},${state.sort.order}`);
  if (state.pageSize !== options.defaultPageSize) params.set(PAGE_SIZE, String(state.pageSize));
  if (state.page > 1) params.set(PAGE, String(state.page));
  return params.toString();
}
