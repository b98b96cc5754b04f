import { useQuery } from '@tanstack/react-query';
import type { AuditRow, AuditServices } from '@/api/audit';

/**
 * The item's current state (the row the list showed until it answers, and if
 * the read is refused) and its audit trail (a failed read shows as failed).
 */
export function useAuditItem(item: AuditRow, services: AuditServices) {
  const detail = useQuery({
    queryKey: ['audit', 'item', item.id],
    queryFn: async () => {
      const res = await services.queryById(item.id);
      return res.success ? res.result : item;
    },
    placeholderData: item,
  });
  const history = useQuery({
    queryKey: ['audit', 'history', item.id],
    queryFn: async () => {
      const res = await services.history(item.id);
      if (!res.success) throw new Error(res.message);
      return res.result;
    },
    retry: false,
  });
  return { shown: detail.data ?? item, history };
}
