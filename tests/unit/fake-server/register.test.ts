import { describe, expect, it } from 'vitest';
import { resetFakeDb, server } from '@fake/node';
import { DEMO_SMS_CODE } from '@fake/config';
import { call, login } from './fake-client';
import { withFakeServer } from './fake-server-hooks';

withFakeServer(server, resetFakeDb);

const post = (path: string, json: unknown) => call(path, { method: 'POST', json });

describe('self-registration and forgotten password', () => {
  it('registers a new mobile number with the SMS code, and the account can then log in', async () => {
    expect((await post('/sys/sms', { mobile: '13900000001', smsmode: '1' })).body.success).toBe(true);
    const wrong = await post('/sys/user/register', { phone: '13900000001', smscode: '000000', password: 'pw123456' });
    expect(wrong.body).toMatchObject({ success: false, message: '手机验证码错误' });
    const ok = await post('/sys/user/register', { phone: '13900000001', smscode: DEMO_SMS_CODE, password: 'pw123456' });
    expect(ok.body).toMatchObject({ success: true, code: 200 });
    expect((await login('13900000001', 'pw123456')).body).toMatchObject({ success: true, code: 200 });
  });

  it('verifies the phone, then sets a new password that works at login', async () => {
    const phoneOf = await login('admin');
    const phone = phoneOf.body.result.userInfo.phone!;
    await post('/sys/sms', { mobile: phone, smsmode: '2' });
    const verified = await post('/sys/user/phoneVerification', { phone, smscode: DEMO_SMS_CODE });
    expect(verified.body).toMatchObject({ success: true, result: { username: 'admin' } });
    const changed = await call(`/sys/user/passwordChange?username=admin&password=newpass1&smscode=${DEMO_SMS_CODE}&phone=${phone}`);
    expect(changed.body).toMatchObject({ success: true, message: '密码重置成功!' });
    expect((await login('admin', '123456')).body.message).toBe('用户名或密码错误');
    expect((await login('admin', 'newpass1')).body.success).toBe(true);
  });
});
