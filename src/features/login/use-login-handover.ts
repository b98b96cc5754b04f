import { useCallback, useEffect, useRef } from 'react';
import { greeting } from '@/lib/greeting';
import type { LoginNotice } from './LoginPage';
import { LOGIN_TEXT } from './messages';

/**
 * The host's latest notify and onLoggedIn, read through refs so the login
 * actor is not subscribed anew on every render; `finish` welcomes the user and
 * hands over once, whichever way the sign-in came.
 */
export function useLoginHandover(notify: (notice: LoginNotice) => void, onLoggedIn: (redirect: string) => void) {
  const notifyRef = useRef(notify);
  const onLoggedInRef = useRef(onLoggedIn);
  useEffect(() => {
    notifyRef.current = notify;
    onLoggedInRef.current = onLoggedIn;
  }, [notify, onLoggedIn]);

  const finished = useRef(false);
  const finish = useCallback((target: string) => {
    if (finished.current) return;
    finished.current = true;
    notifyRef.current({ level: 'success', message: LOGIN_TEXT.welcomeBack(greeting()) });
    onLoggedInRef.current(target);
  }, []);

  return { notifyRef, finish };
}
