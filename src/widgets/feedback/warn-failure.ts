/**
 * One error, one message: the HTTP client already shows network, timeout, HTTP-status and malformed
 * answers (and the session ones) as they happen, so a screen's own catch must not show them again.
 * What the client does not show — a `success:false` answer turned into an error by `unwrap`, or a
 * plain error — the screen does show.
 */
import { errorMessage, isApiError } from '@/api/errors';
import { notify } from '@/ui/notify';

/** True when the HTTP client has shown this error itself (every ApiError but a business refusal). */
export function shownByClient(err: unknown): boolean {
  return isApiError(err) && err.kind !== 'business';
}

/**
 * For the catch of a call made through the client without `silent`: shows the error unless the
 * client did. A silent call's failures were not shown: show them with `notify` directly.
 */
export function warnFailure(err: unknown, level: 'warning' | 'error' = 'warning'): void {
  if (shownByClient(err)) return;
  notify[level](errorMessage(err));
}
