/** Where a form lives: the tab's path (the route a draft returns to) and its title. */
import { createContext, useContext } from 'react';

export interface DraftScope {
  route: string;
  title: string;
}

export const DraftScopeContext = createContext<DraftScope | null>(null);

/** The enclosing tab's scope; outside the console (stories, tests) the current location. */
export function useDraftScope(): DraftScope {
  const scope = useContext(DraftScopeContext);
  if (scope) return scope;
  const here = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
  return { route: here, title: '' };
}
