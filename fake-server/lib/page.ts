/** MyBatis-Plus 3.5 `Page` (contract §1.5) and the paging params list endpoints read. */
import type { Page } from '@/api/envelope';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export function readPageParams(query: URLSearchParams, defaults: PageRequest = { pageNo: 1, pageSize: 10 }): PageRequest {
  const pageNo = Number.parseInt(query.get('pageNo') ?? '', 10);
  const pageSize = Number.parseInt(query.get('pageSize') ?? '', 10);
  return {
    pageNo: Number.isFinite(pageNo) && pageNo > 0 ? pageNo : defaults.pageNo,
    pageSize: Number.isFinite(pageSize) && pageSize !== 0 ? pageSize : defaults.pageSize,
  };
}

/** Slices `rows` into a page; a negative pageSize (MyBatis-Plus "no limit") returns everything. */
export function toPage<T>(rows: readonly T[], { pageNo, pageSize }: PageRequest): Page<T> {
  const total = rows.length;
  const unlimited = pageSize < 0;
  const records = unlimited ? rows.slice() : rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  const pages = unlimited ? 1 : Math.ceil(total / pageSize);
  return {
    records,
    total,
    size: pageSize,
    current: pageNo,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    countId: null,
    maxLimit: null,
    pages,
  };
}
