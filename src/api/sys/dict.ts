/** Dictionary calls (contract §4.5) with the Vue console's two cache layers. */
import { dictCache, getAction } from '../http';
import { ApiError, unwrap } from '../errors';
import { MSG } from '../messages';
import type { AuditFields, DictMap, DictModel, DictText } from '../envelope';
import { crudEndpoints } from '../crud-endpoints';

/** `SysDict` (contract §5.6). */
export interface SysDict extends AuditFields {
  id: string;
  type: number;
  dictName: string;
  dictCode: string;
  description?: string | null;
  delFlag: number;
}

/** `SysDictItem` (contract §5.6); `status` 1 启用, 0 不启用. */
export interface SysDictItem extends AuditFields {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description?: string | null;
  sortOrder: number;
  status: number;
}

/** `TreeSelectModel` (category and table tree dictionaries): the JSON key is `leaf`, not isLeaf. */
export interface TreeSelectModel {
  key: string;
  title: string;
  value: string | null;
  code: string | null;
  parentId: string | null;
  leaf: boolean;
  icon: string | null;
  children: TreeSelectModel[] | null;
}



/** A row of a dictionary's item list, with its dictionary texts. */
export type SysDictItemRow = SysDictItem & DictText<'status'>;
/** In-memory lifetime of a fetched dictionary (console.md §9). */
export const DICT_MEMORY_TTL_MS = 30000;

const memory = new Map<string, { at: number; items: Promise<DictModel[]> }>();

/** Table dictionary codes (`table,text,value[,condition]`) keep their commas readable in the path. */
function pathCode(code: string): string {
  return encodeURIComponent(code).replace(/%2C/gi, ',');
}

function rejectEmpty(): Promise<never> {
  return Promise.reject(new ApiError('business', MSG.emptyDictCode));
}

/**
 * Items of one dictionary: first the dictionaries stored at login, then a
 * 30 s in-memory cache (concurrent callers share one request), then
 * `GET /sys/dict/getDictItems/{code}` (signed, no `_t`).
 */
export function getDictItems(code: string): Promise<DictModel[]> {
  if (!code) return rejectEmpty();
  const stored = dictCache().read()?.[code];
  if (Array.isArray(stored)) return Promise.resolve(stored);
  const hit = memory.get(code);
  if (hit && Date.now() - hit.at < DICT_MEMORY_TTL_MS) return hit.items;
  const items = getAction<DictModel[] | null>(`/sys/dict/getDictItems/${pathCode(code)}`).then((res) => unwrap(res) ?? []);
  memory.set(code, { at: Date.now(), items });
  // A failure must not stay cached for 30 s.
  items.catch(() => {
    if (memory.get(code)?.items === items) memory.delete(code);
  });
  return items;
}

export function clearDictMemoryCache(): void {
  memory.clear();
}

export async function queryAllDictItems(): Promise<DictMap> {
  return unwrap(await getAction<DictMap>('sys/dict/queryAllDictItems')) ?? {};
}

/**
 * Clears the server's dictionary caches, then reloads every dictionary and
 * stores them for 7 days. Callers show 刷新缓存完成！ / 刷新缓存失败！.
 */
export async function refreshDictCache(): Promise<void> {
  unwrap(await getAction<unknown>('sys/dict/refleshCache'));
  const all = await queryAllDictItems();
  dictCache().write(all);
  clearDictMemoryCache();
}

/** Table-dictionary search for remote selects (`GET /sys/dict/loadDict/{code}`). */
export async function loadDict(code: string, params: { keyword?: string; pageSize?: number } = {}): Promise<DictModel[]> {
  if (!code) return rejectEmpty();
  return unwrap(await getAction<DictModel[] | null>(`/sys/dict/loadDict/${pathCode(code)}`, params)) ?? [];
}

/** Texts of the given keys of a table dictionary (`GET /sys/dict/loadDictItem/{code}?key=`). */
export async function loadDictItem(code: string, keys: string | string[], delNotExist?: boolean): Promise<string[]> {
  if (!code) return rejectEmpty();
  const key = Array.isArray(keys) ? keys.join(',') : keys;
  return unwrap(await getAction<string[] | null>(`/sys/dict/loadDictItem/${pathCode(code)}`, { key, delNotExist })) ?? [];
}

export interface TreeDataParams {
  pid?: string;
  pidField?: string;
  tableName: string;
  text: string;
  code: string;
  hasChildField?: string;
  condition?: string;
}

export interface TreeSelectNode {
  key: string;
  title: string;
  value: string;
  code?: string;
  parentId?: string | null;
  leaf?: boolean;
  icon?: string | null;
  children?: TreeSelectNode[] | null;
}

/** One level of a table tree dictionary (`GET /sys/dict/loadTreeData`, signed). */
export async function loadTreeData(params: TreeDataParams): Promise<TreeSelectNode[]> {
  return unwrap(await getAction<TreeSelectNode[] | null>('/sys/dict/loadTreeData', { ...params })) ?? [];
}

/** Dictionaries: endpoint paths. */
export const DICT_API = crudEndpoints('/sys/dict', ['deleteList', 'exportXls', 'importExcel', 'loadTreeData']);

/** Dictionary items: endpoint paths. */
export const DICT_ITEM_API = crudEndpoints('/sys/dictItem', ['dictItemCheck']);

/** Takes a deleted dictionary back out of the recycle bin. */
export const dictRestoreUrl = (id: string): string => `/sys/dict/back/${encodeURIComponent(id)}`;

/** Deletes a dictionary from the recycle bin for good. */
export const dictDeleteForGoodUrl = (id: string): string => `/sys/dict/deletePhysic/${encodeURIComponent(id)}`;
