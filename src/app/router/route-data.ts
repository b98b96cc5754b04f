/**
 * A signed-in page's first screen data, sent together with the menu call: the data a screen needs
 * does not depend on the menu, only on the token, so it need not wait for it. Which screen the
 * address shows is what it showed last in this tab, or the home dashboard for the home address;
 * the menu still decides what is shown, and a wrong guess costs only unused answers.
 *
 * Nothing here loads the query library: the calls leave while its chunk is still on its way, and
 * the console shell's cache takes their answers over (started-cache.ts).
 */
import { sendEarly, type EarlyCall, type SentCall } from '@/lib/early-call';
import { expectedScreenAt } from './last-screen';
import { screenDataCalls } from './screen-data';

/** The calls sent for one sign-in's page load. */
export interface StartedData {
  token: string;
  calls: readonly { call: EarlyCall; sent: SentCall }[];
}

let started: StartedData | null = null;

export function startRouteData(path: string, search: string, token: string, username: string): void {
  const component = expectedScreenAt(path);
  if (!component) return;
  const calls = screenDataCalls(component, { username, search }).map((call) => ({ call, sent: sendEarly(call) }));
  started = { token, calls };
}

/** The calls sent for `token`'s page load, or null when none were started for that sign-in. */
export function startedDataFor(token: string | null): StartedData | null {
  return started && started.token === token ? started : null;
}

/**
 * Resolves once the calls started above for `token` have all answered (or failed), or after
 * `maxWaitMs`. The route guard shows the console only then: when the menu answers first, the
 * first screen would otherwise draw an empty loading grid, and the page could not even take the
 * screen's own answer (the demo's backend answers on the page's thread) until that drawing was
 * done, and then draw again. A slow call holds the console back by `maxWaitMs` at most.
 */
export function startedDataSettled(token: string | null, maxWaitMs: number): Promise<void> {
  const calls = startedDataFor(token)?.calls ?? [];
  if (calls.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    void Promise.allSettled(calls.map((c) => c.sent.answer)).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
