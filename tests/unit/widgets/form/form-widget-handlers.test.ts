/** The fake endpoints behind the form widgets, called the way the client calls them. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetFakeDb } from '@fake/node';
import { checkRuleValue, CHECK_RULES } from '@fake/handlers/form-widgets';
import { signParams } from '@/api/sign';
import { loadDict, loadDictItem } from '@/api/sys/dict';
import { checkDuplicate, checkRule } from '@/api/sys/duplicate';
import { clearSession, saveLogin } from '@/session/session';
import { BASE, call, login } from '../../fake-server/fake-client';
import { formServer } from './fake-server';

beforeAll(() => formServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => formServer.close());

let token: string;
beforeEach(async () => {
  await resetFakeDb();
  const reply = await login('admin');
  token = reply.body.result.token;
  saveLogin(reply.body.result);
});

async function signedGet(path: string) {
  const res = await fetch(`${BASE}${path}`, { headers: { 'X-Access-Token': token, 'X-Sign': signParams(path), 'X-TIMESTAMP': String(Date.now()) } });
  return (await res.json()) as { success: boolean; code: number; message: string; result: unknown };
}

describe('GET /sys/dict/loadDict/{table,text,code}', () => {
  it('searches the text column with LIKE and answers code 0, at most pageSize items', async () => {
    const all = await loadDict('sys_user,realname,username', { pageSize: 1000 });
    expect(all.length).toBeGreaterThan(20);
    const page = await loadDict('sys_user,realname,username', { keyword: '管理', pageSize: 10 });
    expect(page).toContainEqual({ value: 'admin', text: '管理员', title: '管理员', label: '管理员' });
    expect(page.every((i) => i.text.includes('管理'))).toBe(true);
    expect(await loadDict('sys_user,realname,username', { pageSize: 3 })).toHaveLength(3);
    const body = await signedGet('/sys/dict/loadDict/sys_user,realname,username?keyword=%E7%AE%A1%E7%90%86&pageSize=10');
    expect(body).toMatchObject({ success: true, code: 0 });
  });

  it('applies a condition part', async () => {
    const items = await loadDict("sys_user,realname,username,username='admin'", { pageSize: 10 });
    expect(items.map((i) => i.value)).toEqual(['admin']);
  });

  it('rejects a code dictionary with 字典Code格式不正确！', async () => {
    await expect(loadDict('sex', { pageSize: 10 })).rejects.toThrow('字典Code格式不正确！');
  });

  it('answers an unknown table with 操作失败', async () => {
    await expect(loadDict('no_table,a,b', { pageSize: 10 })).rejects.toThrow('操作失败');
  });

  it('is signed: a wrong signature gets Sign签名校验失败！', async () => {
    const res = await fetch(`${BASE}/sys/dict/loadDict/sys_user,realname,username?keyword=a`, {
      headers: { 'X-Access-Token': token, 'X-Sign': 'WRONG', 'X-TIMESTAMP': String(Date.now()) },
    });
    expect(await res.json()).toMatchObject({ success: false, code: 500, message: 'Sign签名校验失败！' });
  });

  it('needs a session', async () => {
    clearSession();
    const res = await fetch(`${BASE}/sys/dict/loadDict/sys_user,realname,username`);
    expect(res.status).toBe(401);
  });
});

describe('GET /sys/dict/loadDictItem/{table,text,code}', () => {
  it('answers the texts of the keys in key order', async () => {
    expect(await loadDictItem('sys_user,realname,username', ['jeecg', 'admin'])).toEqual(['陈晓明', '管理员']);
  });

  it('drops unknown keys unless delNotExist is false', async () => {
    expect(await loadDictItem('sys_user,realname,username', 'admin,nobody')).toEqual(['管理员']);
    expect(await loadDictItem('sys_user,realname,username', 'admin,nobody', false)).toEqual(['管理员', 'nobody']);
  });

  it('needs exactly three parts', async () => {
    await expect(loadDictItem('sys_user,realname', 'admin')).rejects.toThrow('字典Code格式不正确！');
    await expect(loadDictItem('sex', 'admin')).rejects.toThrow('字典Code格式不正确！');
  });
});

describe('GET /sys/duplicate/check (contract §4.11)', () => {
  it('answers an empty value with success:true, code 500, 数据为空,不作处理！', async () => {
    const { body } = await call('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=', { token });
    expect(body).toMatchObject({ success: true, code: 500, message: '数据为空,不作处理！', result: null });
  });

  it('answers a free value with ok 该值可用！', async () => {
    const { body } = await call('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=nobody_here', { token });
    expect(body).toMatchObject({ success: true, code: 200, message: '该值可用！', result: '该值可用！' });
    await expect(checkDuplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_here' })).resolves.toBeUndefined();
  });

  it('answers a taken value with 该值不可用，系统中已存在！ unless it is the edited row', async () => {
    const { body } = await call('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin', { token });
    expect(body).toMatchObject({ success: false, code: 500, message: '该值不可用，系统中已存在！' });
    const adminId = 'e9ca23d68d884d4ebb19d07889727dae';
    await expect(checkDuplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: adminId })).resolves.toBeUndefined();
    await expect(checkDuplicate({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: 'other' })).resolves.toBe('该值不可用，系统中已存在！');
  });

  it('checks other seeded tables by column', async () => {
    await expect(checkDuplicate({ tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'admin' })).resolves.toBe('该值不可用，系统中已存在！');
    await expect(checkDuplicate({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01' })).resolves.toBe('该值不可用，系统中已存在！');
    await expect(checkDuplicate({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'Z99' })).resolves.toBeUndefined();
  });

  it('fails an unknown table like a SQL error', async () => {
    const { body } = await call('/sys/duplicate/check?tableName=nope&fieldName=a&fieldVal=b', { token });
    expect(body).toMatchObject({ success: false, code: 500 });
    expect(body.message).toMatch(/^操作失败，/);
  });
});

describe('GET /sys/checkRule/checkByCode (contract §4.12)', () => {
  it('passes a valid value with Result.ok()', async () => {
    const { body } = await call(`/sys/checkRule/checkByCode?ruleCode=common&value=${encodeURIComponent(encodeURIComponent('123456'))}`, { token });
    expect(body).toMatchObject({ success: true, code: 200, message: '', result: null });
    await expect(checkRule('common', '123456')).resolves.toBeUndefined();
  });

  it('fails with the rule message and the failure detail', async () => {
    const { body } = await call('/sys/checkRule/checkByCode?ruleCode=common&value=12a', { token });
    expect(body).toMatchObject({
      success: false,
      code: 500,
      message: '编码必须是6位数字',
      result: { digits: '*', pattern: '^\\d{6}$', message: '编码必须是6位数字', checkValue: '12a', passed: false },
    });
  });

  it('answers an unknown code with 该编码不存在', async () => {
    await expect(checkRule('nope', 'x')).resolves.toBe('该编码不存在');
  });

  it('decodes the client-encoded value a second time', async () => {
    await expect(checkRule('landline', '010-87655210')).resolves.toBeUndefined();
    await expect(checkRule('landline', '010 87655210')).resolves.toBe('请输入正确的座机号码');
  });
});

describe('checkRuleValue (SysCheckRuleServiceImpl.checkValue)', () => {
  const rules = CHECK_RULES.org_code.rules;
  it.each([
    ['A12', null],
    ['A12BC9', null],
    ['a12', '第一位必须是大写字母'],
    ['AB2', '第二、三位必须是数字'],
    ['A1', '第二、三位必须是数字'],
    ['A12-', '编码只能由大写字母和数字组成，长度3到12位'],
  ])('%s → %s', (value, message) => {
    expect(checkRuleValue(rules, value)?.message ?? null).toBe(message);
  });

  it('reports the checked slice and its indexes', () => {
    expect(checkRuleValue(rules, 'AB2')).toMatchObject({ digits: '2', beginIndex: 1, endIndex: 3, checkValue: 'B2', passed: false });
  });

  it('passes an empty value', () => {
    expect(checkRuleValue(rules, '')).toBeNull();
  });
});
