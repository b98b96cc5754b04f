import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HOME_PATH,
  MSG_HOME_NOT_CLOSABLE,
  MSG_LAST_TAB,
  TABS_STORAGE_KEY,
  closableCounts,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  deserializeTabs,
  initialTabs,
  keepOpenable,
  loadTabs,
  openTab,
  refreshTab,
  saveTabs,
  serializeTabs,
  setTabTitle,
  tabUrl,
  type TabsState,
} from '@/app/tabs/tab-model';

/** home, /a, /b, /c, /d with `active` active. */
function five(active = '/c'): TabsState {
  let s = initialTabs();
  for (const p of ['/a', '/b', '/c', '/d']) s = openTab(s, p, p.slice(1).toUpperCase());
  return { ...s, activeKey: active };
}
const keys = (s: TabsState) => s.tabs.map((t) => t.key);

describe('tab model', () => {
  it('starts with the fixed home tab titled 首页', () => {
    expect(initialTabs()).toEqual({ tabs: [{ key: HOME_PATH, url: HOME_PATH, title: '首页', refreshKey: 0 }], activeKey: HOME_PATH });
  });

  it('opens one tab per route path and remembers the full URL it last showed', () => {
    let s = openTab(initialTabs(), '/list?page=1', '列表');
    s = openTab(s, '/list?page=2&title=%E5%85%B3', '列表');
    expect(keys(s)).toEqual([HOME_PATH, '/list']);
    expect(s.activeKey).toBe('/list');
    expect(tabUrl(s, '/list')).toBe('/list?page=2&title=%E5%85%B3');
    s = openTab(s, '/other', '其它');
    expect(s.activeKey).toBe('/other');
    // Selecting the tab (or its menu entry) goes back to its last query; unknown paths go where they say.
    expect(tabUrl(s, '/list')).toBe('/list?page=2&title=%E5%85%B3');
    expect(tabUrl(s, '/nowhere')).toBe('/nowhere');
    const same = openTab(s, '/other');
    expect(same).toBe(s);
  });

  it('restores tabs stored under a full path as one tab per path, and keeps each tab\'s URL', () => {
    const s = deserializeTabs({
      tabs: [
        { key: '/list?page=2', title: '列表' },
        { key: '/list?page=3', title: '列表' },
        { key: '/b', title: 'B', url: '/b?sort=name,asc' },
        { key: '/c', title: 'C', url: '/elsewhere?x=1' },
        { key: '/d', title: 'D', url: '//evil.example/d' },
      ],
      activeKey: '/list?page=2',
    });
    expect(s && keys(s)).toEqual([HOME_PATH, '/list', '/b', '/c', '/d']);
    expect(s?.activeKey).toBe('/list');
    expect(s?.tabs.map((t) => t.url)).toEqual([HOME_PATH, '/list?page=2', '/b?sort=name,asc', '/c', '/d']);
    expect(serializeTabs(s!).tabs[2]).toEqual({ key: '/b', title: 'B', url: '/b?sort=name,asc' });
  });

  it('keeps the home tab titled 首页 whatever title the route passes', () => {
    const s = openTab(initialTabs(), HOME_PATH, 'Analysis');
    expect(s.tabs[0].title).toBe('首页');
  });

  it('refuses to close the home tab with 首页不能关闭!', () => {
    const s = five();
    const out = closeTab(s, HOME_PATH);
    expect(out.refused).toBe(MSG_HOME_NOT_CLOSABLE);
    expect(out.state).toBe(s);
  });

  it('refuses to close the last remaining tab with 这是最后一页，不能再关闭了啦', () => {
    const s: TabsState = { tabs: [{ key: '/only', url: '/only', title: 'x', refreshKey: 0 }], activeKey: '/only' };
    expect(closeTab(s, '/only')).toEqual({ state: s, refused: MSG_LAST_TAB });
  });

  it('activates the right neighbour when the active tab closes, the left one at the end', () => {
    expect(closeTab(five('/b'), '/b').state.activeKey).toBe('/c');
    const out = closeTab(five('/d'), '/d');
    expect(out.state.activeKey).toBe('/c');
    expect(keys(out.state)).toEqual([HOME_PATH, '/a', '/b', '/c']);
  });

  it('leaves the active tab alone when another tab closes', () => {
    const out = closeTab(five('/c'), '/a');
    expect(out.state.activeKey).toBe('/c');
    expect(keys(out.state)).toEqual([HOME_PATH, '/b', '/c', '/d']);
  });

  it('closes tabs left of the clicked one but keeps home', () => {
    const out = closeLeft(five('/a'), '/c');
    expect(keys(out.state)).toEqual([HOME_PATH, '/c', '/d']);
    expect(out.state.activeKey).toBe('/c');
  });

  it('closes tabs right of the clicked one (not of the active one)', () => {
    const out = closeRight(five('/d'), '/b');
    expect(keys(out.state)).toEqual([HOME_PATH, '/a', '/b']);
    expect(out.state.activeKey).toBe('/b');
  });

  it('keeps the active tab when it survives a bulk close', () => {
    expect(closeRight(five('/a'), '/b').state.activeKey).toBe('/a');
  });

  it('closes the others, keeping home and the clicked tab', () => {
    const out = closeOthers(five('/a'), '/c');
    expect(keys(out.state)).toEqual([HOME_PATH, '/c']);
    expect(out.state.activeKey).toBe('/c');
  });

  it('counts what each bulk close would remove, never home', () => {
    expect(closableCounts(five(), '/b')).toEqual({ left: 1, right: 2, others: 3 });
    expect(closableCounts(five(), HOME_PATH)).toEqual({ left: 0, right: 4, others: 4 });
  });

  it('retitles one tab', () => {
    const s = setTabTitle(five(), '/b', '编辑 张三');
    expect(s.tabs.find((t) => t.key === '/b')?.title).toBe('编辑 张三');
    expect(s.tabs.find((t) => t.key === '/a')?.title).toBe('A');
  });

  it('refresh bumps only that tab’s refreshKey', () => {
    const s = refreshTab(refreshTab(five(), '/b'), '/b');
    expect(s.tabs.map((t) => t.refreshKey)).toEqual([0, 0, 2, 0, 0]);
  });

  it('survives a reload through pro__MULTI_TABS, refresh counters reset', () => {
    saveTabs(refreshTab(five('/b'), '/b'));
    expect(localStorage.getItem('pro__' + TABS_STORAGE_KEY)).toContain('/b');
    const loaded = loadTabs();
    expect(keys(loaded)).toEqual(keys(five()));
    expect(loaded.activeKey).toBe('/b');
    expect(loaded.tabs.every((t) => t.refreshKey === 0)).toBe(true);
  });

  it('restores stored tabs only for the user who opened them', () => {
    saveTabs(five('/b'), 'admin');
    expect(keys(loadTabs('admin'))).toEqual(keys(five()));
    expect(loadTabs('admin').activeKey).toBe('/b');
    expect(loadTabs('editor')).toEqual(initialTabs());
    expect(loadTabs()).toEqual(initialTabs());
    // Tabs stored before tabs had an owner belong to nobody in particular.
    saveTabs(five('/b'));
    expect(loadTabs('admin')).toEqual(initialTabs());
  });

  it('drops restored tabs the user may not open, home always kept', () => {
    const allowed = new Set(['/a', '/c']);
    const kept = keepOpenable(five('/b'), (key) => allowed.has(key));
    expect(keys(kept)).toEqual([HOME_PATH, '/a', '/c']);
    expect(kept.activeKey).toBe(HOME_PATH);
    expect(keepOpenable(five('/c'), (key) => allowed.has(key)).activeKey).toBe('/c');
    expect(keys(keepOpenable(five(), () => false))).toEqual([HOME_PATH]);
    const all = five();
    expect(keepOpenable(all, () => true)).toBe(all);
  });

  it('falls back to the home tab for missing or tampered storage', () => {
    expect(loadTabs()).toEqual(initialTabs());
    localStorage.setItem('pro__MULTI_TABS', '{not json');
    expect(loadTabs()).toEqual(initialTabs());
    expect(deserializeTabs({ tabs: [{ key: 'https://evil.example', title: 'x' }], activeKey: 'x' })).toBeNull();
    expect(deserializeTabs({ tabs: [{ key: '//evil.example', title: 'x' }], activeKey: 'x' })).toBeNull();
  });

  it('puts home first and drops duplicates when restoring', () => {
    const s = deserializeTabs({ tabs: [{ key: '/a', title: 'A' }, { key: '/a', title: 'A' }], activeKey: '/gone' });
    expect(s && keys(s)).toEqual([HOME_PATH, '/a']);
    expect(s?.activeKey).toBe(HOME_PATH);
    expect(serializeTabs(s!)).toEqual({ tabs: [{ key: HOME_PATH, title: '首页' }, { key: '/a', title: 'A' }], activeKey: HOME_PATH });
  });

  it('keeps home first and the active tab open under any sequence of actions', () => {
    const path = fc.constantFrom(HOME_PATH, '/a', '/b?x=1', '/c', '/d', '/e');
    const action = fc.oneof(
      fc.record({ op: fc.constant('open' as const), key: path }),
      fc.record({ op: fc.constantFrom('close' as const, 'left' as const, 'right' as const, 'others' as const), key: path }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let s = initialTabs();
        for (const a of actions) {
          if (a.op === 'open') s = openTab(s, a.key, a.key);
          else if (a.op === 'close') s = closeTab(s, a.key).state;
          else if (a.op === 'left') s = closeLeft(s, a.key).state;
          else if (a.op === 'right') s = closeRight(s, a.key).state;
          else s = closeOthers(s, a.key).state;
          expect(s.tabs[0].key).toBe(HOME_PATH);
          expect(new Set(keys(s)).size).toBe(s.tabs.length);
          expect(keys(s)).toContain(s.activeKey);
        }
      }),
      { numRuns: 200 },
    );
  });
});
