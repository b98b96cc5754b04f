import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { Redirect, useLocation, useSearch } from 'wouter';
import { toMenuEntries, type MenuEntry } from '@/session/menu-model';
import { useTabs, initialTabs, pathOf, tabUrl, type TabsState } from '@/app/tabs';
import { useDisplaySettings } from '@/ui/display-settings';
import { useSession } from '@/session/store';
import { useDocumentTitle } from '@/ui/use-document-title';
import { PromptHost } from '@/widgets/form/prompt';
import { DraftRestoreOffer } from '@/app/drafts';
import { createQueryClient, QueryProvider } from '../query';
import { preloadScreen } from '../router/screens';
import { startScreenData } from '../router/screen-data';
import { rememberScreen } from '../router/last-screen';
import { startedClientFor } from '../router/started-cache';
import { PageLoading } from '../PageLoading';
import { AppFrame } from './AppFrame';
import { ScreenHost } from './ScreenHost';
import { HOME_PATH } from '@/ui/layout-constants';
import { resolveRoute } from './route-resolution';
import { useEntryUrl } from './use-entry-url';
import { useViewport } from './use-viewport';

/**
 * The signed-in console: resolves the location against the server menu, keeps the tabs, and
 * hands the frame (menus, header, breadcrumb) and the screens what they need.
 */
export default function ConsoleShell() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const fullPath = search ? `${path}?${search}` : path;
  const { permissions, userInfo, token } = useSession();
  const entries = useMemo(() => toMenuEntries(permissions?.menu ?? []), [permissions]);
  const [settings] = useDisplaySettings();
  const { isMobile } = useViewport();
  const multipage = settings.multipage && !isMobile;
  const canOpen = useCallback((key: string) => resolveRoute(entries, pathOf(key)).type === 'screen', [entries]);
  const tabs = useTabs({ persist: true, owner: userInfo?.username, canOpen });
  const resolution = useMemo(() => resolveRoute(entries, path), [entries, path]);
  const current = resolution.type === 'screen' ? resolution.entry : undefined;
  const resolveUrl = useEntryUrl();
  // The first screen draws in the shell's first pass, not one pass later.
  const [mounted, setMounted] = useState<Set<string>>(() => new Set([path]));
  const [queryClient] = useState(() => {
    // The cache the route guard's early calls are filling, if they were for this sign-in.
    const client = startedClientFor(token) ?? createQueryClient();
    // The first screen's chunk, and its data unless already asked for, leave before the frame draws.
    if (current && !current.external) {
      preloadScreen(current.component);
      startScreenData(client, current.component, { username: userInfo?.username ?? '', search });
    }
    return client;
  });

  const { open: openTab } = tabs;
  const tabsRef = useLatest(tabs.state);
  useEffect(() => {
    if (!current) return;
    // A tab already open keeps its title: a screen may have renamed it (useTabTitle).
    // Tabs are keyed by path: a list writing its page and query into the address stays one tab.
    const known = tabsRef.current.tabs.some((t) => t.key === path);
    openTab(fullPath, known ? undefined : current.title);
    rememberScreen(path, current.component);
    setMounted((m) => (m.has(path) ? m : new Set(m).add(path)));
  }, [current, fullPath, path, openTab, tabsRef]);

  useDocumentTitle(current?.title, path === HOME_PATH);

  const openEntry = useCallback(
    (entry: MenuEntry) => {
      if (entry.external) {
        const url = resolveUrl(entry);
        if (url) window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
      // A menu click returns to the tab's last address (its list page and query), as the tab does.
      navigate(tabUrl(tabsRef.current, entry.path));
    },
    [navigate, resolveUrl, tabsRef],
  );

  const onTabsChange = useCallback(
    (next: TabsState) => {
      tabs.replace(next);
      const alive = new Set(next.tabs.map((t) => t.key));
      setMounted((m) => new Set([...m].filter((k) => alive.has(k))));
      // TabBar follows up with onSelect when the shown tab changes; that navigates.
    },
    [tabs],
  );

  // Signed out underneath us (a 401 while the page reloads): nothing to resolve against.
  if (!permissions) return <PageLoading label="加载中" fullPage />;
  if (resolution.type === 'notFound') return <Redirect to="/404" replace />;
  if (resolution.type === 'redirect') return <Redirect to={resolution.to} replace />;

  const shown: TabsState = multipage
    ? tabs.state
    : { ...initialTabs(), tabs: [{ key: path, url: fullPath, title: current?.title ?? '', refreshKey: 0 }], activeKey: path };

  return (
    <QueryProvider client={queryClient}>
      <AppFrame
        entries={entries}
        trail={resolution.trail}
        multipage={multipage}
        tabs={tabs.state}
        activeTabKey={path}
        onOpenEntry={openEntry}
        onNavigate={navigate}
        onTabsChange={onTabsChange}
        onSelectTab={(key) => navigate(tabUrl(tabsRef.current, key))}
      >
        <ScreenHost
          entries={entries}
          tabs={shown.tabs}
          activeKey={path}
          mounted={multipage ? mounted : new Set([path])}
          resolveUrl={resolveUrl}
          onTitle={tabs.setTitle}
        />
      </AppFrame>
      <PromptHost />
      <DraftRestoreOffer />
    </QueryProvider>
  );
}
