/**
 * The fake backend over real HTTP (fake-server/http-backend.ts), as `npm run dev:fake`, the staff
 * build's browser tests and the start-up bench run it in Node.
 */
import { describe, expect, it } from 'vitest';
import { startFakeBackend, type FakeBackend } from '../../fake-server/http-backend';
import { login } from '../unit/fake-server/fake-client';

interface SignedIn {
  code: number;
  departs: number;
  multiDepart: number;
}

/** Signs admin in over HTTP, as the fake backend's own tests do: the answer's code and admin's departments. */
async function signIn(url: string): Promise<SignedIn> {
  const { body } = await login('admin', '123456', `${url}/zw-lgb2`);
  return { code: body.code, departs: body.result?.departs?.length ?? 0, multiDepart: body.result?.multi_depart ?? 0 };
}

async function closeAll(servers: FakeBackend[]): Promise<void> {
  await Promise.all(servers.map((s) => s.close()));
}

describe('fake backend over HTTP', () => {
  it('seeds the same data when two servers of one process start at once as when one starts alone', async () => {
    const alone = await startFakeBackend();
    let expected: SignedIn;
    try {
      expected = await signIn(alone.url);
    } finally {
      await closeAll([alone]);
    }
    expect(expected.code).toBe(200);
    const servers = await Promise.all([startFakeBackend(), startFakeBackend()]);
    try {
      expect(await Promise.all(servers.map((s) => signIn(s.url)))).toEqual([expected, expected]);
    } finally {
      await closeAll(servers);
    }
  }, 60_000);
});
