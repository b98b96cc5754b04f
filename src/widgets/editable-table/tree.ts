/**
 * Tree-table children (widgets.md §7 "Tree-table GET"): the configured url with
 * the parent key parameter, extra params and an optional condition. The answer
 * is a list or `result.records`; anything else is 返回数据类型不识别.
 */
import { getAction } from '@/api/http';
import type { RowValues, TreeConfig } from './types';
import { ET_TEXT } from './messages';

export class TreeLoadError extends Error {}

/** Rows of a tree answer's `result`, or an error with the spec's message. */
export function childrenOf(result: unknown): RowValues[] {
  if (Array.isArray(result)) return result as RowValues[];
  if (result && typeof result === 'object' && Array.isArray((result as { records?: unknown }).records)) {
    return (result as { records: RowValues[] }).records;
  }
  throw new TreeLoadError(ET_TEXT.badTreeData);
}

export async function loadTreeChildren(config: TreeConfig, parentId: string): Promise<RowValues[]> {
  const params: Record<string, unknown> = { ...config.params, [config.parentKey ?? 'parentId']: parentId };
  if (config.condition) params.condition = config.condition;
  const res = await getAction<unknown>(config.url, params, { silent: true });
  if (!res.success) throw new TreeLoadError(res.message || ET_TEXT.badTreeData);
  return childrenOf(res.result);
}
