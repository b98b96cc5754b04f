import type { Story } from '@ladle/react';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { TabBar } from '@/app/tabs/TabBar';
import { initialTabs, openTab, type TabsState } from '@/app/tabs/tab-model';
import { shows } from './story-shows';

export default { title: 'Shell / Tab bar' };

function withTabs(pages: [string, string][], active?: string): TabsState {
  let s = initialTabs();
  for (const [path, title] of pages) s = openTab(s, path, title);
  return active ? { ...s, activeKey: active } : s;
}

const FEW: [string, string][] = [
  ['/isystem/user', '用户管理'],
  ['/isystem/role', '角色管理'],
  ['/content/notice', '通知公告'],
];

const MANY: [string, string][] = [
  ['/isystem/user', '用户管理'],
  ['/isystem/role', '角色管理'],
  ['/isystem/depart', '部门管理'],
  ['/isystem/permission', '菜单管理'],
  ['/isystem/dict', '数据字典'],
  ['/isystem/position', '职务管理'],
  ['/isystem/announcement', '系统通告'],
  ['/isystem/quartz', '定时任务'],
  ['/isystem/log', '系统日志'],
  ['/content/notice', '通知公告'],
  ['/content/hot', '热点聚焦'],
  ['/content/work', '工作动态'],
  ['/content/cadre', '干部工作'],
  ['/content/study', '学习园地'],
  ['/isystem/user?page=2', '用户管理'],
];

/** Interactive: right-click a tab, close tabs, watch the refusal messages. */
function Playground({ initial, menuFor }: { initial: TabsState; menuFor?: string }) {
  const [state, setState] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const active = state.tabs.find((t) => t.key === state.activeKey);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <TabBar
        tabs={state.tabs}
        activeKey={state.activeKey}
        onSelect={(key) => setState((s) => ({ ...s, activeKey: key }))}
        onChange={setState}
        onMessage={setMessage}
        initialContextMenuKey={menuFor}
      />
      <Box sx={{ p: 2 }}>
        <Typography key={active?.refreshKey}>
          当前页签：{active?.title}（{state.activeKey}），刷新次数 {active?.refreshKey ?? 0}
        </Typography>
      </Box>
      <Snackbar open={message !== null} autoHideDuration={3000} onClose={() => setMessage(null)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="warning" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      </Snackbar>
    </Box>
  );
}

export const FewTabs: Story = shows(() => <Playground initial={withTabs(FEW, '/isystem/role')} />, {
  text: ['当前页签：角色管理（/isystem/role）'],
  roles: [{ role: 'tab', count: 4 }],
});

/** More tabs than fit: scroll buttons appear. */
export const ManyTabsOverflowing: Story = shows(() => <Playground initial={withTabs(MANY, '/content/work')} />, {
  text: ['当前页签：工作动态（/content/work）'],
  roles: [{ role: 'tab', count: 15 }],
});

/** The context menu of 角色管理, opened. */
export const ContextMenuOpen: Story = shows(() => <Playground initial={withTabs(FEW, '/isystem/role')} menuFor="/isystem/role" />, {
  roles: [{ role: 'menu' }, { role: 'menuitem', name: '关闭其它' }],
});

/** Only the home tab: closing it shows 首页不能关闭!. */
export const HomeOnly: Story = shows(() => <Playground initial={initialTabs()} />, {
  roles: [{ role: 'tab', count: 1 }],
  text: ['当前页签：首页'],
});
