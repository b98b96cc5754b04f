import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { RULES, codeRule, duplicateRule, isAsyncRule, lengthRules, validateValueAsync, type AnyRule } from '@/validation';
import { ok, server, setupMswServer } from '../api/msw-server';

setupMswServer();

describe('duplicateRule', () => {
  it('sends table, field, value and the edited row id, and passes the server message through', async () => {
    const check = vi.fn().mockResolvedValue('该值不可用，系统中已存在！');
    const rule = duplicateRule({ tableName: 'sys_user', fieldName: 'username', dataId: 'u1' }, check);
    await expect(rule.validateAsync('admin')).resolves.toBe('该值不可用，系统中已存在！');
    expect(check).toHaveBeenCalledWith({ tableName: 'sys_user', fieldName: 'username', dataId: 'u1', fieldVal: 'admin' });
  });

  it('asks the server nothing for an empty value', async () => {
    let calls = 0;
    server.use(
      http.get('*/zw-lgb2/sys/duplicate/check', () => {
        calls += 1;
        return HttpResponse.json(ok('该值可用！', { code: 200 }));
      }),
    );
    const rule = duplicateRule({ tableName: 'sys_user', fieldName: 'username' });
    await expect(rule.validateAsync('')).resolves.toBeUndefined();
    await expect(rule.validateAsync(null)).resolves.toBeUndefined();
    expect(calls).toBe(0);
    await expect(rule.validateAsync('free')).resolves.toBeUndefined();
    expect(calls).toBe(1);
  });
});

describe('codeRule', () => {
  it('sends the rule code and the URL-encoded value; the rule message on failure', async () => {
    let seen: URL | undefined;
    server.use(
      http.get('*/zw-lgb2/sys/checkRule/checkByCode', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ success: false, message: '编码必须是6位数字', code: 500, result: null });
      }),
    );
    await expect(codeRule('common').validateAsync('12 3')).resolves.toBe('编码必须是6位数字');
    expect(seen?.searchParams.get('ruleCode')).toBe('common');
    expect(seen?.searchParams.get('value')).toBe('12%203');
  });

  it('is skipped without a rule code or a value', async () => {
    const check = vi.fn().mockResolvedValue(undefined);
    await expect(codeRule('', check).validateAsync('x')).resolves.toBeUndefined();
    expect(check).toHaveBeenCalledWith('', 'x');
    await expect(codeRule('common').validateAsync('')).resolves.toBeUndefined();
  });
});

describe('validateValueAsync', () => {
  const server1 = vi.fn().mockResolvedValue('该值不可用，系统中已存在！');
  const rules: AnyRule[] = [...lengthRules({ required: '请输入编码', min: 3 }), RULES.enNum20, { name: 'dup', validateAsync: server1 }];

  it.each([
    ['', '请输入编码'],
    ['ab', '最小长度3位字符'],
    ['ab_c', '请输入20位以内的英文字符和数字'],
    ['abc', '该值不可用，系统中已存在！'],
  ])('%j → %s', async (value, message) => {
    await expect(validateValueAsync(value, rules)).resolves.toBe(message);
  });

  it('calls the server only when every earlier rule passed', async () => {
    server1.mockClear();
    await validateValueAsync('a_', rules);
    expect(server1).not.toHaveBeenCalled();
    await validateValueAsync('abcd', rules);
    expect(server1).toHaveBeenCalledTimes(1);
  });

  it('passes when every rule passes', async () => {
    await expect(validateValueAsync('abc', [RULES.enNum20, { name: 'free', validateAsync: async () => undefined }])).resolves.toBeUndefined();
  });

  it('tells server rules from pattern rules', () => {
    expect(isAsyncRule(codeRule('x'))).toBe(true);
    expect(isAsyncRule(RULES.email)).toBe(false);
  });
});
