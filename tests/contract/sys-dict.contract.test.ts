/**
 * Shapes of the 数据字典 answers against contract §4.5 / §5.6 (the category
 * and rule screens' answers are appended below as their screens land):
 * envelope codes, the page keys, `status_dictText`, exact entity fields.
 */
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import type { Page } from '@/api/envelope';
import { db } from '@fake/db/tables';
import { sysDictAdminHandlers } from '@fake/handlers/sys-dict-admin';
import { call, tokenOf } from '../unit/fake-server/fake-client';
import { resetFakeDb } from '../component/system/dict/dict-server';
import { resetWithRules, rulesServer } from '../component/system/check-rule/rules-server';
import { arrayOf, envelope, errorEnvelope, expectShape, literal, nullable, num, object, optional, page, str } from './shapes';

const ns = nullable(str);
const audit = { createBy: optional(ns), createTime: optional(ns), updateBy: optional(ns), updateTime: optional(ns) };
const sysDictFields = { id: str, type: num, dictName: str, dictCode: str, description: optional(ns), delFlag: num, ...audit };
const sysDict = object(sysDictFields);
const dictItemFields = { id: str, dictId: str, itemText: str, itemValue: str, description: optional(ns), sortOrder: num, status: num, ...audit };
const listedItem = object({ ...dictItemFields, status_dictText: str });
const okMessage = (message: string) => object({ success: literal(true), message: literal(message), code: literal(200), result: literal(message), timestamp: num });
const okNull = (message: string) => object({ success: literal(true), message: literal(message), code: literal(200), result: literal(null), timestamp: num });

