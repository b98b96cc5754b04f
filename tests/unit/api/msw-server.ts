import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A bare msw server; each test registers its own ad-hoc handlers with server.use(). */
export const server = setupServer();

export function setupMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function ok<T>(result: T, extra: Partial<{ message: string; code: number; success: boolean }> = {}) {
  return { success: true, message: '', code: 0, result, timestamp: 1, ...extra };
}
