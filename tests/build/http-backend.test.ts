/**
 * The fake backend over real HTTP (fake-server/http-backend.ts), as `npm run dev:fake`, the staff
 * build's browser tests and the start-up bench run it in Node.
 */
import { describe, expect, it } from 'vitest';
import { startFakeBackend, type FakeBackend } from '../../fake-server/http-backend';

interface SignedIn {
  code: number;
  departs: number;
  multiDepart: number;
}

/** Signs admin in over HTTP, the captcha read from the SVG's <title>: the answer's code and admin's departments. */
async function signIn(url: string, checkKey: string): Promise<SignedIn> {
  const image = (await (await fetch(`${url}/zw-lgb2/sys/randomImage/${checkKey}`)).json()) as { result: string };
  const svg = Buffer.from(image.result.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
  const captcha = /<title>captcha:(\w{4})<\/title>/.exec(svg)?.[1];
  const res = await fetch(`${url}/zw-lgb2/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify({ username: 'admin', password: '123456', captcha, checkKey, remember_me: true }),
  });
  const body = (await res.json()) as { code: number; result: { departs?: unknown[]; multi_depart?: number } };
  return { code: body.code, departs: body.result.departs?.length ?? 0, multiDepart: body.result.multi_depart ?? 0 };
}

async function closeAll(servers: FakeBackend[]): Promise<void> {
  await Promise.all(servers.map((s) => s.close()));
}

describe('fake backend over HTTP', () => {
  it('seeds the same data when two servers of one process start at once as when one starts alone', async () => {
    const alone = await startFakeBackend();
    let expected: SignedIn;
    try {
      expected = await signIn(alone.url, 'alone');
    } finally {
      await closeAll([alone]);
    }
    expect(expected.code).toBe(200);
    const servers = await Promise.all([startFakeBackend(), startFakeBackend()]);
    try {
      expect(await Promise.all(servers.map((s, i) => signIn(s.url, `two-at-once-${i}`)))).toEqual([expected, expected]);
    } finally {
      await closeAll(servers);
    }
  }, 60_000);
});
