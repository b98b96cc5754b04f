/**
 * Login flow (console.md §2/§4, contract §2.1-2.3, Vue `Login.vue`, `LoginPhone.vue`,
 * `LoginSelectTenant.vue`).
 *
 * HTTP calls are injected actors and storage writes are injected actions, so
 * the chart runs against fakes and a simulated clock in tests. The token is
 * stored as soon as authentication succeeds (before the chooser) because
 * `PUT /sys/selectDepart` is an authenticated call; cancelling the chooser
 * clears the session again. The form's messages, field types and checks live
 * in login-form.ts and are re-exported here.
 */
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import type { LoginParams, LoginResult, PhoneLoginParams, SmsParams } from '../src/api/sys/auth';
import type { SysDepart } from '../src/api/sys/depart';
import type { SysTenant } from '../src/api/sys/tenant';
import type { SysUser } from '../src/api/sys/user';
import {
  describeLoginError,
  isAnnouncedFailure,
  LOGIN_MESSAGES,
  SMS_COUNTDOWN_SECONDS,
  validateAccount,
  validateMobile,
  validatePhone,
  type AccountCredentials,
  type FieldErrors,
  type LoginInput,
  type LoginTab,
} from './login-form';
import { safeRedirect } from './routeGuard.machine';

export * from './login-form';

interface LoginContext {
  redirect: string | null;
  now: () => number;
  tab: LoginTab;
  checkKey: number | null;
  captchaImage: string | null;
  captchaError: string | null;
  fieldErrors: FieldErrors;
  error: string | null;
  countdown: number;
  result: LoginResult | null;
  departs: SysDepart[];
  tenants: SysTenant[];
  needDepart: boolean;
  needTenant: boolean;
  orgCode: string;
  tenantId: number | null;
  chooserSubmitted: boolean;
  chooserError: string | null;
}

export type LoginEvent =
  | { type: 'tab.select'; tab: LoginTab }
  | { type: 'captcha.refresh' }
  | ({ type: 'account.submit' } & AccountCredentials)
  | { type: 'sms.send'; mobile: string }
  | { type: 'phone.submit'; mobile: string; captcha: string }
  | { type: 'chooser.depart'; orgCode: string }
  | { type: 'chooser.tenant'; tenantId: number }
  | { type: 'chooser.confirm' }
  | { type: 'chooser.cancel' };

export type LoginEmitted =
  | { type: 'login.failed'; message: string; announced: boolean }
  | { type: 'login.warning'; message: string }
  | { type: 'sms.failed'; message: string };

const isEmpty = (errors: FieldErrors) => Object.keys(errors).length === 0;

