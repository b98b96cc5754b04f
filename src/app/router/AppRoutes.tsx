import { lazy, Suspense, useState } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import Box from '@mui/material/Box';
import { PageLoading } from '../PageLoading';
import { safeRedirect } from '@machines/routeGuard.machine';
import { RouteGuard } from './RouteGuard';
import { HOME_PATH } from '@/ui/layout-constants';
import { useDocumentTitle } from '@/ui/use-document-title';
import { ConsoleShellRoute, usePreloadConsole } from './preload-console';
import { preloadable } from '@/ui/preloadable';
import { notifier } from '@/ui/notify';
import { EMULATED_PROVIDER_PARAM, readThirdLoginReturn } from '@/features/login/third-login';

// The login page's code comes with the app's own chunk: asked for now, it is in by the first
// render, which then draws the form without suspending (see preloadable).
const LoginPage = preloadable(() => import('@/features/login/LoginPage'));
void LoginPage.preload().catch(() => undefined);
const ThirdLoginProviderPage = lazy(() => import('@/features/login/ThirdLoginProviderPage'));
const RegisterPage = lazy(() => import('@/features/user/RegisterPage'));
const RegisterResultPage = lazy(() => import('@/features/user/RegisterResultPage'));
const AlterationPage = lazy(() => import('@/features/user/AlterationPage'));
const ExceptionRoute = lazy(() => import('./ExceptionRoute'));

// The spec's /test/home page is a developer's page: trainers' demo build has it, staff's build does not.
const isDemoBuild = import.meta.env.VITE_DEMO === 'true';

function LoginRoute() {
  const search = useSearch();
  // The demo's emulated third-party provider shares the login address, which needs no token.
  if (isDemoBuild && new URLSearchParams(search).has(EMULATED_PROVIDER_PARAM)) return <ThirdLoginProviderRoute search={search} />;
  return <LoginForm search={search} />;
}

function LoginForm({ search }: { search: string }) {
  const [, navigate] = useLocation();
  const redirect = new URLSearchParams(search).get('redirect');
  const [thirdLogin] = useState(() => readThirdLoginReturn(search));
  useDocumentTitle('登录');
  usePreloadConsole(redirect === null, isDemoBuild);
  return (
    <LoginPage
      redirect={redirect}
      thirdLogin={thirdLogin}
      notify={(n) => notifier.show(n.level, n.message, n.title)}
      onLoggedIn={(to: string) => navigate(safeRedirect(to), { replace: true })}
    />
  );
}


function ThirdLoginProviderRoute({ search }: { search: string }) {
  useDocumentTitle('模拟第三方登录');
  return <ThirdLoginProviderPage search={search} loginPath="/user/login" goTo={(url) => window.location.assign(url)} />;
}

function TestHome() {
  useDocumentTitle('测试');
  return <Box sx={{ p: 4 }}>测试页面</Box>;
}

/**
 * The static route table of spec §2; everything else is a console screen resolved from the
 * server menu inside ConsoleShell (which sends unknown paths to /404).
 */
export function AppRoutes() {
  return (
    <RouteGuard>
      <Suspense fallback={<PageLoading fullPage />}>
        <Switch>
          <Route path="/user">
            <Redirect to="/user/login" replace />
          </Route>
          <Route path="/user/login" component={LoginRoute} />
          <Route path="/user/register" component={RegisterPage} />
          <Route path="/user/register-result" component={RegisterResultPage} />
          <Route path="/user/alteration" component={AlterationPage} />
          <Route path="/oauth2-app">
            <Redirect to="/oauth2-app/login" replace />
          </Route>
          <Route path="/oauth2-app/login" component={LoginRoute} />
          {isDemoBuild && (
            <Route path="/test">
              <Redirect to="/test/home" replace />
            </Route>
          )}
          {isDemoBuild && <Route path="/test/home" component={TestHome} />}
          <Route path="/403">
            <ExceptionRoute status={403} />
          </Route>
          <Route path="/404">
            <ExceptionRoute status={404} />
          </Route>
          <Route path="/500">
            <ExceptionRoute status={500} />
          </Route>
          <Route path="/">
            <Redirect to={HOME_PATH} replace />
          </Route>
          <Route component={ConsoleShellRoute} />
        </Switch>
      </Suspense>
    </RouteGuard>
  );
}
