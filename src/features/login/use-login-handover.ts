import { useCallback, useRef } from 'react';
import { useLatest } from '@/lib/use-latest';
import { greeting } from '@/lib/greeting';
import type { LoginNotice } from './LoginPage';
import { LOGIN_TEXT } from './messages';

/**
 * The host's latest notify and onLoggedIn, read through refs so the login
 * actor is not subscribed anew on every render; `finish` welcomes the user and
 * hands over once, whichever way the sign-in came.
 */
export function useLoginHandover(notify: (notice: LoginNotice) => void, onLoggedIn: (redirect: string) => void) {
  const notifyRef = useLatest(notify);
  const onLoggedInRef = useLatest(onLoggedIn);

  const finished = useRef(false);
  const finish = useCallback((target: string) => {
    if (finished.current) return;
    finished.current = true;
    notifyRef.current({ level: 'success', message: LOGIN_TEXT.welcomeBack(greeting()) });
    onLoggedInRef.current(target);
  }, [notifyRef, onLoggedInRef]);

  return { notifyRef, finish };
}