const notProvided = (name: string) => () => Promise.reject(new Error(`loginMachine: ${name} actor not provided`));

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput | undefined,
    output: {} as string,
    emitted: {} as LoginEmitted,
    tags: {} as 'busy',
  },
  actors: {
    loadCaptcha: fromPromise<string, { checkKey: number }>(notProvided('loadCaptcha')),
    login: fromPromise<LoginResult, LoginParams>(notProvided('login')),
    phoneLogin: fromPromise<LoginResult, PhoneLoginParams>(notProvided('phoneLogin')),
    sendSms: fromPromise<void, SmsParams>(notProvided('sendSms')),
    selectDepart: fromPromise<{ userInfo: SysUser }, { orgCode: string; username: string }>(notProvided('selectDepart')),
  },
  actions: {
    saveLogin: (_, _params: { result: LoginResult }) => {},
    setUserInfo: (_, _params: { userInfo: SysUser }) => {},
    setTenantId: (_, _params: { tenantId: number }) => {},
    clearSession: () => {},
    // A failure the HTTP client has already announced (network, timeout, 5xx, malformed answer)
    // gets no second or third copy here: one error, one message.
    failWith: assign((_, params: { error: unknown }) => ({ error: isAnnouncedFailure(params.error) ? null : describeLoginError(params.error).message })),
    /** The 登录失败 notification that accompanies the alert. */
    notifyFailure: emit((_, params: { error: unknown }) => ({
      type: 'login.failed' as const,
      message: describeLoginError(params.error).message,
      announced: isAnnouncedFailure(params.error),
    })),
    warnNoDepart: emit({ type: 'login.warning' as const, message: LOGIN_MESSAGES.noDepart }),
  },
  guards: {
    accountValid: ({ event }) => event.type === 'account.submit' && isEmpty(validateAccount(event)),
    phoneValid: ({ event }) => event.type === 'phone.submit' && isEmpty(validatePhone(event.mobile, event.captcha)),
    mobileValid: ({ event }) => event.type === 'sms.send' && !validateMobile(event.mobile),
    // contract §2.2: 412 = wrong/expired captcha; a wrong password also burns the captcha in the Vue console.
    captchaSpent: (_, params: { error: unknown }) => {
      const { message, code } = describeLoginError(params.error);
      return code === 412 || message.includes('密码错误');
    },
    countdownRunning: ({ context }) => context.countdown > 1,
    noDepart: ({ context }) => context.result?.multi_depart === 0,
    needsChooser: ({ context }) => context.needDepart || context.needTenant,
    chooserComplete: ({ context }) =>
      (!context.needDepart || context.orgCode !== '') && (!context.needTenant || context.tenantId !== null),
    needDepart: ({ context }) => context.needDepart,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    redirect: input?.redirect ?? null,
    now: input?.now ?? Date.now,
    tab: input?.tab ?? 'account',
    checkKey: null,
    captchaImage: null,
    captchaError: null,
    fieldErrors: {},
    error: null,
    countdown: 0,
    result: null,
    departs: [],
    tenants: [],
    needDepart: false,
    needTenant: false,
    orgCode: '',
    tenantId: null,
    chooserSubmitted: false,
    chooserError: null,
  }),
  initial: 'form',
  output: ({ context }) => safeRedirect(context.redirect),
  states: {
    form: {
      type: 'parallel',
      on: {
        'tab.select': { actions: assign(({ event }) => ({ tab: event.tab, fieldErrors: {}, error: null })) },
      },
      states: {
        captcha: {
          initial: 'loading',
          on: { 'captcha.refresh': { target: '.loading', reenter: true } },
          states: {
            loading: {
              entry: assign(({ context }) => ({ checkKey: context.now(), captchaError: null })),
              invoke: {
                src: 'loadCaptcha',
                input: ({ context }) => ({ checkKey: context.checkKey! }),
                onDone: { target: 'ready', actions: assign({ captchaImage: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({ captchaImage: null, captchaError: ({ event }) => describeLoginError(event.error).message }),
                },
              },
            },
            ready: {},
            failed: {},
          },
        },
        sms: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'sms.send': [
                  {
                    guard: 'mobileValid',
                    target: 'sending',
                    actions: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, mobile: undefined }, error: null })),
                  },
                  {
                    actions: assign(({ context, event }) => ({
                      fieldErrors: { ...context.fieldErrors, mobile: validateMobile(event.mobile) },
                    })),
                  },
                ],
              },
            },
            sending: {
              tags: 'busy',
              invoke: {
                src: 'sendSms',
                input: ({ event }) => ({ mobile: event.type === 'sms.send' ? event.mobile : '', smsmode: '0' as const }),
                onDone: { target: 'counting', actions: assign({ countdown: SMS_COUNTDOWN_SECONDS }) },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
                    emit(({ event }) => ({ type: 'sms.failed' as const, message: describeLoginError(event.error).message })),
                  ],
                },
              },
            },
            counting: {
              after: {
                1000: [
                  { guard: 'countdownRunning', target: 'counting', reenter: true, actions: assign({ countdown: ({ context }) => context.countdown - 1 }) },
                  { target: 'idle', actions: assign({ countdown: 0 }) },
                ],
              },
            },
          },
        },
        submit: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'account.submit': [
                  { guard: 'accountValid', target: 'account', actions: assign({ fieldErrors: {}, error: null }) },
                  { actions: assign(({ event }) => ({ fieldErrors: validateAccount(event) })) },
                ],
                'phone.submit': [
                  { guard: 'phoneValid', target: 'phone', actions: assign({ fieldErrors: {}, error: null }) },
                  { actions: assign(({ event }) => ({ fieldErrors: validatePhone(event.mobile, event.captcha) })) },
                ],
              },
            },
            account: {
              tags: 'busy',
              invoke: {
                src: 'login',
                input: ({ context, event }) => {
                  const e = event as Extract<LoginEvent, { type: 'account.submit' }>;
                  return { username: e.username.trim(), password: e.password, captcha: e.captcha.trim(), checkKey: context.checkKey ?? '', remember_me: true };
                },
                onDone: { target: '#login.authenticated', actions: assign({ result: ({ event }) => event.output }) },
                onError: [
                  {
                    guard: { type: 'captchaSpent', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: [
                      { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
                      { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
                      raise({ type: 'captcha.refresh' }),
                    ],
                  },
                  { target: 'idle', actions: [
                      { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
                      { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                ],
              },
            },
            phone: {
              tags: 'busy',
              invoke: {
                src: 'phoneLogin',
                input: ({ event }) => {
                  const e = event as Extract<LoginEvent, { type: 'phone.submit' }>;
                  return { mobile: e.mobile, captcha: e.captcha.trim() };
                },
                onDone: { target: '#login.authenticated', actions: assign({ result: ({ event }) => event.output }) },
                onError: { target: 'idle', actions: [
                      { type: 'failWith', params: ({ event }) => ({ error: event.error }) },
                      { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
              },
            },
          },
        },
      },
    },
    authenticated: {
      entry: [
        { type: 'saveLogin', params: ({ context }) => ({ result: context.result! }) },
        assign(({ context }) => {
          const result = context.result!;
          const tenants = result.tenantList ?? [];
          return {
            departs: result.departs ?? [],
            tenants,
            needDepart: result.multi_depart === 2,
            needTenant: tenants.length > 1,
            orgCode: '',
            tenantId: tenants.length === 1 ? tenants[0].id : null,
            chooserSubmitted: false,
            chooserError: null,
          };
        }),
      ],
      always: [{ guard: 'noDepart', target: 'routing', actions: 'warnNoDepart' }, { target: 'routing' }],
    },
    routing: {
      always: [{ guard: 'needsChooser', target: 'choosing' }, { target: 'finishing' }],
    },
    choosing: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'chooser.depart': { actions: assign(({ event }) => ({ orgCode: event.orgCode, chooserError: null })) },
            'chooser.tenant': { actions: assign(({ event }) => ({ tenantId: event.tenantId, chooserError: null })) },
            'chooser.confirm': [
              { guard: 'chooserComplete', target: 'confirming' },
              { actions: assign({ chooserSubmitted: true }) },
            ],
            'chooser.cancel': {
              target: '#login.form',
              actions: ['clearSession', assign({ result: null, error: null })],
            },
          },
        },
        confirming: {
          always: [{ guard: 'needDepart', target: 'selecting' }, { target: '#login.finishing' }],
        },
        selecting: {
          tags: 'busy',
          invoke: {
            src: 'selectDepart',
            input: ({ context }) => ({ orgCode: context.orgCode, username: context.result!.userInfo.username }),
            onDone: {
              target: '#login.finishing',
              actions: { type: 'setUserInfo', params: ({ event }) => ({ userInfo: event.output.userInfo }) },
            },
            onError: {
              target: 'editing',
              actions: assign({ chooserError: ({ event }) => describeLoginError(event.error).message }),
            },
          },
        },
      },
    },
    finishing: {
      always: [
        {
          guard: ({ context }) => context.tenantId !== null,
          target: 'done',
          actions: { type: 'setTenantId', params: ({ context }) => ({ tenantId: context.tenantId! }) },
        },
        { target: 'done' },
      ],
    },
    done: { type: 'final' },
  },
});
