/**
 * The first data some screens need, as calls that leave as soon as the console expects the screen:
 * on a signed-in page load together with the menu call (route-data.ts), otherwise once the menu
 * says the address shows that screen: the calls then travel while the shell and the screen draw,
 * instead of leaving only once the screen has drawn. Same calls as the screen makes, same cache
 * entries. What a call needs (a list's config and fetch, a few kB) comes with this module and
 * nothing of the query library or the UI libraries, so that a signed-in reload's early calls leave
 * as soon as the app has started, not once the console's large chunks have loaded.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EarlyCall } from '@/lib/early-call';
import { analysisCalls } from '@/features/dashboard/home-queries';
import { USER_LIST } from '@/features/system/user/user-config';
import type { ListConfig } from '@/widgets/list/use-list';
import { listFirstPageCall } from '@/widgets/list/list-data';
import { normaliseComponent } from './screens';

export interface ScreenDataContext {
  username: string;
  /** The address's query string (a list's page, sort and query). */
  search: string;
}

type CallsOf = (ctx: ScreenDataContext) => EarlyCall[];

/** A list screen's first page, asked for with the same key and fetch as the screen's own. */
const listCalls =
  (config: ListConfig): CallsOf =>
  ({ search }) => {
    const call = listFirstPageCall(config, search);
    return call ? [call] : [];
  };

const screenCalls: Record<string, CallsOf> = {
  'dashboard/Analysis': ({ username }) => analysisCalls(username),
  'system/UserList': listCalls(USER_LIST),
};

/** The calls the screen `component` makes when it opens (none for most screens). */
export function screenDataCalls(component: string, ctx: ScreenDataContext): EarlyCall[] {
  return screenCalls[normaliseComponent(component)]?.(ctx) ?? [];
}

/** Starts the screen's first data in `client` (entries already there or on their way are left alone). */
export function startScreenData(client: QueryClient, component: string, ctx: ScreenDataContext): void {
  for (const call of screenDataCalls(component, ctx)) call.adopt(client);
}
