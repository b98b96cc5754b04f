import { useEffect, useState } from 'react';
import { nextRuns } from '@/lib/cron/quartz';

/** Optional server-side preview (the spec's "remote callback"); resolves to the next run times. */
export type RemotePreview = (expression: string) => Promise<Date[]>;

export const PREVIEW_DEBOUNCE_MS = 500;
const PREVIEW_COUNT = 10;

interface PreviewState {
  expression: string;
  runs: Date[];
}

/**
 * The next ten runs of `expression`, recomputed 500 ms after the last change (widgets spec §9).
 * The first value is computed at once so the dialog opens with a preview.
 */
export function usePreview(expression: string, valid: boolean, remote?: RemotePreview): PreviewState & { pending: boolean } {
  const [state, setState] = useState<PreviewState>(() => ({
    expression,
    runs: valid && !remote ? nextRuns(expression, new Date(), PREVIEW_COUNT) : [],
  }));

  useEffect(() => {
    let cancelled = false;
    const id = setTimeout(() => {
      if (!valid) return setState({ expression, runs: [] });
      if (!remote) return setState({ expression, runs: nextRuns(expression, new Date(), PREVIEW_COUNT) });
      remote(expression).then(
        (runs) => !cancelled && setState({ expression, runs: runs.slice(0, PREVIEW_COUNT) }),
        () => !cancelled && setState({ expression, runs: [] }),
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(id);
    };
  }, [expression, valid, remote]);

  return { ...state, pending: state.expression !== expression };
}
