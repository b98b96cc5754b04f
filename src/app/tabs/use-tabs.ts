import { useCallback, useEffect, useState } from 'react';
import {
  activateTab,
  initialTabs,
  keepOpenable,
  loadTabs,
  openTab,
  saveTabs,
  setTabTitle,
  type TabsState,
} from './tab-model';

export interface UseTabsOptions {
  /** Keep the open tabs across F5 (localStorage `pro__MULTI_TABS`). Default true. */
  persist?: boolean;
  /** The signed-in user's name: stored tabs are restored only for the user who opened them. */
  owner?: string;
  /** Whether the user may open a tab's route; stored tabs failing it are dropped. */
  canOpen?: (key: string) => boolean;
}

export interface UseTabs {
  state: TabsState;
  /** Route changed: open or activate the tab for this full path. */
  open: (fullPath: string, title?: string) => void;
  activate: (key: string) => void;
  setTitle: (key: string, title: string) => void;
  /** Replace the whole state (what TabBar's onChange hands over). */
  replace: (next: TabsState) => void;
}

/** Tab state for the layout, persisted on every change. */
export function useTabs({ persist = true, owner, canOpen }: UseTabsOptions = {}): UseTabs {
  const [state, setState] = useState<TabsState>(() => {
    const restored = persist ? loadTabs(owner) : initialTabs();
    return canOpen ? keepOpenable(restored, canOpen) : restored;
  });

  useEffect(() => {
    if (persist) saveTabs(state, owner);
  }, [persist, state, owner]);

  const open = useCallback((fullPath: string, title?: string) => setState((s) => openTab(s, fullPath, title)), []);
  const activate = useCallback((key: string) => setState((s) => activateTab(s, key)), []);
  const setTitle = useCallback((key: string, title: string) => setState((s) => setTabTitle(s, key, title)), []);
  const replace = useCallback((next: TabsState) => setState(next), []);

  return { state, open, activate, setTitle, replace };
}
