/**
 * The console shell's query cache for a signed-in page load whose first screen data the route
 * guard sent early (route-data.ts): the cache takes those calls' answers over, so the screen finds
 * them instead of asking again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../query';
import { startedDataFor, type StartedData } from './route-data';

const caches = new WeakMap<StartedData, QueryClient>();

/**
 * The cache holding the early calls for `token`, or null when none were started for that sign-in.
 * Asking again gives the same cache: a shell whose first render waits for a chunk is rendered
 * afresh, and its second attempt must find the calls the first one saw, not start them again.
 */
export function startedClientFor(token: string | null): QueryClient | null {
  const data = startedDataFor(token);
  if (!data) return null;
  let client = caches.get(data);
  if (!client) {
    client = createQueryClient();
    // A call that failed is asked again, as the screen would have: the cache gets a call of its
    // own, whose failure the screen then shows (a failure already in would not be asked again).
    for (const { call, sent } of data.calls) call.adopt(client, sent.failed ? undefined : sent);
    caches.set(data, client);
  }
  return client;
}
