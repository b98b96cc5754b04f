/**
 * The msw server hooks of one test file. Kept apart from screen-harness so widget tests with a
 * private, empty server do not load the fake backend.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { act } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { notifier } from '@/ui/notify';

/**
 * Listens for the file and closes in afterAll, because files may share a worker; handlers a test
 * added and messages it left are cleared after each test. `error` suits a test that answers every
 * request itself: a stray call then fails it.
 */
export function withServer(server: SetupServer, onUnhandledRequest: 'bypass' | 'error' = 'bypass'): void {
  beforeAll(() => server.listen({ onUnhandledRequest }));
  afterAll(() => server.close());
  afterEach(() => {
    server.resetHandlers();
    act(() => notifier.clear());
  });
}
