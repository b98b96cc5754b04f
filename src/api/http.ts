/**
 * The HTTP client: base path, headers, `_t`, signing, timeout and the error
 * catalogue, the way the Vue console's axios setup did it (contract §1.1).
 * A 200 JSON envelope always resolves (callers decide with `unwrap`); every
 * other outcome rejects with an ApiError and is announced on `apiEvents`.
 */
import type { DictMap, Result } from './envelope';
import { API_BASE, REQUEST_TIMEOUT } from './config';
import { signParams } from './sign';
import { ApiError, describeFailure, isResultEnvelope } from './errors';
import { apiEvents, eventFor } from './events';

/**
 * Hooks of the signed-in session, injected by the session layer (which sits above the client):
 * the client itself knows nothing of where a token or tenant is kept.
 */
export interface HttpConfig {
  getToken?: () => string | null;
  /**
   * Where the signed-in user's dictionaries are kept between page loads: the login answer and
   * 清理缓存 fill it, dictionary lookups read it before asking the server.
   */
  dictCache?: DictCache;
  getTenantId?: () => string | number | null;
  getLowAppId?: () => string | null;
  /**
   * Settles once the backend can answer. The real backend always can; the demo's in-browser backend
   * starts alongside the app, so its first calls wait here instead of reaching the network.
   */
  backendReady?: () => Promise<void>;
  /**
   * A header that tells the demo's backend how many milliseconds a call waited above for it to
   * start; the demo's simulated network latency counts that wait as time the call was already
   * travelling. Unset (never sent) in the staff build.
   */
  startWaitHeader?: string;
  /** Milliseconds a call may take before it fails as 网络超时 (a call's own `timeout` wins). */
  timeout?: number;
}

export interface DictCache {
  read(): DictMap | null;
  write(dicts: DictMap): void;
}

export interface RequestOptions {
  /** Adds X-Sign + X-TIMESTAMP. Default: true for get/post/http, false for put/delete. */
  signed?: boolean;
  /** Do not announce failures on apiEvents (the caller shows its own message). */
  silent?: boolean;
  timeout?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
export type Params = Record<string, unknown>;

const config: Required<HttpConfig> = {
  getToken: () => null,
  dictCache: { read: () => null, write: () => undefined },
  getTenantId: () => null,
  getLowAppId: () => null,
  backendReady: () => Promise.resolve(),
  startWaitHeader: '',
  timeout: REQUEST_TIMEOUT,
};

export function configureHttp(opts: HttpConfig): void {
  Object.assign(config, Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)));
}

/** The signed-in user's dictionary cache (none until the session has wired itself in). */
export function dictCache(): DictCache {
  return config.dictCache;
}

/** The token calls are sent with (the session's, once it has wired itself in). */
export function currentToken(): string | null {
  return config.getToken();
}

/** Resolves once the backend can answer (at once in the staff build; the demo's fake backend has started). */
export function whenBackendReady(): Promise<void> {
  return config.backendReady().catch(() => undefined);
}

