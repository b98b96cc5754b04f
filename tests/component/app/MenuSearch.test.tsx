import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuSearch } from '@/app/menu-search/MenuSearch';
import { toMenuEntries } from '@/session/menu-model';
import { sampleMenu } from '../../unit/app/menu-fixture';

const entries = toMenuEntries(sampleMenu);

// The component loads the pinyin dictionary in the background; have it in the module cache, as a
// user who has had the console open for a moment would.
beforeAll(async () => {
  await import('@/app/menu-search/match');
});

describe('MenuSearch', () => {
  it('finds 用户管理 by pinyin initials and hands the entry over on Enter', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<MenuSearch entries={entries} onPick={onPick} />);
    await user.type(screen.getByRole('combobox', { name: '搜索菜单' }), 'yhgl');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['用户管理系统管理']);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ key: 'user', path: '/isystem/user' }));
    expect(screen.getByRole('combobox', { name: '搜索菜单' })).toHaveValue('');
  });

  it('finds entries by full pinyin typed with spaces', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<MenuSearch entries={entries} onPick={onPick} />);
    await user.type(screen.getByRole('combobox', { name: '搜索菜单' }), 'shu ju zi dian');
    await user.click(screen.getByRole('option', { name: /数据字典/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ title: '数据字典' }));
  });

  it('never offers hidden entries or RouteView containers', async () => {
    const user = userEvent.setup();
    render(<MenuSearch entries={entries} onPick={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: '搜索菜单' }), 'xt');
    expect(screen.queryByRole('option', { name: /^系统管理/ })).toBeNull();
    await user.clear(screen.getByRole('combobox', { name: '搜索菜单' }));
    await user.type(screen.getByRole('combobox', { name: '搜索菜单' }), '用户详情');
    expect(screen.getByText('没有查询到任何数据')).toBeInTheDocument();
  });

  it('on mobile opens a dialog titled 搜索菜单 and closes it after a pick', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<MenuSearch entries={entries} onPick={onPick} mobile />);
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    const dialog = screen.getByRole('dialog', { name: '搜索菜单' });
    await user.type(within(dialog).getByRole('combobox'), 'baidu');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ external: true, title: '百度' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  });
});
