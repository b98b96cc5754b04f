/**
 * The multi-tab bar. Controlled: the layout owns the TabsState (see useTabs) and hands it in as
 * `tabs` + `activeKey`. Every user action is applied with the pure tab model and reported as
 *   1. `onMessage(text)` when refused (首页不能关闭! / 这是最后一页，不能再关闭了啦),
 *   2. `onChange(nextState)` with the new state,
 *   3. `onSelect(key)` when the tab to show changed (a click, or a close that moved the active
 *      tab): the layout navigates to `key` (a full path).
 * Refresh only bumps that tab's `refreshKey`: render the screen with `key={tab.refreshKey}`.
 *
 * Keyboard: arrows move between tabs (MUI), Enter/Space select, Delete closes, Shift+F10 or the
 * context-menu key opens the context menu.
 */
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  closableCounts,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  isHome,
  refreshTab,
  type Tab as TabModel,
  type TabOutcome,
  type TabsState,
} from './tab-model';
import { TAB_MENU_LABELS, TabContextMenu, type TabMenuAction } from './TabContextMenu';
import { TabLabel } from './TabLabel';

export interface TabBarProps {
  tabs: TabModel[];
  activeKey: string;
  /** Show this tab: navigate to its full path. */
  onSelect: (key: string) => void;
  /** The new tab state after a close / refresh. */
  onChange: (next: TabsState) => void;
  /** A refusal message to show (snackbar / message). */
  onMessage?: (text: string) => void;
  /** Opens the context menu for this tab on first render (stories, tests). */
  initialContextMenuKey?: string;
  /**
   * Asked before a refresh or close remounts / unmounts these tabs' screens (unsaved edits);
   * false keeps everything as it is. Default: go ahead.
   */
  confirmDiscard?: (keys: readonly string[], action: 'refresh' | 'close') => Promise<boolean>;
}

type MenuAnchor = { key: string; position?: { top: number; left: number } };

export function TabBar({ tabs, activeKey, onSelect, onChange, onMessage, initialContextMenuKey, confirmDiscard }: TabBarProps) {
  const [menu, setMenu] = useState<MenuAnchor | null>(() =>
    initialContextMenuKey && tabs.some((t) => t.key === initialContextMenuKey) ? { key: initialContextMenuKey } : null,
  );
  const tabEls = useRef(new Map<string, HTMLElement>());
  const state: TabsState = { tabs, activeKey };

  const commit = (outcome: TabOutcome) => {
    onChange(outcome.state);
    if (outcome.state.activeKey !== activeKey) onSelect(outcome.state.activeKey);
  };

  const apply = (outcome: TabOutcome, refreshed?: string) => {
    if (outcome.refused) onMessage?.(outcome.refused);
    if (outcome.state === state) return;
    const kept = new Set(outcome.state.tabs.map((t) => t.key));
    const lost = refreshed ? [refreshed] : tabs.map((t) => t.key).filter((k) => !kept.has(k));
    if (!confirmDiscard || lost.length === 0) {
      commit(outcome);
      return;
    }
    void confirmDiscard(lost, refreshed ? 'refresh' : 'close').then((ok) => ok && commit(outcome));
  };

  const openMenuAt = (key: string, event: MouseEvent) => {
    event.preventDefault();
    setMenu({ key, position: { top: event.clientY, left: event.clientX } });
  };

  const onTabKeyDown = (key: string) => (event: KeyboardEvent) => {
    if ((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu') {
      event.preventDefault();
      setMenu({ key });
    } else if (event.key === 'Delete') {
      event.preventDefault();
      apply(closeTab(state, key));
    }
  };

  const runMenu = (action: TabMenuAction) => {
    if (!menu) return;
    const key = menu.key;
    setMenu(null);
    if (action === 'refresh') apply({ state: refreshTab(state, key) }, key);
    else if (action === 'left') apply(closeLeft(state, key));
    else if (action === 'right') apply(closeRight(state, key));
    else apply(closeOthers(state, key));
  };

  const counts = menu ? closableCounts(state, menu.key) : { left: 0, right: 0, others: 0 };
  const value = tabs.some((t) => t.key === activeKey) ? activeKey : false;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(_e, key: string) => onSelect(key)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="页签"
        sx={{ flex: 1, minHeight: 40, '& .MuiTabs-indicator': { height: 2 } }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            component="div"
            ref={(el: HTMLDivElement | null) => {
              if (el) tabEls.current.set(tab.key, el);
              else tabEls.current.delete(tab.key);
            }}
            onContextMenu={(e: MouseEvent) => openMenuAt(tab.key, e)}
            onKeyDown={onTabKeyDown(tab.key)}
            onAuxClick={(e: MouseEvent) => {
              // Middle click closes, as in browsers.
              if (e.button === 1) apply(closeTab(state, tab.key));
            }}
            aria-haspopup="menu"
            aria-label={tab.title}
            title={tab.key}
            sx={{ minHeight: 40, py: 0.5, pr: 1, textTransform: 'none' }}
            // 首页 cannot be closed, so it offers no ×.
            label={<TabLabel title={tab.title} onClose={isHome(tab.key) ? null : () => apply(closeTab(state, tab.key))} />}
          />
        ))}
      </Tabs>
      <Tooltip title={TAB_MENU_LABELS.refresh}>
        <span>
          <IconButton
            size="small"
            aria-label="刷新当前页"
            disabled={value === false}
            onClick={() => apply({ state: refreshTab(state, activeKey) }, activeKey)}
            sx={{ mx: 0.5 }}
          >
            <RefreshIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <TabContextMenu
        open={menu !== null}
        position={menu?.position}
        anchorEl={menu && !menu.position ? () => tabEls.current.get(menu.key) ?? document.body : null}
        counts={counts}
        onClose={() => setMenu(null)}
        onAction={runMenu}
      />
    </Box>
  );
}

export default TabBar;