/** `/sys/login`, `sys/login` → `${API_BASE}/sys/login`; absolute http(s) URLs unchanged. */
export function apiUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url === API_BASE || url.startsWith(`${API_BASE}/`)) return url;
  return `${API_BASE.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

// Node's fetch (Vitest) rejects relative URLs, browsers accept them; resolving is harmless for both.
function absolute(url: string): string {
  const href = globalThis.location?.href;
  return href ? new URL(url, href).toString() : url;
}

function isPlainObject(x: unknown): x is Params {
  if (typeof x !== 'object' || x === null) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/** Drops undefined, null and '' (they would send `key=` or `key=null`). */
export function cleanParams(params?: Params | null): Params {
  const out: Params = {};
  if (!params) return out;
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = v;
  }
  return out;
}

function asQueryStrings(params: Params): Params {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]));
}

function appendQuery(url: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    search.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const qs = search.toString();
  if (!qs) return url;
  return url + (url.includes('?') ? '&' : '?') + qs;
}

function needsCacheBuster(url: string): boolean {
  return !url.includes('sys/dict/getDictItems');
}

function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = config.getToken();
  if (token) headers['X-Access-Token'] = token;
  const tenant = config.getTenantId();
  headers['tenant-id'] = tenant === null || tenant === undefined || tenant === '' ? '0' : String(tenant);
  const appId = config.getLowAppId();
  if (appId) headers['X-Low-App-ID'] = appId;
  return headers;
}

function signHeaders(url: string, params: Params): Record<string, string> {
  return { 'X-Sign': signParams(url, params), 'X-TIMESTAMP': String(Date.now()) };
}

/** Publishes the error's event (unless silent) and hands the error back for throwing. */
function announce(error: ApiError, silent?: boolean): ApiError {
  if (!silent) {
    const event = eventFor(error);
    if (event) apiEvents.emit(event);
  }
  return error;
}

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

interface Prepared {
  url: string;
  init: RequestInit;
}

function prepare(url: string, method: HttpMethod, payload: unknown, opts: RequestOptions, signedByDefault: boolean): Prepared {
  const inQuery = method === 'get' || method === 'delete';
  const headers: Record<string, string> = baseHeaders();
  let target = apiUrl(url);
  let body: BodyInit | undefined;
  if (inQuery) {
    const params = cleanParams(isPlainObject(payload) ? payload : undefined);
    // The server sees every query value as a string, so booleans are signed as strings here.
    if (opts.signed ?? signedByDefault) Object.assign(headers, signHeaders(url, asQueryStrings(params)));
    // `_t` goes first, like the Vue interceptor, and is never signed (the server strips it).
    const query = method === 'get' && needsCacheBuster(url) ? { _t: Math.floor(Date.now() / 1000), ...params } : params;
    target = appendQuery(target, query);
  } else {
    if (opts.signed ?? signedByDefault) Object.assign(headers, signHeaders(url, isPlainObject(payload) ? payload : {}));
    if (payload instanceof FormData || payload instanceof Blob || payload instanceof URLSearchParams) {
      body = payload;
    } else if (payload !== undefined) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body = JSON.stringify(payload);
    }
  }
  Object.assign(headers, opts.headers);
  return { url: target, init: { method: method.toUpperCase(), headers, body } };
}

interface Answer<B> {
  res: Response;
  body: B;
}

/** The call's request, telling the demo's backend how long the call waited for it to start (startWaitHeader). */
function withStartWait(init: RequestInit, waitedMs: number): RequestInit {
  if (!config.startWaitHeader || waitedMs <= 0) return init;
  return { ...init, headers: { ...(init.headers as Record<string, string>), [config.startWaitHeader]: String(waitedMs) } };
}

/**
 * fetch + body read under one timeout; transport failures (no answer, broken
 * body, timeout) become ApiErrors here, HTTP statuses are left to the caller.
 */
async function exchange<B>(prepared: Prepared, opts: RequestOptions, read: (res: Response) => Promise<B>): Promise<Answer<B>> {
  // Waited for outside the timeout: the wait is start-up time, not the call's.
  const askedAt = Date.now();
  await config.backendReady().catch(() => undefined);
  const init = withStartWait(prepared.init, Date.now() - askedAt);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeout ?? config.timeout);
  const onCallerAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort);
  try {
    if (opts.signal?.aborted) controller.abort();
    const res = await fetch(absolute(prepared.url), { ...init, signal: controller.signal });
    return { res, body: await read(res) };
  } catch (e) {
    if (timedOut) throw announce(describeFailure('timeout'), opts.silent);
    // The caller cancelled: not a failure worth announcing; rethrow their AbortError.
    if (opts.signal?.aborted) throw e;
    throw announce(describeFailure('network'), opts.silent);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}

type Parsed = { ok: true; value: unknown } | { ok: false };

async function readText(res: Response): Promise<{ text: string; json: Parsed }> {
  const text = await res.text();
  return { text, json: parseJson(text) };
}

async function request<T>(url: string, method: HttpMethod, payload: unknown, opts: RequestOptions, signedByDefault: boolean): Promise<Result<T>> {
  const { res, body } = await exchange(prepare(url, method, payload, opts, signedByDefault), opts, readText);
  const { text, json } = body;
  if (res.ok && json.ok && isResultEnvelope(json.value)) return json.value as Result<T>;
  throw announce(describeFailure(res.ok ? 200 : res.status, json.ok ? json.value : text), opts.silent);
}

export function getAction<T = unknown>(url: string, params?: Params, opts: RequestOptions = {}): Promise<Result<T>> {
  return request<T>(url, 'get', params, opts, true);
}

export function postAction<T = unknown>(url: string, data?: unknown, opts: RequestOptions = {}): Promise<Result<T>> {
  return request<T>(url, 'post', data, opts, true);
}

export function putAction<T = unknown>(url: string, data?: unknown, opts: RequestOptions = {}): Promise<Result<T>> {
  return request<T>(url, 'put', data, opts, false);
}

export function deleteAction<T = unknown>(url: string, params?: Params, opts: RequestOptions = {}): Promise<Result<T>> {
  return request<T>(url, 'delete', params, opts, false);
}

export function httpAction<T = unknown>(url: string, data: unknown, method: HttpMethod | Uppercase<HttpMethod>, opts: RequestOptions = {}): Promise<Result<T>> {
  return request<T>(url, method.toLowerCase() as HttpMethod, data, opts, true);
}

/**
 * GET for the few endpoints that answer without the Result envelope
 * (e.g. `/sys/user/getMultiUser` returns a bare array). Any JSON is accepted.
 */
export async function getJson<T = unknown>(url: string, params?: Params, opts: RequestOptions = {}): Promise<T> {
  const { res, body } = await exchange(prepare(url, 'get', params, opts, opts.signed ?? false), opts, readText);
  const { text, json } = body;
  if (res.ok && json.ok && json.value !== null) return json.value as T;
  throw announce(describeFailure(res.ok ? 200 : res.status, json.ok ? json.value : text), opts.silent);
}

/**
 * Downloads a file (exports). A JSON error body is read for its message, as
 * the Vue console did for blob 500s. An empty blob is returned as is: the
 * caller shows 文件下载失败.
 */
export async function downloadFile(url: string, params?: Params, opts: RequestOptions = {}): Promise<Blob> {
  const { res, body: blob } = await exchange(prepare(url, 'get', params, opts, opts.signed ?? false), opts, (r) => r.blob());
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  if (res.ok && !isJson) return blob;
  const text = await blob.text().catch(() => '');
  const parsed = parseJson(text);
  if (res.ok) {
    // Some exports fail with a 200 JSON envelope instead of a file.
    if (parsed.ok && isResultEnvelope(parsed.value) && !parsed.value.success) {
      throw new ApiError('business', parsed.value.message || '文件下载失败', { status: res.status, response: parsed.value });
    }
    return blob;
  }
  throw announce(describeFailure(res.status, parsed.ok ? parsed.value : text), opts.silent);
}

export interface UploadOptions {
  /** Percent 0-100, plus raw byte counts. */
  onProgress?: (percent: number, loaded: number, total: number) => void;
  signal?: AbortSignal;
  silent?: boolean;
  /** No timeout by default: a 10 MB upload on a slow line outlives 9 s. */
  timeout?: number;
  headers?: Record<string, string>;
}

/** Multipart POST through XMLHttpRequest, the only browser API that reports upload progress. */
export async function uploadAction<T = unknown>(url: string, formData: FormData, opts: UploadOptions = {}): Promise<Result<T>> {
  // A backend that is not up yet would count as a network failure.
  await config.backendReady().catch(() => undefined);
  return new Promise<Result<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const settleError = (error: ApiError) => reject(announce(error, opts.silent));
    xhr.open('POST', absolute(apiUrl(url)));
    for (const [k, v] of Object.entries({ ...baseHeaders(), ...opts.headers })) xhr.setRequestHeader(k, v);
    if (opts.timeout) xhr.timeout = opts.timeout;
    xhr.upload.onprogress = (e) => {
      if (!opts.onProgress) return;
      const total = e.lengthComputable ? e.total : 0;
      opts.onProgress(total ? Math.round((e.loaded / total) * 100) : 0, e.loaded, total);
    };
    xhr.onload = () => {
      const parsed = parseJson(xhr.responseText);
      const body = parsed.ok ? parsed.value : xhr.responseText;
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && parsed.ok && isResultEnvelope(parsed.value)) resolve(parsed.value as Result<T>);
      else settleError(describeFailure(ok ? 200 : xhr.status, body));
    };
    xhr.onerror = () => settleError(describeFailure('network'));
    xhr.ontimeout = () => settleError(describeFailure('timeout'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    if (opts.signal) {
      if (opts.signal.aborted) {
        xhr.abort();
        return;
      }
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(formData);
  });
}
