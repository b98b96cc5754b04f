/**
 * Handler plumbing shared by every fake endpoint: paths under the API base
 * (matching any origin, so the same handlers serve the browser worker and
 * msw/node), JSON body parsing, and the global exception mapping of contract
 * §1.3 (business errors are HTTP 200 with success:false).
 */
import { delay, http, type HttpHandler } from 'msw';
import type { Result } from '@/api/envelope';
import { API_BASE, runtime, takeForPath } from '../config';
import { writesSaved } from '../db/persistence';
import { error, error401, json } from './result';

export interface RouteContext {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  url: URL;
  query: URLSearchParams;
}

export type RouteResult = Response | Result<unknown>;
export type RouteResolver = (ctx: RouteContext) => RouteResult | Promise<RouteResult>;

/** A `JeecgBootException`: answered as `Result.error(message)` (HTTP 200). */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code = 500,
  ) {
    super(message);
  }
}

/** Thrown when a handler finds no valid session: answered with the filter's HTTP 401. */
export class Unauthorized extends Error {
  constructor() {
    super('Token失效，请重新登录!');
  }
}

/** Path pattern under the API base for msw, e.g. `/sys/login` → `*\/zw-lgb2/sys/login`. */
export function apiUrl(path: string): string {
  return `*${API_BASE}${path}`;
}

/** The raw (still percent-encoded) path after the API base, e.g. `/sys/dict/getDictItems/sex`. */
export function apiPath(url: URL | string): string {
  const pathname = typeof url === 'string' ? new URL(url).pathname : url.pathname;
  const at = pathname.indexOf(`${API_BASE}/`);
  return at >= 0 ? pathname.slice(at + API_BASE.length) : pathname;
}

/** Request body as a JSON object; `{}` when empty or not an object (fastjson would fail later anyway). */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A `@RequestParam` String without a default: missing, Spring throws MissingServletRequestParameterException, answered by the global handler. */
export function requiredParam(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null) throw new Error(`Required request parameter '${name}' for method parameter type String is not present`);
  return value;
}

/** The `ids` of a `deleteBatch`: required, comma-joined; a blank value is refused as the controllers refuse it. */
export function requiredIds(query: URLSearchParams): Set<string> {
  const ids = requiredParam(query, 'ids');
  if (ids.trim() === '') throw new BizError('参数不识别！');
  return new Set(ids.split(',').filter(Boolean));
}

/** fastjson's `getString`: numbers and booleans become strings, null/undefined stay null. */
export function str(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function exceptionResult(cause: unknown): Result<null> {
  if (cause instanceof BizError) return error(cause.message, cause.code);
  const message = cause instanceof Error ? cause.message : String(cause);
  return error(`操作失败，${message}`);
}

function wrap(resolver: RouteResolver) {
  return async ({ request, params }: { request: Request; params: RouteContext['params'] }): Promise<Response> => {
    const url = new URL(request.url);
    let answer: Response;
    try {
      const out = await resolver({ request, params, url, query: url.searchParams });
      // Like a database commit: the answer comes once the write is stored, so a reload right after it keeps it.
      await writesSaved();
      answer = out instanceof Response ? out : json(out);
    } catch (cause) {
      await writesSaved();
      answer = cause instanceof Unauthorized ? error401() : json(exceptionResult(cause));
    }
    // Demo fault: the work is done, only the answer is late.
    const slow = runtime.slowAnswers.length > 0 ? takeForPath(runtime.slowAnswers, apiPath(url)) : undefined;
    if (slow) await delay(slow.delayMs);
    return answer;
  };
}

/** Route builders: `api.get('/sys/loginfo', resolver)`. */
export const api = {
  get: (path: string, resolver: RouteResolver): HttpHandler => http.get(apiUrl(path), wrap(resolver)),
  post: (path: string, resolver: RouteResolver): HttpHandler => http.post(apiUrl(path), wrap(resolver)),
  put: (path: string, resolver: RouteResolver): HttpHandler => http.put(apiUrl(path), wrap(resolver)),
  delete: (path: string, resolver: RouteResolver): HttpHandler => http.delete(apiUrl(path), wrap(resolver)),
  all: (path: string, resolver: RouteResolver): HttpHandler => http.all(apiUrl(path), wrap(resolver)),
  /** Same resolver for several methods (Spring's `method = {PUT, POST}`). */
  methods: (methods: ReadonlyArray<'get' | 'post' | 'put' | 'delete'>, path: string, resolver: RouteResolver): HttpHandler[] =>
    methods.map((m) => http[m](apiUrl(path), wrap(resolver))),
};
