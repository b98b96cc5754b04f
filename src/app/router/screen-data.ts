/**
 * The first data some screens need, started by the console shell as soon as the menu says the
 * address shows that screen: the calls then travel while the shell and the screen draw, instead
 * of leaving only once the screen has drawn. Same calls as the screen makes, same cache entries.
 */
import type { QueryClient } from '@tanstack/react-query';
import { startAnalysisData } from '@/features/dashboard/home-queries';
import { normaliseComponent } from './screens';

interface ScreenDataContext {
  username: string;
}

const starters: Record<string, (client: QueryClient, ctx: ScreenDataContext) => void> = {
  'dashboard/Analysis': (client, { username }) => startAnalysisData(client, username),
};

export function startScreenData(client: QueryClient, component: string, ctx: ScreenDataContext): void {
  starters[normaliseComponent(component)]?.(client, ctx);
}
