/**
 * The first data some screens need, started by the console shell as soon as the menu says the
 * address shows that screen: the calls then travel while the shell and the screen draw, instead
 * of leaving only once the screen has drawn. Same calls as the screen makes, same cache entries.
 */
import type { QueryClient } from '@tanstack/react-query';
import { startAnalysisData } from '@/features/dashboard/home-queries';
import type { ListConfig } from '@/widgets/list';
import { normaliseComponent } from './screens';

interface ScreenDataContext {
  username: string;
  /** The address's query string (a list's page, sort and query). */
  search: string;
}

type Starter = (client: QueryClient, ctx: ScreenDataContext) => void;

/**
 * A list screen's first page. Its config and the list fetch come in their own small chunk (the
 * sign-in page's weight is budgeted), which still arrives long before the screen has drawn.
 */
const listStarter =
  (load: () => Promise<{ config: ListConfig }>): Starter =>
  (client, { search }) =>
    void Promise.all([load(), import('@/widgets/list/list-data')])
      .then(([{ config }, { startListData }]) => startListData(client, config, search))
      .catch(() => undefined);

const starters: Record<string, Starter> = {
  'dashboard/Analysis': (client, { username }) => startAnalysisData(client, username),
  'system/UserList': listStarter(() => import('@/features/system/user/user-config').then((m) => ({ config: m.USER_LIST }))),
};

export function startScreenData(client: QueryClient, component: string, ctx: ScreenDataContext): void {
  starters[normaliseComponent(component)]?.(client, ctx);
}
