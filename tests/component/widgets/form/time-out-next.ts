/** Makes one save time out in the client while every other call keeps the normal timeout. */
import type { SetupServer } from 'msw/node';
import { configureHttp } from '@/api/http';
import { REQUEST_TIMEOUT } from '@/api/config';

export const SHORT_TIMEOUT = 300;

/**
 * The next call to `path` gives up after SHORT_TIMEOUT ms. The client sets a call's timer before the
 * request leaves, so the normal value is back once the server sees this one.
 */
export function timeOutNext(server: SetupServer, path: string): void {
  configureHttp({ timeout: SHORT_TIMEOUT });
  const restore = ({ request }: { request: Request }) => {
    if (!request.url.includes(path)) return;
    configureHttp({ timeout: REQUEST_TIMEOUT });
    server.events.removeListener('request:start', restore);
  };
  server.events.on('request:start', restore);
}

/** For afterEach: the normal timeout back even when a test failed before its save. */
export function restoreTimeout(server: SetupServer): void {
  configureHttp({ timeout: REQUEST_TIMEOUT });
  server.events.removeAllListeners('request:start');
}

/** Counts the requests to `path` with `method` from now on. */
export function countRequests(server: SetupServer, method: string, path: string): () => number {
  let n = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && request.url.includes(path)) n += 1;
  });
  return () => n;
}
