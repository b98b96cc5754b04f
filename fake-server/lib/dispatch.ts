/**
 * One msw handler in front of all the fake endpoints. msw tries its handlers one after another,
 * and parses each one it tries: every parse reads all cookies of the page and of msw's cookie
 * store. With some 290 endpoints that cost every call tens of milliseconds of the page's main
 * thread (where the demo's backend runs), while the console drew. Here only the handlers whose
 * fixed path start fits the request are tried, in the same order and with the same fall-through
 * (a handler answering nothing passes the request on), so the answers are the same.
 */
import { http, HttpHandler, type RequestHandler, type WebSocketHandler } from 'msw';

const PARAM_OR_WILDCARD = /[:*(){}?+]/;

/** The fixed start of a handler's path (lower case: msw matches paths case-insensitively), or null to try it always. */
export function fixedPathStart(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const rest = path.startsWith('*') ? path.slice(1) : path;
  if (!rest.startsWith('/')) return null;
  const cut = rest.search(PARAM_OR_WILDCARD);
  return (cut === -1 ? rest : rest.slice(0, cut)).toLowerCase();
}

export function dispatcher(handlers: readonly HttpHandler[]): HttpHandler {
  const routes = handlers.map((handler) => ({ handler, start: fixedPathStart(handler.info.path) }));
  return http.all('*', async ({ request, requestId }) => {
    const path = new URL(request.url).pathname.toLowerCase();
    for (const { handler, start } of routes) {
      if (start !== null && !path.startsWith(start)) continue;
      const result = await handler.run({ request, requestId });
      if (result?.response) return result.response;
    }
    return undefined;
  });
}

/**
 * The handlers a browser worker is started with: the HTTP endpoints behind one dispatcher, and the
 * realtime channel's WebSocket link as msw's own.
 */
export function dispatchedHandlers(handlers: readonly (RequestHandler | WebSocketHandler)[]): (RequestHandler | WebSocketHandler)[] {
  const httpHandlers = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);
  return [dispatcher(httpHandlers), ...handlers.filter((h) => !(h instanceof HttpHandler))];
}
