/**
 * Polling for the monitoring screens. A poll runs every `intervalMs` only while the page is
 * visible: `document.visibilityState === 'hidden'` (another browser tab, minimised window)
 * pauses it, and a hidden console tab (React <Activity mode="hidden">) unmounts effects, which
 * stops TanStack's interval with them. Coming back refetches at once.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const isVisible = () => document.visibilityState !== 'hidden';

/** Whether the document is visible, re-rendering on `visibilitychange`. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true);
}

export const DEFAULT_INTERVAL_MS = 5000;

export interface PollingOptions {
  intervalMs?: number;
}

export function usePolling<T>(key: QueryKey, fetcher: () => Promise<T>, { intervalMs = DEFAULT_INTERVAL_MS }: PollingOptions = {}) {
  const visible = usePageVisible();
  const query = useQuery({
    queryKey: ['monitor', ...key],
    queryFn: fetcher,
    refetchInterval: visible ? intervalMs : false,
    // Visibility is decided above; TanStack's own focus tracking would double it.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: false,
    gcTime: 0,
  });
  const { refetch } = query;
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);
  return { ...query, paused: !visible };
}

export interface Sample {
  at: number;
  values: Record<string, number>;
}

/**
 * The last `max` samples of some figures, one per successful fetch (keyed by `updatedAt`),
 * for the line charts. Kept in the screen: the backend gives only the current value.
 */
export function useHistory(updatedAt: number, values: Record<string, number | undefined> | null, max = 20): Sample[] {
  const [samples, setSamples] = useState<Sample[]>([]);
  const last = useRef(0);
  useEffect(() => {
    if (!values || updatedAt === 0 || updatedAt === last.current) return;
    last.current = updatedAt;
    const clean: Record<string, number> = {};
    for (const [k, v] of Object.entries(values)) if (typeof v === 'number' && Number.isFinite(v)) clean[k] = v;
    setSamples((s) => [...s, { at: updatedAt, values: clean }].slice(-max));
    // `values` is derived from the same fetch as `updatedAt`; the timestamp alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [updatedAt]);
  return samples;
}
