import { Activity, Suspense, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { findTrail, type MenuEntry } from '@/session/menu-model';
import { pathOf, TabTitleContext, type Tab } from '@/app/tabs';
import { resolveScreen } from '@/app/router/screens';
import { DraftScopeContext } from '@/session/drafts';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

interface Props {
  entries: MenuEntry[];
  /** Open tabs (multi-tab mode) or just the current page. */
  tabs: Tab[];
  activeKey: string;
  /** Tabs whose screen has been shown in this session; others are not mounted until first shown. */
  mounted: ReadonlySet<string>;
  resolveUrl(entry: MenuEntry): string | undefined;
  /** A screen renamed its tab (useTabTitle). */
  onTitle?(key: string, title: string): void;
}

function ExternalScreen({ entry, url }: { entry: MenuEntry; url?: string }) {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h6" component="h1" gutterBottom>
        {entry.title}
      </Typography>
      {url ? (
        <Typography>
          该菜单是外部链接，
          <Link href={url} target="_blank" rel="noopener noreferrer">
            在新窗口打开
          </Link>
          。
        </Typography>
      ) : (
        <Alert severity="warning">该菜单的外部链接地址无效。</Alert>
      )}
    </Paper>
  );
}

function TabScreen({ entry, url }: { entry: MenuEntry; url?: string }) {
  if (entry.external) return <ExternalScreen entry={entry} url={url} />;
  const Screen = resolveScreen(entry.component);
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<LinearProgress aria-label="页面加载中" />}>
        <Screen title={entry.title} component={entry.component} url={url} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** Forms inside a tab keep their drafts under the tab's path and title. */
function TabDraftScope({ route, title, children }: { route: string; title: string; children: ReactNode }) {
  const scope = useMemo(() => ({ route, title }), [route, title]);
  return <DraftScopeContext.Provider value={scope}>{children}</DraftScopeContext.Provider>;
}

/**
 * Renders each open tab's screen inside <Activity>: switching tabs hides a screen without
 * unmounting it, so filters, paging and half-filled forms survive; refresh remounts one tab only
 * (its refreshKey changes).
 */
export function ScreenHost({ entries, tabs, activeKey, mounted, resolveUrl, onTitle }: Props) {
  const resolved = useMemo(
    () =>
      tabs.map((tab) => {
        const trail = findTrail(entries, pathOf(tab.key));
        return { tab, entry: trail[trail.length - 1] };
      }),
    [entries, tabs],
  );
  const setters = useMemo(() => new Map<string, (title: string) => void>(), []);
  const setterFor = (key: string) => {
    let set = setters.get(key);
    if (!set) {
      set = (title: string) => onTitle?.(key, title);
      setters.set(key, set);
    }
    return set;
  };
  return (
    <>
      {resolved.map(({ tab, entry }) =>
        entry && mounted.has(tab.key) ? (
          <Activity key={tab.key} mode={tab.key === activeKey ? 'visible' : 'hidden'}>
            <Box data-tab-key={tab.key} role="tabpanel" aria-label={tab.title}>
              <TabTitleContext.Provider value={setterFor(tab.key)}>
                <TabDraftScope route={tab.key} title={tab.title}>
                  <TabScreen key={tab.refreshKey} entry={entry} url={resolveUrl(entry)} />
                </TabDraftScope>
              </TabTitleContext.Provider>
            </Box>
          </Activity>
        ) : null,
      )}
    </>
  );
}
