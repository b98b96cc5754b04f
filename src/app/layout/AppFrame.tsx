import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import type { MenuEntry } from '@/session/menu-model';
import { MenuSearch } from '@/app/menu-search/MenuSearch';
import { TabBar, type TabsState } from '@/app/tabs';
import { useDiscardGuard } from '@/app/drafts';
import { useDisplaySettings } from '@/ui/display-settings';
import { REDUCED_MOTION } from '@/ui/motion';
import { notify } from '@/ui/notify';
import { useSession } from '@/session/store';
import { selectedEntry } from '@/session/menu-model';
import { Footer } from './Footer';
import { HeaderActions } from './HeaderActions';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { SideMenu } from './SideMenu';
import { TopMenu } from './TopMenu';
import { HEADER_AUTO_HIDE_AFTER, HOME_PATH, MOBILE_DRAWER_WIDTH, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, SITE_TITLE } from '@/ui/layout-constants';
import { useViewport } from './use-viewport';

const DARK_NAV = '#001529';

interface Props {
  entries: MenuEntry[];
  trail: MenuEntry[];
  multipage: boolean;
  tabs: TabsState;
  activeTabKey: string;
  onOpenEntry(entry: MenuEntry): void;
  onNavigate(path: string): void;
  onTabsChange(next: TabsState): void;
  onSelectTab(key: string): void;
  children: ReactNode;
}

function Logo({ compact, dark }: { compact: boolean; dark: boolean }) {
  const [, navigate] = useLocation();
  return (
    <Link
      href={HOME_PATH}
      underline="none"
      onClick={(e) => (e.preventDefault(), navigate(HOME_PATH))}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, height: 56, color: dark ? '#fff' : 'text.primary', minWidth: compact ? 0 : 165 }}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28 }} />
      {compact ? null : (
        <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 600 }}>
          {SITE_TITLE}
        </Typography>
      )}
    </Link>
  );
}

/** The visual frame: side or top menu, header, tabs, breadcrumb, content, footer (spec §2 Layout). */
export function AppFrame({ entries, trail, multipage, tabs, activeTabKey, onOpenEntry, onNavigate, onTabsChange, onSelectTab, children }: Props) {
  const [settings, updateSettings] = useDisplaySettings();
  const { isMobile, isNarrow } = useViewport();
  const { userInfo } = useSession();
  const [mobileOpen, setMobileOpen] = useState(false);
  // A tab refresh or close that would throw away unsaved edits asks first.
  const confirmDiscard = useDiscardGuard();
  const scrolled = useScrollTrigger({ threshold: HEADER_AUTO_HIDE_AFTER });
  const topMenu = settings.layout === 'topmenu' && !isMobile;
  const dark = settings.navTheme === 'dark';
  const collapsed = isNarrow || !settings.sidebarOpened;
  const sideWidth = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const trailKeys = trail.map((e) => e.key);
  const selected = selectedEntry(trail);
  const highlight = selected ? trailKeys.slice(0, trailKeys.indexOf(selected.key) + 1) : trailKeys;
  const hideHeader = settings.fixedHeader && settings.autoHideHeader && scrolled;

  const openFromMenu = (entry: MenuEntry) => {
    setMobileOpen(false);
    onOpenEntry(entry);
  };

  const sideMenu = <SideMenu entries={entries} trail={highlight} collapsed={collapsed && !isMobile} dark={dark} accordion={settings.accordionMenu} onOpen={openFromMenu} />;

  const header = (
    <Slide appear={false} direction="down" in={!hideHeader}>
      <AppBar
        position={settings.fixedHeader ? 'sticky' : 'static'}
        color={topMenu && dark ? 'primary' : 'inherit'}
        elevation={1}
        sx={topMenu && dark ? { bgcolor: DARK_NAV } : { bgcolor: 'background.paper' }}
      >
        <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
          {topMenu ? <Logo compact={false} dark={dark} /> : null}
          {isMobile ? (
            <IconButton edge="start" aria-label="打开菜单" onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
          ) : !topMenu ? (
            <IconButton edge="start" aria-label={collapsed ? '展开菜单' : '收起菜单'} disabled={isNarrow} onClick={() => updateSettings({ sidebarOpened: !settings.sidebarOpened })}>
              {collapsed ? <MenuIcon /> : <MenuOpen />}
            </IconButton>
          ) : null}
          {topMenu ? (
            <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
              <TopMenu entries={entries} trail={highlight} onOpen={openFromMenu} />
            </Box>
          ) : (
            <Box sx={{ flex: 1 }} />
          )}
          <MenuSearch entries={entries} onPick={openFromMenu} mobile={isMobile} />
          <HeaderActions realname={userInfo?.realname || userInfo?.username || ''} username={userInfo?.username ?? ''} showGreeting={!isMobile} onNavigate={onNavigate} />
        </Toolbar>
        {multipage ? (
          <Box sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <TabBar tabs={tabs.tabs} activeKey={activeTabKey} onSelect={onSelectTab} onChange={onTabsChange} onMessage={(m) => notify.warning(m)} confirmDiscard={confirmDiscard} />
          </Box>
        ) : null}
      </AppBar>
    </Slide>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.100' }}>
      {isMobile ? (
        <Drawer open={mobileOpen} onClose={() => setMobileOpen(false)} slotProps={{ paper: { sx: { width: MOBILE_DRAWER_WIDTH, bgcolor: dark ? DARK_NAV : 'background.paper' } } }}>
          <Logo compact={false} dark={dark} />
          {sideMenu}
        </Drawer>
      ) : !topMenu ? (
        <Box
          component="aside"
          sx={{
            width: sideWidth,
            flexShrink: 0,
            bgcolor: dark ? DARK_NAV : 'background.paper',
            borderRight: dark ? 0 : 1,
            borderColor: 'divider',
            transition: 'width 0.2s',
            [REDUCED_MOTION]: { transition: 'none' },
            ...(settings.fixedSidebar ? { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' } : {}),
          }}
        >
          <Logo compact={collapsed} dark={dark} />
          {sideMenu}
        </Box>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {header}
        <Box component="main" sx={{ flex: 1, p: 2, width: '100%', maxWidth: topMenu && settings.contentWidth === 'Fixed' ? 1200 : undefined, mx: 'auto' }}>
          <Box sx={{ mb: 1.5 }}>
            <PageBreadcrumbs trail={trail} onNavigate={onNavigate} />
          </Box>
          {children}
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
