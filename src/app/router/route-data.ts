/**
 * A signed-in page's first screen data, started together with the menu call: the data a screen
 * needs does not depend on the menu, only on the token, so it need not wait for it. Which screen
 * the address shows is what it showed last in this tab, or the home dashboard for the home
 * address; the menu still decides what is shown, and a wrong guess costs only unused answers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../query';
import { expectedScreenAt } from './last-screen';
import { startScreenData } from './screen-data';


let started: { token: string; client: QueryClient } | null = null;

export function startRouteData(path: string, search: string, token: string, username: string): void {
  const component = expectedScreenAt(path);
  if (!component) return;
  const client = createQueryClient();
  startScreenData(client, component, { username, search });
  started = { token, client };
}

/**
 * The cache the calls above fill, for the console shell of the same sign-in. Asking again gives the
 * same cache: a shell whose first render waits for a chunk is rendered afresh, and its second
 * attempt must find the calls the first one saw, not start them again in an empty cache.
 */
export function startedClientFor(token: string | null): QueryClient | null {
  return started && started.token === token ? started.client : null;
}

/**
 * Resolves once the calls started above for `token` have all answered (or failed), or after
 * `maxWaitMs`. The route guard shows the console only then: when the menu answers first, the
 * first screen would otherwise draw an empty loading grid, and the page could not even take the
 * screen's own answer (the demo's backend answers on the page's thread) until that drawing was
 * done, and then draw again. A slow call holds the console back by `maxWaitMs` at most.
 */
export function startedDataSettled(token: string | null, maxWaitMs: number): Promise<void> {
  const client = startedClientFor(token);
  if (!client || client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
  });
}
