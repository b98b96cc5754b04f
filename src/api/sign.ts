/**
 * Request signing (backend-contract.md §3). Pure: shared by the HTTP client
 * and the fake server, which verifies signatures with the same function.
 */
import { md5 } from '@/lib/md5';

export const SIGN_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

const PATH_VARIABLE = 'x-path-variable';

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/**
 * Params the backend rebuilds from the URL: the query string (URL-decoded, as
 * the server's `HttpUtils` does) and, when the last path segment holds a comma
 * (table dictionary codes like `sys_user,realname,id`), that segment as
 * `x-path-variable`.
 */
export function urlSignParams(url: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const hashless = url.split('#')[0];
  const qIndex = hashless.indexOf('?');
  const path = qIndex >= 0 ? hashless.slice(0, qIndex) : hashless;
  const query = qIndex >= 0 ? hashless.slice(qIndex + 1) : '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes(',')) {
    try {
      result[PATH_VARIABLE] = decodeURIComponent(last);
    } catch {
      result[PATH_VARIABLE] = last;
    }
  }
  for (const pair of query.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decode(eq >= 0 ? pair.slice(0, eq) : pair);
    result[key] = eq >= 0 ? decode(pair.slice(eq + 1)) : '';
  }
  return result;
}

/** The canonical JSON that is hashed: merged params, numbers as strings, keys sorted. */
export function signPayload(url: string, params: Record<string, unknown> = {}): string {
  const merged: Record<string, unknown> = { ...urlSignParams(url) };
  for (const [key, value] of Object.entries(params)) {
    // Numbers become strings so the JSON matches the server's view of query params; booleans stay.
    merged[key] = typeof value === 'number' && !Number.isNaN(value) ? String(value) : value;
  }
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(merged).sort()) sorted[key] = merged[key];
  return JSON.stringify(sorted);
}

/** `X-Sign`: upper-case MD5 of the canonical JSON followed by the secret. */
export function signParams(url: string, params: Record<string, unknown> = {}): string {
  return md5(signPayload(url, params) + SIGN_SECRET).toUpperCase();
}
