import { lazy, Suspense, useEffect, useState } from 'react';
import { flushOpenDrafts } from './flush-drafts';
import { apiEvents } from '@/api/events';
import { isOAuth2AppEnv } from '@/lib/env';
import { clearSession } from '@/session/session';
import { sessionStore } from '@/session/store';
import { watchDemoStorage } from './demo-storage-notice';
import { watchStorageFull } from './storage-full-notice';
import { notify } from '@/ui/notify';
import { logoutAndClear } from './session-actions';

const TokenExpiredDialog = lazy(() => import('./TokenExpiredDialog'));

/** Delay before reloading after a 401, long enough to read the message (spec §8). */
export const RELOAD_AFTER_401_MS = 1500;

interface Props {
  /** Injected for tests and stories; the app reloads the page. */
  reload?: () => void;
}

/**
 * Turns the HTTP client's error events into what the user sees: the error catalogue of spec §8
 * lives in src/api; this is only its presentation and the session consequences.
 */
export function ApiEventsBridge({ reload = () => window.location.reload() }: Props) {
  const [tokenModal, setTokenModal] = useState<string | null>(null);

  useEffect(() => watchStorageFull(), []);
  useEffect(() => (import.meta.env.VITE_DEMO === 'true' ? watchDemoStorage() : undefined), []);

  useEffect(
    () =>
      apiEvents.subscribe((event) => {
        switch (event.type) {
          case 'notify':
            if (event.level === 'warning') notify.warning(event.message, event.title);
            else notify.error(event.message, event.title);
            break;
          case 'sessionExpired': {
            notify.error(event.message, '系统提示');
            // The stored token is already dead server-side; the logout call may fail, the session is cleared anyway.
            void logoutAndClear().finally(() => setTimeout(reload, RELOAD_AFTER_401_MS));
            break;
          }
          case 'tokenInvalid':
            if (isOAuth2AppEnv()) {
              notify.info('登录已过期，正在重新登录…');
              void flushOpenDrafts().finally(() => {
                clearSession();
                sessionStore.reset();
                setTimeout(reload, RELOAD_AFTER_401_MS);
              });
            } else {
              // Written now, while the modal waits: the page may be closed instead of 重新登录.
              void flushOpenDrafts();
              setTokenModal(event.message);
            }
            break;
        }
      }),
    [reload],
  );

  if (tokenModal == null) return null;
  return (
    <Suspense fallback={null}>
      <TokenExpiredDialog
        onRelogin={() => {
          setTokenModal(null);
          void logoutAndClear().finally(reload);
        }}
      />
    </Suspense>
  );
}
