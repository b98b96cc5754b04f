/** The content areas' definitions and the form ↔ request mapping (src/features/content). */
import { describe, expect, it } from 'vitest';
import type { ContentRow } from '@/api/content';
import { areaOfComponent, CONTENT_AREAS, FIELDS_BY_KIND, REQUIRED_BY_KIND } from '@/features/content/areas';
import { BLANK_VALUES, toFormValues, toInput, validateContent } from '@/features/content/content-form';
import { CONTENT_AREA_PATHS } from '@fake/db/content';
import { AREA_CORPUS } from '@fake/seed/content-corpus';
import { MENU_TREE, type MenuSpec } from '@fake/seed/menu-spec';

const flat = (specs: readonly MenuSpec[]): MenuSpec[] => specs.flatMap((s) => [s, ...flat(s.children ?? [])]);

describe('CONTENT_AREAS', () => {
  it('defines the twelve areas with the server URL segments, kinds and columns', () => {
    expect(CONTENT_AREAS.map((a) => a.area).sort()).toEqual(Object.keys(CONTENT_AREA_PATHS).sort());
    for (const def of CONTENT_AREAS) {
      expect(def.segment).toBe(CONTENT_AREA_PATHS[def.area]);
      expect(def.permissionPrefix).toBe(def.area);
      expect(def.kind).toBe(AREA_CORPUS[def.area].kind);
      expect(def.columns.map((c) => [c.value, c.text])).toEqual(AREA_CORPUS[def.area].columns.map(([v, t]) => [v, t]));
    }
  });

  it('maps every content component string of the seeded menu to its area, and nothing else', () => {
    const menu = flat(MENU_TREE).filter((m) => m.component?.startsWith('content/'));
    expect(menu).toHaveLength(12);
    for (const m of menu) {
      const def = areaOfComponent(m.component!);
      expect(def?.title).toBe(m.name);
      expect(m.buttons?.map((b) => b.perms)).toContain(`${def?.permissionPrefix}:add`);
    }
    expect(areaOfComponent('system/UserList')).toBeUndefined();
  });

  it('gives links no body, picture links a required picture and articles the rich-text fields', () => {
    expect(FIELDS_BY_KIND.link).not.toContain('content');
    expect(REQUIRED_BY_KIND.picture).toContain('coverImage');
    expect(FIELDS_BY_KIND.article).toEqual(expect.arrayContaining(['content', 'coverImage', 'attachments', 'source', 'author', 'publishTime']));
  });
});

describe('content form', () => {
  it('requires a title of at most 100 characters', () => {
    expect(validateContent(BLANK_VALUES, 'article')).toEqual({ title: '请输入标题' });
    expect(validateContent({ ...BLANK_VALUES, title: '通'.repeat(101) }, 'article').title).toBe('最大长度100位字符');
    expect(validateContent({ ...BLANK_VALUES, title: '通'.repeat(100) }, 'article')).toEqual({});
  });

  it('accepts only http and https link addresses, and wants a picture for picture links', () => {
    const base = { ...BLANK_VALUES, title: '链接' };
    expect(validateContent({ ...base, linkUrl: 'javascript:alert(1)' }, 'link').linkUrl).toBe('请输入以http://或https://开头的链接地址');
    expect(validateContent({ ...base, linkUrl: 'HTTPS://www.gov.cn/' }, 'link')).toEqual({});
    expect(validateContent({ ...base, linkUrl: 'http://a.cn' }, 'picture')).toEqual({ coverImage: '请上传图片' });
  });

  it('sends only the fields of the kind, blanks as null and the sort as a number', () => {
    const values = { ...BLANK_VALUES, title: ' 标题 ', linkUrl: 'https://a.cn', content: '<p>x</p>', sortNo: '3', source: '' };
    expect(toInput(values, 'link')).toEqual({ title: '标题', columnCode: null, linkUrl: 'https://a.cn', sortNo: 3, status: '1' });
    const article = toInput(values, 'article');
    expect(article).toMatchObject({ title: '标题', content: '<p>x</p>', source: null, sortNo: 3 });
    expect(article).not.toHaveProperty('linkUrl');
  });

  it('reads a record into strings and back without loss', () => {
    const record = { id: '1', area: 'notice', title: '关于…的通知', content: '<p>a</p>', sortNo: 2, status: '0', auditStatus: '2', publishTime: '2024-05-01 09:00:00' } as ContentRow;
    const values = toFormValues(record);
    expect(values).toMatchObject({ title: '关于…的通知', sortNo: '2', status: '0', source: '' });
    expect(toInput(values, 'article')).toMatchObject({ title: '关于…的通知', content: '<p>a</p>', sortNo: 2, status: '0', publishTime: '2024-05-01 09:00:00' });
  });
});
