import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { AccountCredentials, LoginTab } from '@machines/login.machine';
import { BLANK_ACCOUNT, INITIAL_ACCOUNT } from './demo-account';
import { HOME_PATH } from '@machines/routeGuard.machine';
import { clearSignOutReason, getSignOutReason } from '@/session/sign-out-reason';
import { LoginView } from './LoginView';
import { LOGIN_TEXT } from './messages';
import type { PhoneValues } from './PhoneLoginForm';
import { provideLoginMachine, type LoginServices } from './login-services';
import { useThirdLoginReturn } from './use-third-login-return';
import { useLoginHandover } from './use-login-handover';
import { THIRD_LOGIN_NOT_CONFIGURED, THIRD_LOGIN_TYPE, thirdLoginTarget, type ThirdLoginReturn } from './third-login';

export interface LoginNotice {
  level: 'success' | 'info' | 'warning' | 'error';
  title?: string;
  message: string;
}

export interface LoginPageProps {
  /** The page's `redirect` query value; unsafe targets fall back to the home page. */
  redirect?: string | null;
  onLoggedIn(redirect: string): void;
  /** App-wide notifications; without it the page shows its own snackbar. */
  notify?: (notice: LoginNotice) => void;
  /** Replaces API/session effects (stories, tests). */
  services?: Partial<LoginServices>;
  /** Shows the fake captcha code in the image alt; defaults to the demo build flag. */
  demo?: boolean;
  /** Captcha check-key source (Date.now). */
  now?: () => number;
  initialTab?: LoginTab;
  /** Initial account values; the demo build pre-fills the demo administrator, as the Vue console does. */
  defaultAccount?: Partial<AccountCredentials>;
  /** The third-party provider's answer read from the page's query: the page signs in with it. */
  thirdLogin?: ThirdLoginReturn | null;
  /** The provider's sign-in page; defaults to the build's VITE_THIRD_LOGIN_URL. */
  thirdLoginUrl?: string;
  /** Leaves for the provider (tests replace it). */
  goTo?: (url: string) => void;
}

const isDemoBuild = import.meta.env.VITE_DEMO === 'true';

// Used only when the page runs without the app's notifier (stories); the app passes `notify`.
const LocalNoticeSnackbar = lazy(() => import('./LocalNoticeSnackbar'));

/** Login screen: account or phone login, then the tenant/department chooser when needed. */
export function LoginPage({
  redirect = null,
  onLoggedIn,
  notify,
  services,
  demo = isDemoBuild,
  now,
  initialTab = 'account',
  defaultAccount,
  thirdLogin = null,
  thirdLoginUrl = import.meta.env.VITE_THIRD_LOGIN_URL,
  goTo = (url) => window.location.assign(url),
}: LoginPageProps) {
  const [machine] = useState(() => provideLoginMachine(services));
  const [snapshot, send, actor] = useMachine(machine, { input: { redirect, now, tab: initialTab } });
  const [account, setAccount] = useState<AccountCredentials>({ ...(demo ? INITIAL_ACCOUNT : BLANK_ACCOUNT), captcha: '', ...defaultAccount });
  const [phone, setPhone] = useState<PhoneValues>({ mobile: '', smsCode: '' });
  const [localNotice, setLocalNotice] = useState<LoginNotice | null>(null);
  // Shown until the next login attempt: why the console sent this user back here.
  const [signOutReason, setSignOutReasonShown] = useState(getSignOutReason);

  const { notifyRef, finish } = useLoginHandover(notify ?? setLocalNotice, onLoggedIn);

  useEffect(() => {
    const subs = [
      // A failure the HTTP client already announced is not shown a second time.
      actor.on('login.failed', (e) => (e.announced ? undefined : notifyRef.current({ level: 'error', title: LOGIN_TEXT.loginFailed, message: e.message }))),
      actor.on('login.warning', (e) => notifyRef.current({ level: 'warning', message: e.message })),
      actor.on('sms.failed', (e) => notifyRef.current({ level: 'error', message: e.message })),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, notifyRef]);

  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) finish(actor.getSnapshot().output ?? HOME_PATH);
  }, [done, actor, finish]);

  const thirdBusy = useThirdLoginReturn(
    thirdLogin,
    services,
    useCallback(() => finish(redirect ?? HOME_PATH), [finish, redirect]),
    useCallback((message: string) => notifyRef.current({ level: 'error', title: LOGIN_TEXT.loginFailed, message }), [notifyRef]),
  );

  const startThirdLogin = () => {
    const target = thirdLoginTarget(thirdLoginUrl, THIRD_LOGIN_TYPE, redirect);
    if (target === null) notifyRef.current({ level: 'warning', message: THIRD_LOGIN_NOT_CONFIGURED });
    else goTo(target);
  };

  const c = snapshot.context;
  // A new picture carries a new code: what was typed for the old one can only fail.
  useEffect(() => {
    setAccount((a) => (a.captcha ? { ...a, captcha: '' } : a));
  }, [c.checkKey]);
  const submitting = snapshot.matches({ form: { submit: 'account' } }) || snapshot.matches({ form: { submit: 'phone' } });

  return (
    <>
      <LoginView
        tab={c.tab}
        account={account}
        phone={phone}
        fieldErrors={c.fieldErrors}
        captcha={{ image: c.captchaImage, loading: snapshot.matches({ form: { captcha: 'loading' } }), error: c.captchaError }}
        demo={demo}
        countdown={c.countdown}
        smsSending={snapshot.matches({ form: { sms: 'sending' } })}
        error={c.error ?? signOutReason}
        submitting={submitting}
        locked={submitting || !snapshot.matches('form')}
        chooser={{
          open: snapshot.matches('choosing'),
          needDepart: c.needDepart,
          needTenant: c.needTenant,
          departs: c.departs,
          tenants: c.tenants,
          orgCode: c.orgCode,
          tenantId: c.tenantId,
          submitted: c.chooserSubmitted,
          error: c.chooserError,
          busy: snapshot.matches({ choosing: 'selecting' }),
          onDepart: (orgCode) => send({ type: 'chooser.depart', orgCode }),
          onTenant: (tenantId) => send({ type: 'chooser.tenant', tenantId }),
          onConfirm: () => send({ type: 'chooser.confirm' }),
          onCancel: () => send({ type: 'chooser.cancel' }),
        }}
        onThirdLogin={startThirdLogin}
        thirdLoginBusy={thirdBusy}
        onTab={(tab) => send({ type: 'tab.select', tab })}
        onAccount={setAccount}
        onPhone={setPhone}
        onRefreshCaptcha={() => send({ type: 'captcha.refresh' })}
        onSendSms={() => send({ type: 'sms.send', mobile: phone.mobile.trim() })}
        onSubmit={() => {
          setSignOutReasonShown(null);
          clearSignOutReason();
          if (c.tab === 'account') send({ type: 'account.submit', ...account });
          else send({ type: 'phone.submit', mobile: phone.mobile.trim(), captcha: phone.smsCode });
        }}
      />
      {localNotice ? (
        <Suspense fallback={null}>
          <LocalNoticeSnackbar notice={localNotice} onClose={() => setLocalNotice(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default LoginPage;
