import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabBar } from '@/app/tabs/TabBar';
import { initialTabs, openTab, type TabsState } from '@/app/tabs/tab-model';

function start(active = '/b'): TabsState {
  let s = initialTabs();
  s = openTab(s, '/a', '甲');
  s = openTab(s, '/b', '乙');
  s = openTab(s, '/c', '丙');
  return { ...s, activeKey: active };
}

function Harness(props: { initial: TabsState; onMessage: (t: string) => void; onSelect: (k: string) => void; onState?: (s: TabsState) => void }) {
  const [state, setState] = useState(props.initial);
  return (
    <>
      <TabBar
        tabs={state.tabs}
        activeKey={state.activeKey}
        onSelect={(k) => {
          props.onSelect(k);
          setState((s) => ({ ...s, activeKey: k }));
        }}
        onChange={(next) => {
          props.onState?.(next);
          setState(next);
        }}
        onMessage={props.onMessage}
      />
      <output data-testid="refresh">{state.tabs.map((t) => `${t.title}:${t.refreshKey}`).join(',')}</output>
    </>
  );
}

function setup(initial = start()) {
  const onMessage = vi.fn();
  const onSelect = vi.fn();
  const user = userEvent.setup();
  render(<Harness initial={initial} onMessage={onMessage} onSelect={onSelect} />);
  const tabNames = () => screen.getAllByRole('tab').map((t) => t.getAttribute('aria-label'));
  return { user, onMessage, onSelect, tabNames };
}

describe('TabBar', () => {
  it('selects a tab on click', async () => {
    const { user, onSelect } = setup();
    await user.click(screen.getByRole('tab', { name: '甲' }));
    expect(onSelect).toHaveBeenCalledWith('/a');
    expect(screen.getByRole('tab', { name: '甲' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers no × on 首页, and Delete on it says 首页不能关闭!', async () => {
    const { user, onMessage, tabNames } = setup();
    expect(screen.queryByRole('button', { name: '关闭 首页', hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭 甲', hidden: true })).toBeInTheDocument();
    screen.getByRole('tab', { name: '首页' }).focus();
    await user.keyboard('{Delete}');
    expect(onMessage).toHaveBeenCalledWith('首页不能关闭!');
    expect(tabNames()).toEqual(['首页', '甲', '乙', '丙']);
  });

  it('refuses to close the last tab with 这是最后一页，不能再关闭了啦', async () => {
    const { user, onMessage } = setup({ tabs: [{ key: '/only', url: '/only', title: '唯一', refreshKey: 0 }], activeKey: '/only' });
    await user.click(screen.getByRole('button', { name: '关闭 唯一', hidden: true }));
    expect(onMessage).toHaveBeenCalledWith('这是最后一页，不能再关闭了啦');
  });

  it('closing the active tab shows its right neighbour without selecting the closed one', async () => {
    const { user, onSelect, tabNames } = setup();
    await user.click(screen.getByRole('button', { name: '关闭 乙', hidden: true }));
    expect(tabNames()).toEqual(['首页', '甲', '丙']);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('/c');
  });

  it('offers 刷新 / 关闭左侧 / 关闭右侧 / 关闭其它 on right click', async () => {
    const { user } = setup();
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '乙' }) });
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['刷新', '关闭左侧', '关闭右侧', '关闭其它']);
  });

  it('关闭左侧 closes the tabs left of the clicked tab but keeps home', async () => {
    const { user, tabNames } = setup();
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '乙' }) });
    await user.click(screen.getByRole('menuitem', { name: '关闭左侧' }));
    expect(tabNames()).toEqual(['首页', '乙', '丙']);
  });

  it('关闭右侧 closes the tabs right of the clicked tab and activates it when the active one went', async () => {
    const { user, tabNames, onSelect } = setup(start('/c'));
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '甲' }) });
    await user.click(screen.getByRole('menuitem', { name: '关闭右侧' }));
    expect(tabNames()).toEqual(['首页', '甲']);
    expect(onSelect).toHaveBeenLastCalledWith('/a');
  });

  it('关闭其它 keeps home and the clicked tab', async () => {
    const { user, tabNames } = setup();
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '丙' }) });
    await user.click(screen.getByRole('menuitem', { name: '关闭其它' }));
    expect(tabNames()).toEqual(['首页', '丙']);
  });

  it('刷新 remounts only the clicked tab', async () => {
    const { user } = setup();
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '甲' }) });
    await user.click(screen.getByRole('menuitem', { name: '刷新' }));
    expect(screen.getByTestId('refresh')).toHaveTextContent('首页:0,甲:1,乙:0,丙:0');
  });

  it('disables menu items that would close nothing', async () => {
    const { user } = setup();
    await user.pointer({ keys: '[MouseRight]', target: screen.getByRole('tab', { name: '甲' }) });
    expect(screen.getByRole('menuitem', { name: '关闭左侧' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: '关闭右侧' })).not.toHaveAttribute('aria-disabled');
  });

  it('opens the context menu from the keyboard with Shift+F10 and closes a tab with Delete', async () => {
    const { user, tabNames } = setup();
    screen.getByRole('tab', { name: '乙' }).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    screen.getByRole('tab', { name: '甲' }).focus();
    await user.keyboard('{Delete}');
    expect(tabNames()).toEqual(['首页', '乙', '丙']);
  });

  it('refreshes the active tab from the toolbar button', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '刷新当前页' }));
    expect(screen.getByTestId('refresh')).toHaveTextContent('首页:0,甲:0,乙:1,丙:0');
  });
});
