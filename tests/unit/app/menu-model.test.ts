import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fillUrlVars,
  findTrail,
  flattenMenu,
  isUsableUrl,
  openKeys,
  resolveEntryUrl,
  resolveTemplateUrl,
  searchableEntries,
  selectedEntry,
  toMenuEntries,
} from '@/session/menu-model';
import { sampleMenu } from './menu-fixture';

const entries = toMenuEntries(sampleMenu);
const titles = (list: { title: string }[]) => list.map((e) => e.title);
const vars = { domianURL: 'http://localhost:3000/zw-lgb2', staticDomainURL: 'http://localhost:3000/zw-lgb2/sys/common/static', token: 'tok.en-1', tenantId: '7' };

describe('menu entries', () => {
  it('maps menu nodes to entries with their flags', () => {
    const user = flattenMenu(entries).find((e) => e.key === 'user')!;
    expect(user).toMatchObject({ path: '/isystem/user', title: '用户管理', keepAlive: true, hidden: false, routeView: false, routeFlag: true, iframe: false, external: false });
    const sys = entries[1];
    expect(sys).toMatchObject({ routeView: true, icon: 'setting' });
    const ext = flattenMenu(entries).find((e) => e.key === 'ext')!;
    expect(ext).toMatchObject({ external: true, iframe: true, routeFlag: false, url: 'https://www.baidu.com' });
  });

  it('titles an item without meta.title, or with a blank one, by its name', () => {
    // Answers the console should survive though the server always sends a title.
    const odd = [
      { ...sampleMenu[0], id: 'no-meta', name: 'account', meta: { hideMenu: true } },
      { ...sampleMenu[0], id: 'blank', name: 'blank-title', meta: { title: '  ' } },
    ] as unknown as typeof sampleMenu;
    expect(titles(toMenuEntries(odd))).toEqual(['account', 'blank-title']);
  });

  it('joins relative child paths to the parent path', () => {
    expect(flattenMenu(entries).find((e) => e.key === 'dict')?.path).toBe('/isystem/dict');
  });

  it('flattens parents before children', () => {
    expect(flattenMenu(entries).map((e) => e.key)).toEqual(['home', 'sys', 'user', 'role', 'user-detail', 'dict', 'notroute', 'mon', 'redis', 'report', 'ext']);
  });

  it('offers visible entries except RouteView containers and unroutable internal entries for search', () => {
    expect(titles(searchableEntries(entries))).toEqual(['首页', '用户管理', '角色管理', '数据字典', 'Redis 监控', '积木报表', '百度']);
  });

  it('finds the trail to a route for the breadcrumb, ignoring the query', () => {
    expect(titles(findTrail(entries, '/isystem/role?x=1'))).toEqual(['系统管理', '角色管理']);
    expect(findTrail(entries, '/nowhere')).toEqual([]);
  });

  it('selects the visible parent of a hidden route', () => {
    const trail = findTrail(entries, '/isystem/user/detail/42');
    expect(titles(trail)).toEqual(['系统管理', '用户详情']);
    expect(selectedEntry(trail)?.title).toBe('系统管理');
    expect(openKeys(findTrail(entries, '/isystem/role'))).toEqual(['sys']);
  });
});

describe('menu URL templates', () => {
  afterEach(() => vi.restoreAllMocks());

  it('evaluates the whitelisted config expressions', () => {
    expect(resolveTemplateUrl("{{ window._CONFIG['domianURL'] }}/jmreport/list", vars)).toBe('http://localhost:3000/zw-lgb2/jmreport/list');
    expect(resolveTemplateUrl('{{window._CONFIG["staticDomainURL"]}}/a.png', vars)).toBe('http://localhost:3000/zw-lgb2/sys/common/static/a.png');
    expect(resolveTemplateUrl("{{ _CONFIG.domianURL + '/x' }}", vars)).toBe('http://localhost:3000/zw-lgb2/x');
    expect(resolveTemplateUrl('https://r.example/view?t={{ token }}&tenant={{tenantId}}', vars)).toBe('https://r.example/view?t=tok.en-1&tenant=7');
  });

  it('turns anything else into an empty string without running it', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    expect(resolveTemplateUrl('{{ alert(1) }}', vars)).toBe('');
    expect(resolveTemplateUrl("{{ constructor.constructor('alert(1)')() }}", vars)).toBe('');
    expect(resolveTemplateUrl("{{ window._CONFIG['constructor'] }}", vars)).toBe('');
    expect(resolveTemplateUrl('{{ toString }}', vars)).toBe('');
    expect(resolveTemplateUrl("{{ 'javascript:alert(1)' }}", vars)).toBe('');
    expect(resolveTemplateUrl("https://ok.example/{{ window.location.href='x' }}", vars)).toBe('https://ok.example/');
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('keeps only usable http(s) URLs', () => {
    expect(isUsableUrl('/relative/path')).toBe(true);
    expect(isUsableUrl('javascript:alert(1)')).toBe(false);
    expect(isUsableUrl('http://[')).toBe(false);
    expect(resolveTemplateUrl('{{ nope }}', vars)).toBe('');
  });

  it('fills ${token} and ${tenantId} for iframe pages', () => {
    expect(fillUrlVars('https://x.example/?a=${token}&b=${tenantId}', { token: 'a b', tenantId: 3 })).toBe('https://x.example/?a=a%20b&b=3');
    const report = flattenMenu(entries).find((e) => e.key === 'report')!;
    expect(resolveEntryUrl(report, vars)).toBe('http://localhost:3000/zw-lgb2/jmreport/list?token=tok.en-1');
  });

  it('sends the session token only to this site and trusted origins', () => {
    const external = { url: 'https://report.example/view?token=${token}&t={{ token }}&tenant={{ tenantId }}' };
    expect(resolveEntryUrl(external, vars, [])).toBe('https://report.example/view?token=&t=&tenant=7');
    expect(resolveEntryUrl(external, vars, ['https://report.example'])).toBe('https://report.example/view?token=tok.en-1&t=tok.en-1&tenant=7');
    // A token that would change the origin (placed in the host) is never sent.
    expect(resolveEntryUrl({ url: 'https://{{ token }}.example/x' }, vars, ['https://report.example'])).not.toContain('tok.en-1');
  });
});
