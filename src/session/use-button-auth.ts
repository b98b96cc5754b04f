import { useMemo } from 'react';
import type { AuthItem } from '@/api/sys/permission';
import { getButtonAuth } from './session';
import { useSession } from './store';

/** The signed-in user's granted buttons, re-read when the session changes. */
export function useButtonAuth(): AuthItem[] {
  const session = useSession();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the lists live in sessionStorage; session changes are the signal
  return useMemo(() => getButtonAuth().auth, [session.permissions]);
}
