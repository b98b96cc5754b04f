import { describe, expect, it } from 'vitest';
import type { DictMap, DictModel } from '@/api/envelope';
import { signParams } from '@/api/sign';
import { resetFakeDb, server } from '@fake/node';
import { withDictText } from '@fake/lib/dict';
import { BASE, call, tokenOf } from './fake-client';
import { withFakeServer } from './fake-server-hooks';

let token: string;
withFakeServer(server, resetFakeDb, async () => {
  token = await tokenOf('admin');
});

/** GET a dictionary path with explicit signing headers (null = header left out). */
async function getDict(path: string, sign: string | null, timestamp: string | null = String(Date.now())) {
  const headers: Record<string, string> = { 'X-Access-Token': token };
  if (sign !== null) headers['X-Sign'] = sign;
  if (timestamp !== null) headers['X-TIMESTAMP'] = timestamp;
  const res = await fetch(`${BASE}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as { success: boolean; code: number; message: string; result: DictModel[] } };
}

describe('signature check (contract §3 vectors)', () => {
  it('accepts vector 1: no params → E19D6243CB1945AB4F7202A1B00F77D5, and ignores _t', async () => {
    const { body } = await getDict('/sys/dict/getDictItems/sex', 'E19D6243CB1945AB4F7202A1B00F77D5');
    expect(body).toMatchObject({ success: true, code: 0, message: '' });
    expect(body.result.map((i) => i.text)).toEqual(['男', '女']);
    expect((await getDict('/sys/dict/getDictItems/sex?_t=1700000000', 'E19D6243CB1945AB4F7202A1B00F77D5')).body.success).toBe(true);
  });

  it('accepts vector 2: the comma path variable is signed as x-path-variable', async () => {
    const { body } = await getDict('/sys/dict/getDictItems/sys_user,realname,id', '77C52056EF6109F4874CBD8532C8F530');
    expect(body.success).toBe(true);
    expect(body.result.find((i) => i.text === '管理员')?.value).toBe('e9ca23d68d884d4ebb19d07889727dae');
  });

  it('accepts vector 3: query params and the path variable together', async () => {
    const { body } = await getDict('/sys/dict/getDictItems/sys_user,realname,username?keyword=ad&pageSize=10', '0D925D43AFDF1C7008E76183C7E69BFA');
    expect(body.success).toBe(true);
    expect(body.result).toContainEqual({ value: 'admin', text: '管理员', title: '管理员', label: '管理员' });
  });

  it('agrees with the client signing function', () => {
    expect(signParams('/sys/dict/getDictItems/sys_user,realname,username', { keyword: 'ad', pageSize: 10 })).toBe('0D925D43AFDF1C7008E76183C7E69BFA');
  });

  it('answers HTTP 200 Sign签名校验失败！ (code 500) for a wrong or missing signature', async () => {
    const wrong = await getDict('/sys/dict/getDictItems/sex', '77C52056EF6109F4874CBD8532C8F530');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: 'Sign签名校验失败！', result: null });
    expect((await getDict('/sys/dict/getDictItems/sex', null)).body.message).toBe('Sign签名校验失败！');
  });

  it('answers 操作失败，null without X-TIMESTAMP and …X-TIMESTAMP已过期 for one older than 5 minutes', async () => {
    const vector = 'E19D6243CB1945AB4F7202A1B00F77D5';
    expect((await getDict('/sys/dict/getDictItems/sex', vector, null)).body).toMatchObject({ success: false, code: 500, message: '操作失败，null' });
    const old = String(Date.now() - 6 * 60_000);
    expect((await getDict('/sys/dict/getDictItems/sex', vector, old)).body).toMatchObject({ success: false, code: 500, message: '操作失败，签名验证失败:X-TIMESTAMP已过期' });
  });

  it('accepts a 14-digit yyyyMMddHHmmss (GMT+8) timestamp', async () => {
    const d = new Date(Date.now() + 8 * 3600_000);
    const p = (n: number) => String(n).padStart(2, '0');
    const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
    expect((await getDict('/sys/dict/getDictItems/sex', 'E19D6243CB1945AB4F7202A1B00F77D5', stamp)).body.success).toBe(true);
  });

  it('checks the token before the signature', async () => {
    const res = await fetch(`${BASE}/sys/dict/getDictItems/sex`, { headers: { 'X-Sign': 'x', 'X-TIMESTAMP': String(Date.now()) } });
    expect(res.status).toBe(401);
  });
});

describe('dictionary reads', () => {
  const signed = (path: string) => getDict(path, signParams(path));

  it('answers 字典Code格式不正确！ for a table code with two parts, 操作失败 for an unknown table, [] for an unknown code', async () => {
    expect((await signed('/sys/dict/getDictItems/sys_user,realname')).body).toMatchObject({ success: false, code: 500, message: '字典Code格式不正确！' });
    expect((await signed('/sys/dict/getDictItems/no_table,a,b')).body).toMatchObject({ success: false, message: '操作失败' });
    expect((await signed('/sys/dict/getDictItems/no_such_code')).body).toMatchObject({ success: true, code: 0, result: [] });
  });

  it('filters a table dictionary by its condition part', async () => {
    const { body } = await signed("/sys/dict/getDictItems/sys_user,realname,username,username='editor'");
    expect(body.result).toEqual([{ value: 'editor', text: '李文静', title: '李文静', label: '李文静' }]);
  });

  it('answers queryAllDictItems with code 200 and every contract dictionary', async () => {
    const { body } = await call<DictMap>('/sys/dict/queryAllDictItems', { token });
    expect(body).toMatchObject({ success: true, code: 200, message: '' });
    for (const code of ['sex', 'user_status', 'del_flag', 'priority', 'msg_category', 'msg_type', 'send_status', 'log_type', 'operate_type', 'menu_type', 'perms_type', 'global_perms_type', 'quartz_status', 'tenant_status', 'position_rank', 'org_category', 'depart_status', 'dict_item_status', 'yn', 'valid_status', 'msgSendStatus', 'rule_conditions']) {
      expect(body.result[code]?.length, code).toBeGreaterThan(0);
    }
    expect(body.result.quartz_status.map((i) => [i.value, i.text])).toEqual([
      ['0', '正常'],
      ['-1', '停止'],
    ]);
  });

  it('answers refleshCache with code 0 on any method', async () => {
    expect((await call('/sys/dict/refleshCache', { token })).body).toMatchObject({ success: true, code: 0, result: null });
    expect((await call('/sys/dict/refleshCache', { token, method: 'POST' })).body.code).toBe(0);
  });
});

describe('dictText decoration', () => {
  it('adds <field>_dictText, translating comma lists item by item and dropping unknown values', () => {
    const rows = withDictText([{ sex: 1, status: 2 }, { sex: '1,2', status: 9 }, { sex: null, status: 1 }], { sex: 'sex', status: 'user_status' });
    expect(rows).toEqual([
      { sex: 1, status: 2, sex_dictText: '男', status_dictText: '冻结' },
      { sex: '1,2', status: 9, sex_dictText: '男,女', status_dictText: '' },
      { sex: null, status: 1, sex_dictText: '', status_dictText: '正常' },
    ]);
  });
});
