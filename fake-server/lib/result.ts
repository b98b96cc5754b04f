/**
 * The `Result` envelope builders, one per backend builder of contract §1.2, so
 * each handler states which Java builder it mirrors (and thus which `code`).
 */
import { HttpResponse } from 'msw';
import type { Result } from '@/api/envelope';

function envelope<T>(success: boolean, code: number, message: string, result: T): Result<T> {
  return { success, message, code, result, timestamp: Date.now() };
}

/** `Result.ok()`: code 200, empty message, null result. */
export const ok = (): Result<null> => envelope(true, 200, '', null);

/** `Result.ok(String msg)`: code 200 and the message copied into `result` (JeecgBoot's fix I4IP3D). */
export const okMsg = (message: string): Result<string> => envelope(true, 200, message, message);

/** `Result.ok(T data)`: code 200, empty message. */
export const okData = <T>(data: T): Result<T> => envelope(true, 200, '', data);

/** `Result.OK(msg, data)` and `result.success(msg)` after `setResult`: code 200. */
export const okMsgData = <T>(message: string, data: T): Result<T> => envelope(true, 200, message, data);

/** Bare `new Result()` + `setResult`: success with code **0**. */
export const c0 = <T>(data: T, message = ''): Result<T> => envelope(true, 0, message, data);

/** `Result.error(msg)` / `error500(msg)` (code 500) or `Result.error(code, msg)`. */
export const error = (message: string, code = 500): Result<null> => envelope(false, code, message, null);

/** `Result.noauth(msg)`: code 510. */
export const noauth = (message: string): Result<null> => envelope(false, 510, message, null);

/** A bare `new Result()` with only `setSuccess(false)` + message: code stays 0. */
export const fail0 = (message: string): Result<null> => envelope(false, 0, message, null);

export const TOKEN_INVALID_MSG = 'Token失效，请重新登录!';

/**
 * The JwtFilter's answer (contract §2.4): HTTP 401, `text/html` content type
 * although the body is JSON.
 */
export function error401(): Response {
  return new HttpResponse(JSON.stringify(envelope(false, 401, TOKEN_INVALID_MSG, null)), {
    status: 401,
    headers: { 'Content-Type': 'text/html;charset=UTF-8' },
  });
}

export function json<T>(body: Result<T> | unknown): Response {
  return HttpResponse.json(body as object);
}

/** JeecgBootExceptionHandler's answer to DataIntegrityViolationException (a value longer than its column, contract §1.3). */
export const DATA_TOO_LONG = '执行数据库异常,违反了完整性例如：违反惟一约束、违反非空限制、字段内容超出长度等';
