/**
 * Reads a form depends on besides its own record (a user's roles and departments, a role's granted
 * menus …). A save sends those fields back whole, so a read that failed or has not answered yet must
 * never look like "none": the form shows the failure with 重试 and refuses to save until every read
 * is ready.
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { errorMessage } from '@/api/errors';

export type RelatedStatus = 'loading' | 'error' | 'ready';

export interface RelatedRead<T = unknown> {
  /** What was read, as the user knows it (角色, 所属部门 …). */
  label: string;
  status: RelatedStatus;
  /** The answer once ready; undefined while loading, after a failure, or when the read is not needed. */
  data: T | undefined;
  /** The failure's message when status is 'error'. */
  error: string | null;
  retry: () => void;
}

export interface RelatedReadOptions<T> {
  label: string;
  queryKey: QueryKey;
  /** Resolves with the data or rejects: a failed answer must throw, never resolve as empty. */
  load: () => Promise<T>;
  /** False when nothing needs reading (closed dialog, a new record): the read counts as ready. */
  enabled?: boolean;
}

export function useRelatedData<T>({ label, queryKey, load, enabled = true }: RelatedReadOptions<T>): RelatedRead<T> {
  const query = useQuery({
    queryKey: ['related-data', ...queryKey],
    queryFn: load,
    enabled,
    // Each opening reads afresh and a failure is shown at once (the user has 重试).
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const retry = () => void query.refetch();
  if (!enabled) return { label, status: 'ready', data: undefined, error: null, retry };
  if (query.isFetching) return { label, status: 'loading', data: undefined, error: null, retry };
  if (query.isError) return { label, status: 'error', data: undefined, error: errorMessage(query.error), retry };
  if (query.isSuccess) return { label, status: 'ready', data: query.data, error: null, retry };
  return { label, status: 'loading', data: undefined, error: null, retry };
}

/** True when every read answered; a form saves only then. */
export function relatedReady(reads: readonly RelatedRead[] | undefined): boolean {
  return (reads ?? []).every((r) => r.status === 'ready');
}

/** Why the form cannot save yet, or undefined when it can. */
export function relatedBlockReason(reads: readonly RelatedRead[] | undefined): string | undefined {
  const pending = (reads ?? []).filter((r) => r.status !== 'ready');
  if (pending.length === 0) return undefined;
  const labels = pending.map((r) => r.label).join('、');
  return pending.some((r) => r.status === 'error') ? `${labels}未能加载，暂不能保存` : `正在加载${labels}，请稍候再保存`;
}
