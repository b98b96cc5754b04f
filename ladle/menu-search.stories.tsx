import type { Story } from '@ladle/react';
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MenuNode } from '@/api/sys/permission';
import { MenuSearch } from '@/app/menu-search/MenuSearch';
import { toMenuEntries, type MenuEntry } from '@/session/menu-model';
import { shows } from './story-shows';

export default { title: 'Shell / Menu search' };

const page = (id: string, path: string, title: string, extra: Partial<MenuNode> = {}, meta: MenuNode['meta'] = {}): MenuNode => ({
  id,
  route: '1',
  path,
  name: id,
  component: `system/${id}`,
  meta: { title, ...meta },
  ...extra,
});

const group = (id: string, path: string, title: string, children: MenuNode[]): MenuNode => ({
  ...page(id, path, title),
  component: 'layouts/RouteView',
  children,
});

const menu: MenuNode[] = [
  page('home', '/dashboard/analysis', '首页'),
  group('sys', '/isystem', '系统管理', [
    page('user', '/isystem/user', '用户管理'),
    page('role', '/isystem/role', '角色管理'),
    page('depart', '/isystem/depart', '部门管理'),
    page('permission', '/isystem/permission', '菜单管理'),
    page('dict', '/isystem/dict', '数据字典'),
    page('userDetail', '/isystem/user/detail', '用户详情', { hidden: true }, { hideMenu: true }),
  ]),
  group('content', '/content', '信息管理', [
    page('notice', '/content/notice', '通知公告'),
    page('hot', '/content/hot', '热点聚焦'),
    page('study', '/content/study', '学习园地'),
  ]),
  group('monitor', '/monitor', '系统监控', [
    page('redis', '/monitor/redis', 'Redis 监控'),
    page('site', 'a1b2c3', '省局网站', { route: '0' }, { internalOrExternal: true, url: 'https://www.example.gov.cn' }),
  ]),
];

function Demo({ query, mobile }: { query?: string; mobile?: boolean }) {
  const entries = useMemo(() => toMenuEntries(menu), []);
  const [picked, setPicked] = useState<MenuEntry | null>(null);
  return (
    <Box sx={{ p: 2, minHeight: 360 }}>
      <MenuSearch entries={entries} onPick={setPicked} initialQuery={query} mobile={mobile} />
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {picked ? `已选择：${picked.title}（${picked.external ? picked.url : picked.path}）` : '输入标题、拼音首字母（yhgl）或全拼（yonghuguanli）'}
      </Typography>
    </Box>
  );
}

export const Empty: Story = shows(() => <Demo />, { text: ['输入标题、拼音首字母（yhgl）或全拼（yonghuguanli）'], roles: [{ role: 'combobox' }], absent: ['用户管理', '没有查询到任何数据'] });

/** Title substring: every entry containing 管理. */
export const Results: Story = shows(() => <Demo query="管理" />, { text: ['用户管理', '角色管理', '部门管理', '菜单管理'], roles: [{ role: 'option', count: 4 }], absent: ['用户详情', '没有查询到任何数据'] });

/** Pinyin initials: yhgl → 用户管理. */
export const PinyinInitials: Story = shows(() => <Demo query="yhgl" />, { text: ['用户管理'], roles: [{ role: 'option', count: 1 }] });

/** Full pinyin with spaces. */
export const FullPinyin: Story = shows(() => <Demo query="xue xi" />, { text: ['学习园地'], roles: [{ role: 'option', count: 1 }] });

export const NoMatch: Story = shows(() => <Demo query="zzzz" />, { text: ['没有查询到任何数据'], roles: [{ role: 'option', count: 0 }] });

/** Small screens: a button opening the 搜索菜单 dialog. */
export const Mobile: Story = shows(() => <Demo mobile />, { text: ['输入标题、拼音首字母（yhgl）或全拼（yonghuguanli）'], roles: [{ role: 'button', name: '搜索菜单' }, { role: 'combobox', count: 0 }] });
