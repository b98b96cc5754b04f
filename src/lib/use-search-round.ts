import { useCallback, useState } from 'react';

/**
 * A counter that every 查询 (and 重置) bumps. Put in a list's query key or load dependencies, it
 * makes each 查询 fetch again even when the filter is unchanged: the data may have changed
 * under the same filter, and the user asked for a fresh list.
 */
export function useSearchRound(): [round: number, nextRound: () => void] {
  const [round, setRound] = useState(0);
  const nextRound = useCallback(() => setRound((n) => n + 1), []);
  return [round, nextRound];
}
