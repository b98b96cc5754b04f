import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { PageLoading } from '../PageLoading';
import { routeGuardMachine } from '@machines/routeGuard.machine';
import { MSG } from '@/api/messages';
import { EmptyMenuError, getUserPermissionByToken } from '@/api/sys/auth';
import { isOAuth2AppEnv } from '@/lib/env';
import { getToken, saveButtonAuth } from '@/session/session';
import { setSignOutReason } from '@/session/sign-out-reason';
import { sessionStore } from '@/session/store';
import { logoutAndClear } from '../session-actions';

/** Fetches the menu + buttons once per session and makes them the single source of routes. */
async function loadPermissions(): Promise<void> {
  const permissions = await getUserPermissionByToken().catch((error: unknown) => {
    // The guard logs out; the login page then says why instead of showing the bare form.
    if (error instanceof EmptyMenuError) setSignOutReason(MSG.noMenuGranted);
    throw error;
  });
  saveButtonAuth(permissions.auth, permissions.allAuth);
  sessionStore.setPermissions(permissions);
}


/**
 * Runs the routeGuard statechart on every navigation (spec §2 "Route guard") and renders the
 * routes only once it allows the current location.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const actor = useActorRef(
    useMemo(
      () =>
        routeGuardMachine.provide({
          actors: {
            loadPermissions: fromPromise<unknown>(loadPermissions),
            logout: fromPromise<unknown>(logoutAndClear),
          },
        }),
      [],
    ),
  );
  const state = useSelector(actor, (s) => ({ value: s.value as string, decision: s.context.decision }));

  useEffect(() => {
    actor.send({
      type: 'route.changed',
      path,
      search,
      hasToken: Boolean(getToken()),
      permissionsLoaded: sessionStore.getState().permissions != null,
      oauth2App: isOAuth2AppEnv(),
    });
  }, [actor, path, search]);

  const redirectTo = state.value === 'redirecting' && state.decision?.type === 'redirect' ? state.decision.to : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  if (state.value !== 'allowed') return <PageLoading label="加载中" fullPage />;
  return <>{children}</>;
}
