import { useEffect, useMemo, type ReactNode } from 'react';
import { useLatest } from '@/lib/use-latest';
import { useLocation, useSearch } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { PageLoading } from '../PageLoading';
import { routeGuardMachine } from '@machines/routeGuard.machine';
import { MSG } from '@/api/messages';
import { EmptyMenuError, getUserPermissionByToken } from '@/api/sys/auth';
import { isOAuth2AppEnv } from '@/lib/env';
import { getToken, getUserInfo, saveButtonAuth } from '@/session/session';
import { startNoticeLists } from '@/features/notices/bell-lists';
import { setSignOutReason } from '@/session/sign-out-reason';
import { sessionStore } from '@/session/store';
import { logoutAndClear } from '../session-actions';
import { preloadSignedIn, signedInCodeReady } from './preload-console';

/** How long the console waits, once the menu is in, for the first screen's own data before drawing without it. */
const FIRST_SCREEN_DATA_WAIT_MS = 300;

/**
 * Fetches the menu + buttons once per session and makes them the single source of routes. The
 * header bell's list and the first screen's data need only the token, so they leave together
 * with the menu call.
 */
async function loadPermissions(path: string, search: string): Promise<void> {
  const token = getToken();
  const user = getUserInfo();
  // The bell shows only for a user with an id (NoticeBell), so only then is its list asked for.
  if (token && user?.id) startNoticeLists(token);
  // The screen's own data needs only the token too (its module comes with the console's chunks).
  const routeData = token ? import('./route-data') : null;
  const dataStarted = token && routeData ? routeData.then((m) => m.startRouteData(path, search, token, user?.username ?? ''), () => undefined) : undefined;
  const permissions = await getUserPermissionByToken().catch((error: unknown) => {
    // The guard logs out; the login page then says why instead of showing the bare form.
    if (error instanceof EmptyMenuError) setSignOutReason(MSG.noMenuGranted);
    throw error;
  });
  // The shell takes over the cache those calls fill (its module is one the shell needs anyway).
  await Promise.all([dataStarted, signedInCodeReady(path)]);
  // The first screen draws once, with its data, unless that data is slow (route-data.ts).
  await routeData?.then((m) => m.startedDataSettled(token, FIRST_SCREEN_DATA_WAIT_MS), () => undefined);
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
  const pathRef = useLatest(path);
  const searchRef = useLatest(search);
  const actor = useActorRef(
    useMemo(
      () =>
        routeGuardMachine.provide({
          actors: {
            loadPermissions: fromPromise<unknown>(() => loadPermissions(pathRef.current, searchRef.current)),
            logout: fromPromise<unknown>(logoutAndClear),
          },
        }),
      [pathRef, searchRef],
    ),
  );
  const state = useSelector(actor, (s) => ({ value: s.value as string, decision: s.context.decision }));

  useEffect(() => {
    // A signed-in page load fetches the console's chunks while the menu is being asked for.
    if (getToken()) preloadSignedIn(path);
    // Only the first address of the page load: later navigations have the shell already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
