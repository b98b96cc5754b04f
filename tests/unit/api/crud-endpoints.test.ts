import { describe, expect, it } from 'vitest';
import { crudEndpoints } from '@/api/crud-endpoints';

describe('crudEndpoints', () => {
  it('builds the five CRUD paths under the base path', () => {
    expect(crudEndpoints('/sys/position')).toEqual({
      list: '/sys/position/list',
      add: '/sys/position/add',
      edit: '/sys/position/edit',
      delete: '/sys/position/delete',
      deleteBatch: '/sys/position/deleteBatch',
    });
  });

  it('keeps a nested base path whole', () => {
    expect(crudEndpoints('/sys/message/sysMessageTemplate')).toEqual({
      list: '/sys/message/sysMessageTemplate/list',
      add: '/sys/message/sysMessageTemplate/add',
      edit: '/sys/message/sysMessageTemplate/edit',
      delete: '/sys/message/sysMessageTemplate/delete',
      deleteBatch: '/sys/message/sysMessageTemplate/deleteBatch',
    });
  });

  it('adds no key beyond the five', () => {
    expect(Object.keys(crudEndpoints('/sys/role')).sort()).toEqual(['add', 'delete', 'deleteBatch', 'edit', 'list']);
  });
});
