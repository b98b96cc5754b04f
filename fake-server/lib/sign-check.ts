/**
 * The SignAuthInterceptor (contract §3): rebuild the params the server sees
 * (query params URL-decoded, JSON body for non-GET, `x-path-variable` when
 * the raw last path segment holds a comma, minus `_t`), hash them with the
 * shared signing function and compare with `X-Sign`. Timestamp first: missing
 * → "操作失败，null", older than 5 min → "…X-TIMESTAMP已过期".
 */
import { signParams } from '@/api/sign';
import type { Result } from '@/api/envelope';
import { error } from './result';
import { parseDateTime } from './dates';

/** URL paths whose calls are verified (`SignAuthConfiguration.SIGN_URL_LIST`). */
export const SIGNED_PATHS: readonly string[] = [
  '/sys/dict/getDictItems/',
  '/sys/dict/loadDict/',
  '/sys/dict/loadDictOrderByValue/',
  '/sys/dict/loadDictItem/',
  '/sys/dict/loadTreeData',
  '/sys/api/queryTableDictItemsByCode',
  '/sys/api/queryFilterTableDictInfo',
  '/sys/api/queryTableDictByKeys',
  '/sys/api/translateDictFromTable',
  '/sys/api/translateDictFromTableByKeys',
];

const MAX_AGE_MS = 5 * 60_000;

/** java.net.URLDecoder: "+" is a space. */
function urlDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The server's view of the signed params (a TreeMap<String,String>). */
export async function serverSignParams(request: Request): Promise<Record<string, string>> {
  const url = new URL(request.url);
  const params: Record<string, string> = {};
  for (const pair of url.search.slice(1).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    params[urlDecode(eq >= 0 ? pair.slice(0, eq) : pair)] = eq >= 0 ? urlDecode(pair.slice(eq + 1)) : '';
  }
  if (request.method !== 'GET') {
    const text = await request.clone().text();
    try {
      const body: unknown = text ? JSON.parse(text) : {};
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
          params[k] = typeof v === 'string' ? v : JSON.stringify(v);
        }
      }
    } catch {
      // A non-JSON body contributes nothing, as in HttpUtils.getAllParams.
    }
  }
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (last.includes(',')) params['x-path-variable'] = urlDecode(last);
  delete params._t;
  return params;
}

/** Epoch ms of an X-TIMESTAMP (epoch ms, or 14-digit yyyyMMddHHmmss in GMT+8). */
function clientTime(header: string): number {
  if (/^\d{14}$/.test(header)) {
    const h = header;
    return parseDateTime(`${h.slice(0, 4)}-${h.slice(4, 6)}-${h.slice(6, 8)} ${h.slice(8, 10)}:${h.slice(10, 12)}:${h.slice(12, 14)}`);
  }
  return Number(header);
}

/** The error Result the interceptor produces, or null when the call passes. */
export async function checkSignature(request: Request, now = Date.now()): Promise<Result<null> | null> {
  const timestamp = request.headers.get('X-TIMESTAMP');
  if (timestamp === null) return error('操作失败，null');
  if (!/^-?\d+$/.test(timestamp)) return error(`操作失败，For input string: "${timestamp}"`);
  if (now - clientTime(timestamp) > MAX_AGE_MS) return error('操作失败，签名验证失败:X-TIMESTAMP已过期');
  const sign = request.headers.get('X-Sign');
  // Path "" has no comma segment: x-path-variable is already in the params the server rebuilt.
  if (!sign || sign !== signParams('', await serverSignParams(request))) return error('Sign签名校验失败！');
  return null;
}
