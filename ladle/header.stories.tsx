import type { Story } from '@ladle/react';
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toMenuEntries, findTrail } from '@/session/menu-model';
import { AppFrame } from '@/app/layout/AppFrame';
import { UserMenu } from '@/app/layout/UserMenu';
import { initialTabs, openTab, type TabsState } from '@/app/tabs';
import { sampleMenu } from './fixtures/shell-menu';
import { shows } from './story-shows';

export default { title: 'Shell / Header and frame' };

function Frame({ path }: { path: string }) {
  const entries = useMemo(() => toMenuEntries(sampleMenu), []);
  const [current, setCurrent] = useState(path);
  const [tabs, setTabs] = useState<TabsState>(() => openTab(openTab(initialTabs(), '/isystem/user', '用户管理'), path, '角色管理'));
  return (
    <AppFrame
      entries={entries}
      trail={findTrail(entries, current)}
      multipage
      tabs={tabs}
      activeTabKey={current}
      onOpenEntry={(e) => setCurrent(e.path)}
      onNavigate={setCurrent}
      onTabsChange={setTabs}
      onSelectTab={setCurrent}
    >
      <Box sx={{ p: 2, bgcolor: 'background.paper' }}>
        <Typography>当前页面：{current}</Typography>
      </Box>
    </AppFrame>
  );
}

/** The whole frame: side menu, header (search, bell, user menu), tabs, breadcrumb. */
export const SideMenuLayout: Story = () => <Frame path="/isystem/role" />;
shows(SideMenuLayout, { text: ['首页/系统管理/角色管理', '当前页面：/isystem/role', 'Copyright © 2026 省局网站管理后台'], roles: [{ role: 'tab', name: '角色管理' }, { role: 'tab', count: 3 }, { role: 'button', name: '用户菜单欢迎您，管理员' }] });

/** The header's user drop-down on its own. */
export const UserDropDown: Story = () => (
  <UserMenu realname="管理员" showGreeting onChangePassword={() => undefined} onSwitchDepart={() => undefined} onSettings={() => undefined} onLogout={() => undefined} />
);
shows(UserDropDown, { roles: [{ role: 'button', name: '用户菜单欢迎您，管理员' }] });

/** On a phone the greeting is hidden. */
export const UserDropDownMobile: Story = () => (
  <UserMenu realname="管理员" showGreeting={false} onChangePassword={() => undefined} onSwitchDepart={() => undefined} onSettings={() => undefined} onLogout={() => undefined} />
);
shows(UserDropDownMobile, { roles: [{ role: 'button', name: '用户菜单' }], absent: ['欢迎您'] });
