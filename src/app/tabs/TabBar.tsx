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
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import ClearAllIcon from '@mui/icons-material/ClearAll';
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

export const TAB_MENU_LABELS = { refresh: '刷新', left: '关闭左侧', right: '关闭右侧', others: '关闭其它' } as const;

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

  const runMenu = (action: keyof typeof TAB_MENU_LABELS) => {
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
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <span>{tab.title}</span>
                {/* 首页 cannot be closed, so it offers no ×. */}
                {!isHome(tab.key) && (
                  <IconButton
                    component="span"
                    size="small"
                    tabIndex={-1}
                    aria-label={`关闭 ${tab.title}`}
                    onClick={(e: MouseEvent) => {
                      // Do not let the click also select the tab being closed.
                      e.stopPropagation();
                      apply(closeTab(state, tab.key));
                    }}
                    sx={{ p: 0.25 }}
                  >
                    <CloseIcon sx={{ fontSize: 14 }} />
                  </IconButton>
                )}
              </Box>
            }
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
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference={menu?.position ? 'anchorPosition' : 'anchorEl'}
        anchorPosition={menu?.position}
        anchorEl={menu && !menu.position ? () => tabEls.current.get(menu.key) ?? document.body : null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <MenuItem onClick={() => runMenu('refresh')}>
          <ListItemIcon>
            <RefreshIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{TAB_MENU_LABELS.refresh}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => runMenu('left')} disabled={counts.left === 0}>
          <ListItemIcon>
            <FirstPageIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{TAB_MENU_LABELS.left}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => runMenu('right')} disabled={counts.right === 0}>
          <ListItemIcon>
            <LastPageIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{TAB_MENU_LABELS.right}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => runMenu('others')} disabled={counts.others === 0}>
          <ListItemIcon>
            <ClearAllIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{TAB_MENU_LABELS.others}</ListItemText>
        </MenuItem>
      </Menu>
    </Box>
  );
}

export default TabBar;
