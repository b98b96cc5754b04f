/**
 * Transport failures are announced here so the shell can show the
 * notification/modal of console.md §8 without every caller doing it.
 */
import type { ApiError } from './errors';
import { MSG } from './messages';

export type ApiEvent =
  | { type: 'notify'; level: 'error' | 'warning'; title?: string; message: string }
  /** 401: the shell notifies, logs out and reloads after 1.5 s. */
  | { type: 'sessionExpired'; message: string }
  /** HTTP 500 with Token失效: the shell shows the modal 登录已过期 / 重新登录. */
  | { type: 'tokenInvalid'; message: string };

type Listener = (e: ApiEvent) => void;

const listeners = new Set<Listener>();

export const apiEvents = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  emit(e: ApiEvent): void {
    // Copy so a listener that unsubscribes during dispatch does not skip another.
    for (const l of Array.from(listeners)) {
      try {
        l(e);
      } catch (err) {
        // One broken listener must not stop the others or the request pipeline.
        console.error(err);
      }
    }
  },
};

/** The event announcing an ApiError, or null for errors callers handle themselves. */
export function eventFor(error: ApiError): ApiEvent | null {
  switch (error.kind) {
    case 'unauthorized':
      return { type: 'sessionExpired', message: error.message };
    case 'tokenInvalid':
      return { type: 'tokenInvalid', message: error.message };
    case 'business':
      return null;
    default:
      return { type: 'notify', level: 'error', title: MSG.systemTip, message: error.message };
  }
}
