/**
 * The first data some screens need, started by the console shell as soon as the menu says the
 * address shows that screen: the calls then travel while the shell and the screen draw, instead
 * of leaving only once the screen has drawn. Same calls as the screen makes, same cache entries.
 * What a starter needs (a list's config and fetch, a few kB) comes with this module, so that a
 * signed-in reload's early calls wait for one chunk, not for a second wave after it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { startAnalysisData } from '@/features/dashboard/home-queries';
import { USER_LIST } from '@/features/system/user/user-config';
import type { ListConfig } from '@/widgets/list';
import { startListData } from '@/widgets/list/list-data';
import { normaliseComponent } from './screens';

interface ScreenDataContext {
  username: string;
  /** The address's query string (a list's page, sort and query). */
  search: string;
}

type Starter = (client: QueryClient, ctx: ScreenDataContext) => void;

/** A list screen's first page, asked for with the same key and fetch as the screen's own. */
const listStarter =
  (config: ListConfig): Starter =>
  (client, { search }) =>
    startListData(client, config, search);

const starters: Record<string, Starter> = {
  'dashboard/Analysis': (client, { username }) => startAnalysisData(client, username),
  'system/UserList': listStarter(USER_LIST),
};

export function startScreenData(client: QueryClient, component: string, ctx: ScreenDataContext): void {
  starters[normaliseComponent(component)]?.(client, ctx);
}
