import { createContext, useContext, useEffect } from 'react';

/** Renames the tab a screen is shown in; the shell provides one per tab. */
export const TabTitleContext = createContext<(title: string) => void>(() => undefined);

/**
 * Lets a screen give its tab a title of its own (e.g. "编辑：张三" for a detail page). The
 * title stays until the screen sets another one or the tab closes.
 */
export function useTabTitle(title: string | null | undefined): void {
  const setTitle = useContext(TabTitleContext);
  useEffect(() => {
    if (title) setTitle(title);
  }, [setTitle, title]);
}
