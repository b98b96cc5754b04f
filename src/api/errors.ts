/**
 * The error catalogue of console.md §8, in one place. Every failure the client
 * sees becomes an ApiError whose `message` is the text to show the user.
 */
import type { Result } from './envelope';
import { MSG } from './messages';

export type ApiErrorKind =
  | 'unauthorized'
  | 'tokenInvalid'
  | 'forbidden'
  | 'notFound'
  | 'timeout'
  | 'server'
  | 'business'
  | 'malformed'
  | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly response?: unknown;

  constructor(kind: ApiErrorKind, message: string, opts: { status?: number; response?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = opts.status;
    this.response = opts.response;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** True for a JSON body shaped like the backend's `Result` envelope. */
export function isResultEnvelope(body: unknown): body is Result<unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as { success?: unknown }).success === 'boolean';
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const m = (body as { message?: unknown }).message;
    if (typeof m === 'string' && m.trim() !== '') return m;
  }
  return undefined;
}

/**
 * Maps a failed exchange to its ApiError.
 * `status` is the HTTP status, or 'timeout' / 'network' when no answer came.
 * `body` is the parsed JSON body when it parsed, else the raw text.
 * A 2xx status reaching here means the body was not a usable envelope.
 */
export function describeFailure(status: number | 'timeout' | 'network', body?: unknown): ApiError {
  if (status === 'timeout') return new ApiError('timeout', MSG.timeout);
  if (status === 'network') return new ApiError('network', MSG.network);
  const opts = { status, response: body };
  if (status >= 200 && status < 300) return new ApiError('malformed', MSG.malformed, opts);
  switch (status) {
    case 401:
      return new ApiError('unauthorized', MSG.unauthorized, opts);
    case 403:
      return new ApiError('forbidden', MSG.forbidden, opts);
    case 404:
      return new ApiError('notFound', MSG.notFound, opts);
    case 504:
      return new ApiError('timeout', MSG.timeout, opts);
    default: {
      const message = serverMessage(body);
      // The 2.4.x backend reports an invalid token as an HTTP 500 (contract §2.4).
      if (status === 500 && message?.includes('Token失效')) return new ApiError('tokenInvalid', MSG.tokenInvalid, opts);
      return new ApiError('server', message ?? MSG.httpFallback(status), opts);
    }
  }
}

/** Returns `res.result` when the call succeeded, else throws a 'business' ApiError with the server message. */
export function unwrap<T>(res: Result<T>): T {
  if (res.success) return res.result;
  const message = typeof res.message === 'string' && res.message.trim() !== '' ? res.message : MSG.businessFallback;
  throw new ApiError('business', message, { status: 200, response: res });
}

/** The message to show for anything a call may throw. */
export function errorMessage(e: unknown, fallback: string = MSG.businessFallback): string {
  if (e instanceof Error && e.message) return e.message;
  return fallback;
}
