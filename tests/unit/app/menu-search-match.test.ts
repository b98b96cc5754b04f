import { describe, expect, it } from 'vitest';
import { buildSearchIndex, indexTitle, matchIndexed, search } from '@/app/menu-search/match';

const titles = ['用户管理', '角色管理', '数据字典', 'Redis 监控', '女性统计', '银行卡管理', '系统公告'];
const index = buildSearchIndex(titles, (t) => t);
const find = (q: string) => search(index, q).map((h) => h.item);

describe('menu search matcher', () => {
  it('precomputes initials and full pinyin', () => {
    expect(indexTitle('x', '用户管理')).toMatchObject({ initials: 'yhgl', full: 'yonghuguanli' });
    expect(indexTitle('x', 'Redis 监控')).toMatchObject({ initials: 'redisjk', full: 'redisjiankong', lower: 'redis 监控' });
  });

  it('matches a title substring, case-insensitively', () => {
    expect(find('管理')).toEqual(['用户管理', '角色管理', '银行卡管理']);
    expect(find('REDIS')).toEqual(['Redis 监控']);
  });

  it('matches pinyin initials', () => {
    expect(find('yhgl')).toEqual(['用户管理']);
    expect(find('YHGL')).toEqual(['用户管理']);
    expect(find('gl')).toEqual(['用户管理', '角色管理', '银行卡管理']);
  });

  it('matches full pinyin with or without spaces', () => {
    expect(find('yonghuguanli')).toEqual(['用户管理']);
    expect(find('yong hu guan li')).toEqual(['用户管理']);
    expect(find('jiankong')).toEqual(['Redis 监控']);
  });

  it('reads context-dependent characters the way they are said (银行 is yinhang)', () => {
    expect(find('yinhang')).toEqual(['银行卡管理']);
    expect(find('yhk')).toEqual(['银行卡管理']);
  });

  it('accepts v or ü for ü', () => {
    expect(find('nvxing')).toEqual(['女性统计']);
    expect(find('nüxing')).toEqual(['女性统计']);
  });

  it('matches mixed initials and syllables', () => {
    expect(find('yhguanli')).toEqual(['用户管理']);
  });

  it('ranks title matches before initials, and prefixes before inner matches', () => {
    const idx = buildSearchIndex(['宫格', 'gg 设置', '公告', '格式'], (t) => t);
    expect(search(idx, 'gg').map((h) => [h.item, h.kind])).toEqual([
      ['gg 设置', 'title'],
      ['宫格', 'initials'],
      ['公告', 'initials'],
    ]);
    expect(search(idx, 'ge').map((h) => [h.item, h.kind])).toEqual([
      ['格式', 'pinyin'],
      ['宫格', 'pinyin'],
    ]);
  });

  it('matches nothing for an empty query or unrelated text', () => {
    expect(find('   ')).toEqual([]);
    expect(find('xyzq')).toEqual([]);
    expect(find('监督')).toEqual([]);
    expect(matchIndexed(index[0], '')).toBeNull();
  });
});