// One server with every handler these screens use: the rules server plus the dictionary handlers.
const server = rulesServer;
beforeAll(() => {
  server.use(...sysDictAdminHandlers);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

let token: string;
beforeEach(async () => {
  await resetFakeDb();
  token = await tokenOf('admin');
});

const get = async (path: string) => (await call(path, { token })).body;
const send = async (method: string, path: string, json?: unknown) => (await call(path, { method, token, json })).body;
const sexId = () => db.sysDict.findFirst((q) => q.where({ dictCode: 'sex' }))!.id;

describe('/sys/dict (contract §4.5)', () => {
  it('list is a code-0 page of SysDict', async () => expectShape(await get('/sys/dict/list?pageNo=1&pageSize=10&column=createTime&order=desc'), envelope(page(sysDict), 0)));

  it('add / edit / delete answer their messages', async () => {
    expectShape(await send('POST', '/sys/dict/add', { dictName: '文种', dictCode: 'doc_kind' }), okNull('保存成功！'));
    expectShape(await send('PUT', '/sys/dict/edit', { id: sexId(), dictName: '性别' }), okNull('编辑成功!'));
    expectShape(await send('PUT', '/sys/dict/edit', { id: 'missing' }), errorEnvelope());
    expectShape(await send('DELETE', `/sys/dict/delete?id=${sexId()}`), okNull('删除成功!'));
  });

  it('recycle bin: deleteList is a code-0 array, back and deletePhysic answer Result.ok(msg)', async () => {
    const id = sexId();
    await send('DELETE', `/sys/dict/delete?id=${id}`);
    expectShape(await get('/sys/dict/deleteList'), envelope(arrayOf(sysDict), 0));
    expectShape(await send('PUT', `/sys/dict/back/${id}`), okMessage('操作成功!'));
    await send('DELETE', `/sys/dict/delete?id=${id}`);
    expectShape(await send('DELETE', `/sys/dict/deletePhysic/${id}`), okMessage('删除成功!'));
  });

  it('treeList adds key and title', async () => {
    expectShape(await get('/sys/dict/treeList'), envelope(arrayOf(object({ ...sysDictFields, key: str, title: str })), 0));
  });
});

describe('/sys/dictItem (contract §4.5)', () => {
  it('list is a code-0 page with status_dictText; writes and the value check answer their messages', async () => {
    const res = await get(`/sys/dictItem/list?dictId=${sexId()}`);
    expectShape(res, envelope(page(listedItem), 0));
    const item = (res.result as Page<{ id: string }>).records[0];
    expectShape(await send('POST', '/sys/dictItem/add', { dictId: sexId(), itemText: '未知', itemValue: '0', sortOrder: 3, status: 1 }), okNull('保存成功！'));
    expectShape(await send('PUT', '/sys/dictItem/edit', { id: item.id, itemText: '男性' }), okNull('编辑成功!'));
    expectShape(await get(`/sys/dictItem/dictItemCheck?dictId=${sexId()}&itemValue=9`), okMessage('该值可用！'));
    expectShape(await get(`/sys/dictItem/dictItemCheck?dictId=${sexId()}&itemValue=2`), errorEnvelope());
    expectShape(await send('DELETE', `/sys/dictItem/delete?id=${item.id}`), okNull('删除成功!'));
  });
});

// ---- categories and rules (contract §4.9, §4.12, §4.13) ----

const category = object({ id: str, pid: str, name: str, code: str, sysOrgCode: optional(ns), hasChild: str, ...audit });
const checkRule = object({ id: str, ruleName: str, ruleCode: str, ruleJson: str, ruleDescription: optional(ns), ...audit });
const fillRule = object({ id: str, ruleName: str, ruleCode: str, ruleClass: str, ruleParams: optional(ns), ...audit });
const okData = (result: ReturnType<typeof object>) => envelope(result, 200);

describe('categories, check rules and fill rules', () => {
  beforeEach(async () => {
    await resetWithRules();
    token = await tokenOf('admin');
  });

  it('/sys/category: rootList page, childList array, add/edit/delete messages, checkCode', async () => {
    expectShape(await get('/sys/category/rootList?pid=0&pageNo=1&pageSize=10'), envelope(page(category), 0));
    const root = (await get('/sys/category/rootList?pid=0')).result as Page<{ id: string; code: string }>;
    expectShape(await get(`/sys/category/childList?pid=${root.records[0].id}`), envelope(arrayOf(category), 0));
    expectShape(await send('POST', '/sys/category/add', { pid: root.records[0].id, name: '新增分类' }), okNull('添加成功！'));
    expectShape(await send('PUT', '/sys/category/edit', { id: root.records[0].id, name: '信息' }), okNull('修改成功!'));
    expectShape(await get(`/sys/category/checkCode?pid=${root.records[0].id}&code=${root.records[0].code}A99`), envelope(literal(null), 200));
    expectShape(await get(`/sys/category/checkCode?pid=${root.records[0].id}&code=B01`), errorEnvelope());
    expectShape(await get('/sys/category/loadAllData?code=A01'), envelope(arrayOf(object({ value: str, text: str, title: str, label: str })), 0));
    expectShape(await send('DELETE', `/sys/category/delete?id=${root.records[2].id}`), okNull('删除成功!'));
  });

  it('/sys/checkRule: Result.ok(page) list, Result.ok(msg) writes', async () => {
    const res = await get('/sys/checkRule/list?pageNo=1&pageSize=10');
    expectShape(res, okData(page(checkRule)));
    const id = (res.result as Page<{ id: string }>).records[0].id;
    expectShape(await send('POST', '/sys/checkRule/add', { ruleName: 'x', ruleCode: 'x', ruleJson: '[]' }), okMessage('添加成功！'));
    expectShape(await send('PUT', '/sys/checkRule/edit', { id, ruleName: 'y' }), okMessage('编辑成功!'));
    expectShape(await get(`/sys/checkRule/queryById?id=${id}`), okData(checkRule));
    expectShape(await send('DELETE', `/sys/checkRule/deleteBatch?ids=${id},`), okMessage('批量删除成功！'));
  });

  it('/sys/fillRule: list, writes, testFillRule and executeRuleByCode[Batch]', async () => {
    const res = await get('/sys/fillRule/list');
    expectShape(res, okData(page(fillRule)));
    expectShape(await get('/sys/fillRule/testFillRule?ruleCode=category_code_rule'), envelope(literal('A04'), 200));
    expectShape(await get('/sys/fillRule/testFillRule?ruleCode=nope'), envelope(literal(null), 200));
    expectShape(await send('PUT', '/sys/fillRule/executeRuleByCode/shop_order_num', { name: 'X' }), envelope(str, 200));
    expectShape(
      await send('PUT', '/sys/fillRule/executeRuleByCodeBatch', { commonFormData: {}, rules: [{ ruleCode: 'category_code_rule', formData: { pid: '0' } }] }),
      envelope(arrayOf(object({ ruleCode: literal('category_code_rule'), result: literal('A04') })), 200),
    );
    const id = (res.result as Page<{ id: string }>).records[0].id;
    expectShape(await send('PUT', '/sys/fillRule/edit', { id, ruleParams: '{"prefix":"ZW"}' }), okMessage('编辑成功!'));
    expectShape(await send('DELETE', `/sys/fillRule/delete?id=${id}`), okMessage('删除成功!'));
  });
});
