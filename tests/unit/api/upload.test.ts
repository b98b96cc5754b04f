import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { uploadAction } from '@/api/http';
import { ApiError } from '@/api/errors';
import { apiEvents, type ApiEvent } from '@/api/events';
import { saveLogin } from '@/session/session';
import { ok, server, setupMswServer } from './msw-server';

setupMswServer();

describe('uploadAction', () => {
  it('posts multipart with the token header and resolves the envelope', async () => {
    saveLogin({
      token: 'jwt-up',
      userInfo: { id: 'u', username: 'u', realname: 'u', status: 1, delFlag: 0 },
      departs: [],
      multi_depart: 0,
      sysAllDictItems: {},
    });
    let token: string | null = null;
    let fields: string[] = [];
    server.use(
      http.post('*/zw-lgb2/sys/common/upload', async ({ request }) => {
        token = request.headers.get('X-Access-Token');
        // jsdom's File does not survive msw's XHR interception intact, so only field names are checked here.
        const form = await request.formData();
        fields = Array.from(form.keys());
        return HttpResponse.json(ok(null, { message: 'temp/a_1.txt' }));
      }),
    );
    const fd = new FormData();
    fd.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
    fd.append('biz', 'temp');
    const res = await uploadAction('/sys/common/upload', fd);
    expect(res).toMatchObject({ success: true, message: 'temp/a_1.txt' });
    expect(token).toBe('jwt-up');
    expect(fields).toEqual(['file', 'biz']);
  });

  it('rejects an HTTP failure with the catalogue message and publishes it', async () => {
    const events: ApiEvent[] = [];
    const off = apiEvents.subscribe((e) => events.push(e));
    server.use(http.post('*/zw-lgb2/sys/common/upload', () => new HttpResponse('', { status: 403 })));
    try {
      const e = await uploadAction('/sys/common/upload', new FormData()).catch((err: unknown) => err);
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).message).toBe('拒绝访问');
      expect(events).toEqual([{ type: 'notify', level: 'error', title: '系统提示', message: '拒绝访问' }]);
    } finally {
      off();
    }
  });
});
