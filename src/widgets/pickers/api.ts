/**
 * The calls the pickers make (widgets.md §7, contract §4.6-4.9, §5.x). All go
 * through src/api/http.ts, so headers, signing, `_t` and the error catalogue
 * stay in one place; a failed envelope becomes an ApiError via `unwrap`.
 */
import { getAction, getJson, type Params } from '@/api/http';
import { unwrap } from '@/api/errors';
import type { Page } from '@/api/envelope';
import type { OnlReportColumns, OnlReportQueryItem } from '@/api/online-report';
import type { SysDepartTreeModel } from '@/api/sys/depart';
import type { TreeSelectModel } from '@/api/sys/dict';
import type { SysUser, SysUserRow } from '@/api/sys/user';
import { ONLINE_REPORT_API } from '@/api/online-report';
import { CATEGORY_API } from '@/api/sys/category';
import { DEPART_API } from '@/api/sys/depart';
import { DICT_API } from '@/api/sys/dict';
import { USER_API } from '@/api/sys/user';

/** One level of the department tree (roots when `pid` is empty). */
export async function queryDepartTreeSync(pid?: string | null): Promise<SysDepartTreeModel[]> {
  return unwrap(await getAction<SysDepartTreeModel[] | null>(DEPART_API.queryDepartTreeSync, { pid: pid ?? undefined })) ?? [];
}

/** The departments whose id (or orgCode) is listed — echoes stored values without loading the tree. */
export async function queryDepartsByKeys(keys: string[], primaryKey: 'id' | 'orgCode' = 'id'): Promise<SysDepartTreeModel[]> {
  if (keys.length === 0) return [];
  return unwrap(await getAction<SysDepartTreeModel[] | null>(DEPART_API.queryDepartTreeSync, { ids: keys.join(','), primaryKey })) ?? [];
}

/** Departments whose name contains `keyWord` (flat); "未查询匹配数据！" arrives as an ApiError. */
export async function searchDeparts(keyWord: string): Promise<SysDepartTreeModel[]> {
  return unwrap(await getAction<SysDepartTreeModel[] | null>(DEPART_API.searchBy, { keyWord }, { silent: true })) ?? [];
}

export interface UserQuery {
  departId?: string;
  username?: string;
  realname?: string;
  column?: string;
  order?: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

export type UserRow = SysUserRow;

export async function queryUserComponentData(q: UserQuery): Promise<Page<UserRow>> {
  return unwrap(await getAction<Page<UserRow>>(USER_API.queryUserComponentData, { ...q }));
}

/**
 * Users whose `store` field is one of `values`. The trailing comma forces the
 * backend's IN query even for one value (a LIKE would match too much); the
 * answer is a bare array, status 1 only.
 */
export async function getMultiUser(values: string[], store = 'username'): Promise<SysUser[]> {
  if (values.length === 0) return [];
  const answer = await getJson<unknown>(USER_API.getMultiUser, { [store]: `${values.join(',')},` });
  return Array.isArray(answer) ? (answer as SysUser[]) : [];
}

/** A paged list for the business-component picker (any list URL answering a Page or an array). */
export async function fetchPickList<T>(url: string, params: Params): Promise<{ records: T[]; total: number }> {
  const result = unwrap(await getAction<Page<T> | T[] | null>(url, params));
  if (Array.isArray(result)) return { records: result, total: result.length };
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}

export async function getRpColumns(code: string): Promise<OnlReportColumns> {
  return unwrap(await getAction<OnlReportColumns>(ONLINE_REPORT_API.columns(code), undefined, { silent: true }));
}

export async function getRpQueryInfo(configId: string): Promise<OnlReportQueryItem[]> {
  return unwrap(await getAction<OnlReportQueryItem[] | null>(ONLINE_REPORT_API.queryInfo(configId))) ?? [];
}

export async function getRpData(configId: string, params: Params): Promise<{ records: Record<string, unknown>[]; total: number }> {
  const page = unwrap(await getAction<Page<Record<string, unknown>> | null>(ONLINE_REPORT_API.data(configId), params));
  return { records: page?.records ?? [], total: Number(page?.total ?? 0) };
}

/** Root level of the 分类字典 under the category with code `pcode` (all roots when empty). */
export async function loadCategoryRoot(pcode?: string): Promise<TreeSelectModel[]> {
  return unwrap(await getAction<TreeSelectModel[] | null>(CATEGORY_API.loadTreeRoot, { async: true, pcode: pcode || '0' })) ?? [];
}

export async function loadCategoryChildren(pid: string): Promise<TreeSelectModel[]> {
  return unwrap(await getAction<TreeSelectModel[] | null>(CATEGORY_API.loadTreeChildren, { pid })) ?? [];
}

/** Category names of the given ids, in order. */
export async function loadCategoryNames(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return unwrap(await getAction<string[] | null>(CATEGORY_API.loadDictItem, { ids: ids.join(',') })) ?? [];
}

export interface TableTreeParams {
  pid?: string;
  pidField: string;
  tableName: string;
  text: string;
  code: string;
  hasChildField?: string;
  condition?: string;
}

/** One level of a table tree dictionary (`/sys/dict/loadTreeData`, signed). */
export async function loadTableTree(params: TableTreeParams): Promise<TreeSelectModel[]> {
  return unwrap(await getAction<TreeSelectModel[] | null>(DICT_API.loadTreeData, { ...params })) ?? [];
}
