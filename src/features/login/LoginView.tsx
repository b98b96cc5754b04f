import { lazy, Suspense, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AccountCredentials, FieldErrors, LoginTab } from '@machines/login.machine';
import { AccountLoginForm, type CaptchaState } from './AccountLoginForm';
import type { ChooserProps } from './LoginChooserDialog';
import { LoginTabs } from './LoginTabs';
import { LOGIN_TEXT } from './messages';
import { PhoneLoginForm, type PhoneValues } from './PhoneLoginForm';

// Only users in several departments or tenants see the chooser; the others never load it.
const LoginChooserDialog = lazy(() => import('./LoginChooserDialog').then((m) => ({ default: m.LoginChooserDialog })));

export interface LoginViewProps {
  tab: LoginTab;
  account: AccountCredentials;
  phone: PhoneValues;
  fieldErrors: FieldErrors;
  captcha: CaptchaState;
  demo: boolean;
  countdown: number;
  smsSending: boolean;
  /** Server message of the last failure. */
  error: string | null;
  submitting: boolean;
  /** Fields frozen (submitting, or the chooser is open). */
  locked: boolean;
  chooser: ChooserProps;
  onTab(tab: LoginTab): void;
  onAccount(values: AccountCredentials): void;
  onPhone(values: PhoneValues): void;
  onRefreshCaptcha(): void;
  onSendSms(): void;
  onSubmit(): void;
  /** 第三方登录. */
  onThirdLogin(): void;
  thirdLoginBusy?: boolean;
}

/** The login card as a pure function of its state, so stories can show each one. */
export function LoginView(p: LoginViewProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }}>
        <Typography variant="h5" component="h1" align="center" gutterBottom>
          {LOGIN_TEXT.siteTitle}
        </Typography>
        <LoginTabs
          value={p.tab}
          disabled={p.locked}
          onChange={p.onTab}
          tabs={[
            { value: 'account', label: LOGIN_TEXT.accountTab },
            { value: 'phone', label: LOGIN_TEXT.phoneTab },
          ]}
        />
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          id="login-panel"
          role="tabpanel"
          aria-labelledby={`login-tab-${p.tab}`}
          sx={{ display: 'grid', gap: 1 }}
        >
          {p.tab === 'account' ? (
            <AccountLoginForm
              values={p.account}
              errors={p.fieldErrors}
              captcha={p.captcha}
              demo={p.demo}
              disabled={p.locked}
              onChange={p.onAccount}
              onRefreshCaptcha={p.onRefreshCaptcha}
            />
          ) : (
            <PhoneLoginForm
              values={p.phone}
              errors={p.fieldErrors}
              countdown={p.countdown}
              sending={p.smsSending}
              disabled={p.locked}
              onChange={p.onPhone}
              onSendSms={p.onSendSms}
            />
          )}
          {p.error && <Alert severity="error">{p.error}</Alert>}
          <Button type="submit" variant="contained" size="large" fullWidth loading={p.submitting} loadingPosition="start" disabled={p.locked}>
            {LOGIN_TEXT.submit}
          </Button>
          <Button variant="text" fullWidth disabled={p.locked || p.thirdLoginBusy} loading={p.thirdLoginBusy} onClick={p.onThirdLogin}>
            {LOGIN_TEXT.thirdLogin}
          </Button>
        </Box>
      </Paper>
      {p.chooser.open ? (
        <Suspense fallback={null}>
          <LoginChooserDialog {...p.chooser} />
        </Suspense>
      ) : null}
    </Box>
  );
}
