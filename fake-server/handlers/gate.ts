/**
 * The servlet filter chain in front of every controller: simulated latency,
 * injected faults (demo), then the JwtFilter — non-anonymous paths without a
 * valid token get the HTTP 401 before any handler runs. Returns nothing when
 * the request may go on, so msw falls through to the real handler.
 */
import { delay, http, HttpResponse } from 'msw';
import { runtime, START_WAIT_HEADER, takeForPath } from '../config';
import { authenticate, isAnonymous } from '../lib/auth';
import { apiPath, apiUrl } from '../lib/route';
import { error, error401, json } from '../lib/result';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Spring Boot's default error body (what escapes the MVC layer). Status 0 = network error. */
function faultResponse(status: number, message: string, path: string, raw?: string): Response {
  if (status === 0) return HttpResponse.error();
  if (raw !== undefined) return new HttpResponse(raw, { status, headers: { 'Content-Type': 'application/json;charset=UTF-8' } });
  return HttpResponse.json(
    { timestamp: new Date().toISOString(), status, error: REASONS[status] ?? 'Error', message, path },
    { status },
  );
}

/**
 * One call's simulated round trip (40–100 % of the latency setting), less what the call already
 * spent waiting for this backend to start: a real server is up when the page sends its call.
 */
export function latencyLeft(request: Request): number {
  const roundTrip = Math.round(runtime.latencyMs * (0.4 + Math.random() * 0.6));
  const waited = Number(request.headers.get(START_WAIT_HEADER));
  return Math.max(0, roundTrip - (Number.isFinite(waited) && waited > 0 ? waited : 0));
}

export const gateHandler = http.all(apiUrl('/*'), async ({ request }) => {
  const path = apiPath(request.url);
  if (path.startsWith('/__demo/')) return undefined;
  if (runtime.latencyMs > 0) await delay(latencyLeft(request));
  const fault = runtime.failNext;
  if (fault && (fault.path === undefined || path.includes(fault.path))) {
    runtime.failNext = null;
    return faultResponse(fault.status, fault.message ?? '', path, fault.raw);
  }
  const pathFault = runtime.pathFaults.length > 0 ? takeForPath(runtime.pathFaults, path) : undefined;
  if (pathFault) return pathFault.status === 200 ? json(error(pathFault.message ?? '操作失败')) : faultResponse(pathFault.status, pathFault.message ?? '', path);
  if (isAnonymous(path)) return undefined;
  const session = await authenticate(request, true);
  return session ? undefined : error401();
});

/**
 * Spring's NoHandlerFoundException mapping for any API path nobody handles
 * (contract §1.3). Must stay the last handler.
 */
export const notFoundHandler = http.all(apiUrl('/*'), () =>
  HttpResponse.json({ success: false, message: '路径不存在，请检查路径是否正确', code: 404, result: null, timestamp: Date.now() }),
);
