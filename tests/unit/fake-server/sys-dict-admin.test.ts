/**
 * SysDictController / SysDictItemController writes of the fake backend
 * (contract §4.5): logical delete, the recycle bin, physical delete with the
 * items, and the item value check scoped to its dictionary.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/envelope';
import type { SysDict, SysDictItem } from '@/api/sys/dict';
import { db } from '@fake/db/tables';
import { call, tokenOf } from './fake-client';
import { dictServer, resetFakeDb } from '../../component/system/dict/dict-server';
import { withFakeServer } from './fake-server-hooks';

let token: string;
withFakeServer(dictServer, resetFakeDb, async () => {
  token = await tokenOf('admin');
});

const dictByCode = (dictCode: string) => db.sysDict.findFirst((q) => q.where({ dictCode }))!;

describe('/sys/dict writes', () => {
  it('adds with 保存成功！ and refuses a code already used, even by a deleted dictionary', async () => {
    const added = await call('/sys/dict/add', { method: 'POST', token, json: { dictName: '文种', dictCode: 'doc_kind' } });
    expect(added.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
    expect(dictByCode('doc_kind')).toMatchObject({ dictName: '文种', delFlag: 0, createBy: 'admin' });
    await call(`/sys/dict/delete?id=${dictByCode('doc_kind').id}`, { method: 'DELETE', token });
    const again = await call('/sys/dict/add', { method: 'POST', token, json: { dictName: '文种2', dictCode: 'doc_kind' } });
    expect(again.body).toMatchObject({ success: false, code: 500, message: '数据库中已存在该记录' });
  });

  it('deletes logically: gone from the list and getDictItems, listed in deleteList, back/{id} restores', async () => {
    const sex = dictByCode('sex');
    const del = await call(`/sys/dict/delete?id=${sex.id}`, { method: 'DELETE', token });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    const list = await call<Page<SysDict>>('/sys/dict/list?dictCode=sex', { token });
    expect(list.body.result.total).toBe(0);
    const bin = await call<SysDict[]>('/sys/dict/deleteList', { token });
    expect(bin.body.code).toBe(0);
    expect(bin.body.result.map((d) => d.dictCode)).toEqual(['sex']);
    const back = await call(`/sys/dict/back/${sex.id}`, { method: 'PUT', token });
    expect(back.body).toMatchObject({ success: true, code: 200, message: '操作成功!', result: '操作成功!' });
    expect(dictByCode('sex').delFlag).toBe(0);
  });

  it('deletePhysic/{id} removes the dictionary and its items', async () => {
    const sex = dictByCode('sex');
    await call(`/sys/dict/delete?id=${sex.id}`, { method: 'DELETE', token });
    const gone = await call(`/sys/dict/deletePhysic/${sex.id}`, { method: 'DELETE', token });
    expect(gone.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(db.sysDict.findFirst((q) => q.where({ id: sex.id }))).toBeUndefined();
    expect(db.sysDictItem.findMany((q) => q.where({ dictId: sex.id }))).toEqual([]);
  });

  it('edit answers 未找到对应实体 for an unknown id and deleteBatch 参数不识别！ for empty ids', async () => {
    expect((await call('/sys/dict/edit', { method: 'PUT', token, json: { id: 'nope', dictName: 'x' } })).body.message).toBe('未找到对应实体');
    expect((await call('/sys/dict/deleteBatch?ids=', { method: 'DELETE', token })).body.message).toBe('参数不识别！');
  });
});

describe('/sys/dictItem', () => {
  it('lists one dictionary’s items by sort order with status_dictText', async () => {
    const priority = dictByCode('priority');
    const res = await call<Page<SysDictItem & { status_dictText: string }>>(`/sys/dictItem/list?dictId=${priority.id}`, { token });
    expect(res.body.code).toBe(0);
    expect(res.body.result.records.map((i) => [i.itemValue, i.status_dictText])).toEqual([
      ['H', '启用'],
      ['M', '启用'],
      ['L', '启用'],
    ]);
  });

  it('checks a value only inside its own dictionary, ignoring the item being edited', async () => {
    const priority = dictByCode('priority');
    const high = db.sysDictItem.findFirst((q) => q.where({ dictId: priority.id, itemValue: 'H' }))!;
    const check = (q: string) => call(`/sys/dictItem/dictItemCheck?${q}`, { token }).then((r) => r.body);
    expect(await check(`dictId=${priority.id}&itemValue=H`)).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    expect(await check(`dictId=${priority.id}&itemValue=H&id=${high.id}`)).toMatchObject({ success: true, message: '该值可用！' });
    expect(await check(`dictId=${dictByCode('sex').id}&itemValue=H`)).toMatchObject({ success: true, message: '该值可用！' });
  });

  it('a disabled item drops out of getDictItems-backed dictionaries', async () => {
    const priority = dictByCode('priority');
    const high = db.sysDictItem.findFirst((q) => q.where({ dictId: priority.id, itemValue: 'H' }))!;
    const edit = await call('/sys/dictItem/edit', { method: 'PUT', token, json: { id: high.id, status: 0 } });
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    const all = await call<Record<string, Array<{ value: string }>>>('/sys/dict/queryAllDictItems', { token });
    expect(all.body.result.priority.map((i) => i.value)).toEqual(['M', 'L']);
  });
});
