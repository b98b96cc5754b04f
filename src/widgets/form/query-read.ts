/**
 * A read a screen only shows (a rule list, a role's users) seen the way a form's related reads are:
 * a failure carries its message and 重试 and never looks like "none". Rows kept on screen while
 * the next page or filter loads count as ready; a failure wins over them, so old rows never stand
 * in for an answer that did not come.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/api/errors';
import type { RelatedRead } from './use-related-data';

export function queryRead<T>(label: string, query: UseQueryResult<T>): RelatedRead<T> {
  const retry = () => void query.refetch();
  if (query.isError) return { label, status: 'error', data: undefined, error: errorMessage(query.error), retry };
  if (query.data !== undefined) return { label, status: 'ready', data: query.data, error: null, retry };
  return { label, status: 'loading', data: undefined, error: null, retry };
}
