/**
 * The side menu's 侧边菜单手风琴模式: off, groups open side by side; on, opening a group closes its
 * open siblings at the same level (nested levels keep their own). The setting is off by default and
 * lives in the display settings.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuNode } from '@/api/sys/permission';
import { SideMenu } from '@/app/layout/SideMenu';
import { toMenuEntries } from '@/session/menu-model';
import { SettingsDrawer } from '@/app/settings/SettingsDrawer';
import { createDisplaySettingsStore, DEFAULT_DISPLAY_SETTINGS, normalizeSettings } from '@/ui/display-settings';
import { createStorage } from '@/lib/storage';

const page = (id: string, path: string, title: string): MenuNode => ({ id, route: '1', path, name: id, component: 'system/UserList', meta: { title } });
const group = (id: string, path: string, title: string, children: MenuNode[]): MenuNode => ({
  id,
  route: '1',
  path,
  name: id,
  component: 'layouts/RouteView',
  redirect: null,
  meta: { title },
  children,
});

const MENU: MenuNode[] = [
  page('home', '/dashboard/analysis', '首页'),
  group('sys', '/isystem', '系统管理', [
    page('user', '/isystem/user', '用户管理'),
    group('org', '/isystem/org', '组织机构', [page('depart', '/isystem/depart', '部门管理')]),
    group('auth', '/isystem/auth', '权限设置', [page('role', '/isystem/role', '角色管理')]),
  ]),
  group('content', '/content', '信息管理', [page('notice', '/content/notice', '通知公告')]),
  group('links', '/links', '链接管理', [page('friend', '/links/friend', '友情链接')]),
];

function setup(accordion: boolean | undefined, trail: string[] = []) {
  const user = userEvent.setup({ delay: null });
  render(<SideMenu entries={toMenuEntries(MENU)} trail={trail} collapsed={false} dark accordion={accordion} onOpen={vi.fn()} />);
  const nav = screen.getByRole('navigation', { name: '主菜单' });
  const groupButton = (name: string) => within(nav).getByRole('button', { name });
  const expanded = (name: string) => groupButton(name).getAttribute('aria-expanded') === 'true';
  return { user, groupButton, expanded };
}

describe('side menu accordion', () => {
  it('off: opening a group leaves the others open', async () => {
    const { user, groupButton, expanded } = setup(false);
    await user.click(groupButton('系统管理'));
    await user.click(groupButton('信息管理'));
    await user.click(groupButton('链接管理'));
    expect(['系统管理', '信息管理', '链接管理'].map(expanded)).toEqual([true, true, true]);
  });

  it('on: opening a group closes its open sibling at the same level, and a nested level keeps its own', async () => {
    const { user, groupButton, expanded } = setup(true);
    await user.click(groupButton('系统管理'));
    await user.click(groupButton('组织机构'));
    await user.click(groupButton('权限设置'));
    // Siblings inside 系统管理: only the last one opened stays open; the parent stays open.
    expect([expanded('系统管理'), expanded('组织机构'), expanded('权限设置')]).toEqual([true, false, true]);
    await user.click(groupButton('信息管理'));
    expect([expanded('系统管理'), expanded('信息管理')]).toEqual([false, true]);
    // Closing the open one leaves none open.
    await user.click(groupButton('信息管理'));
    expect(['系统管理', '信息管理', '链接管理'].map(expanded)).toEqual([false, false, false]);
  });

  it('on: the group of the current route starts open, alone', () => {
    const entries = toMenuEntries(MENU);
    const notice = entries.find((e) => e.title === '信息管理')!;
    const { expanded } = setup(true, [notice.key, notice.children[0].key]);
    expect(['系统管理', '信息管理', '链接管理'].map(expanded)).toEqual([false, true, false]);
  });
});

describe('侧边菜单手风琴模式 setting', () => {
  it('is off by default, switches on in 系统设置 and is kept in the display settings', async () => {
    expect(DEFAULT_DISPLAY_SETTINGS.accordionMenu).toBe(false);
    expect(normalizeSettings({ accordionMenu: 'yes' }).accordionMenu).toBe(false);
    localStorage.clear();
    const store = createDisplaySettingsStore(createStorage(localStorage));
    const user = userEvent.setup({ delay: null });
    render(<SettingsDrawer open onClose={vi.fn()} store={store} />);
    const toggle = screen.getByLabelText('侧边菜单手风琴模式', { selector: 'input' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(store.getSnapshot().accordionMenu).toBe(true);
    expect(JSON.parse(localStorage.getItem('pro__DISPLAY_SETTINGS') ?? 'null')?.value).toMatchObject({ accordionMenu: true });
  });
});
