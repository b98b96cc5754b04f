/**
 * The life of a fake backend over one test file: it listens for the file only (files may share a
 * worker), answers a stray call with an error, and every test starts from freshly seeded tables so
 * that no test sees another's writes.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { SetupServer } from 'msw/node';

export function withFakeServer(server: SetupServer, reseed: () => unknown, afterReseed?: () => Promise<void>): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(async () => {
    await reseed();
    await afterReseed?.();
  });
}

