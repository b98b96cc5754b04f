import { describe, it, expect, vi } from 'vitest';
import { render } from '@testing-library/react';
import { TabTitleContext, useTabTitle } from '@/app/tabs';
import { initialTabs, openTab, setTabTitle } from '@/app/tabs/tab-model';

function Screen({ title }: { title: string }) {
  useTabTitle(title);
  return <p>{title}</p>;
}

describe('dynamic tab titles', () => {
  it('lets a screen rename the tab it is shown in, and again when its title changes', () => {
    const setTitle = vi.fn();
    const { rerender } = render(
      <TabTitleContext.Provider value={setTitle}>
        <Screen title="编辑：张三" />
      </TabTitleContext.Provider>,
    );
    expect(setTitle).toHaveBeenLastCalledWith('编辑：张三');
    rerender(
      <TabTitleContext.Provider value={setTitle}>
        <Screen title="编辑：李四" />
      </TabTitleContext.Provider>,
    );
    expect(setTitle).toHaveBeenLastCalledWith('编辑：李四');
  });

  it('keeps a renamed tab title when the tab is shown again without a title', () => {
    let state = openTab(initialTabs(), '/isystem/user', '用户管理');
    state = setTabTitle(state, '/isystem/user', '编辑：张三');
    state = openTab(state, '/dashboard/analysis');
    state = openTab(state, '/isystem/user');
    expect(state.tabs.find((t) => t.key === '/isystem/user')?.title).toBe('编辑：张三');
  });
});
