import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/api/errors';
import { queryRead } from '@/widgets/form';
import type { DataRuleFilter, PermissionServices } from '../permission/permission-services';

/** Under this key, the rules of one menu entry and filter. */
const DATA_RULES_KEY = ['permission', 'data-rules'] as const;

/**
 * The rules of one menu entry under a filter, through the query cache like
 * every other read; a new filter keeps the rows shown until its answer. A
 * failed read is shown as such, never as "no rules" (which invites adding a
 * rule that exists).
 */
export function useDataRules(services: Pick<PermissionServices, 'rules'>, permissionId: string, filter: DataRuleFilter) {
  const rulesQuery = useQuery({
    queryKey: [...DATA_RULES_KEY, permissionId, filter],
    queryFn: async () => unwrap(await services.rules(permissionId, filter)) ?? [],
    placeholderData: keepPreviousData,
  });
  const rulesRead = queryRead('数据规则', rulesQuery);
  const { refetch } = rulesQuery;
  const load = useCallback(() => refetch().then(() => undefined), [refetch]);
  return { rulesRead, rules: rulesRead.data ?? null, load };
}
