/**
 * Route guard (console.md §2 "Route guard", Vue `permission.js`).
 *
 * A long-lived actor: the shell sends `route.changed` for every navigation and
 * reads the decision from the snapshot (`allowed` / `redirecting` with
 * `context.decision`). Loading the permission list and logging out are
 * injected actors so the chart stays pure and testable with fakes.
 */
import { and, assign, fromPromise, setup } from 'xstate';

export const LOGIN_PATH = '/user/login';
export const OAUTH2_LOGIN_PATH = '/oauth2-app/login';
export const HOME_PATH = '/dashboard/analysis';

/** Reachable without a token. */
export const WHITELIST: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  OAUTH2_LOGIN_PATH,
];

export interface NavigationInput {
  path: string;
  /** Query string with or without the leading "?" ('' when none). */
  search: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
  /** WeChat-work / DingTalk browser: the OAuth2 login page replaces the normal one. */
  oauth2App?: boolean;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string };

const FALLBACK_ORIGIN = 'http://guard.invalid';

/**
 * Accepts only same-origin absolute paths ("/x", "/x?y#z"); anything that a
 * browser could resolve to another origin ("//host", "/\host", "https:…",
 * control characters the URL parser strips) falls back to the home page, so
 * the `redirect` query can never be an open redirect.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || target[0] !== '/') return HOME_PATH;
  if (target[1] === '/' || target[1] === '\\') return HOME_PATH;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return HOME_PATH;
  try {
    const url = new URL(target, FALLBACK_ORIGIN);
    if (url.origin !== FALLBACK_ORIGIN) return HOME_PATH;
  } catch {
    return HOME_PATH;
  }
  return target;
}

function fullPath(nav: NavigationInput): string {
  if (!nav.search || nav.search === '?') return nav.path;
  return nav.search.startsWith('?') ? nav.path + nav.search : `${nav.path}?${nav.search}`;
}

export function loginRedirect(nav: NavigationInput): string {
  const base = nav.oauth2App ? OAUTH2_LOGIN_PATH : LOGIN_PATH;
  return `${base}?redirect=${encodeURIComponent(fullPath(nav))}`;
}

/** Where to land once permissions are in: the `redirect` query if safe, else the requested page. */
function targetAfterLoad(nav: NavigationInput): GuardDecision {
  const redirect = new URLSearchParams(nav.search).get('redirect');
  if (redirect === null) return { type: 'allow' };
  const to = safeRedirect(redirect);
  return to === fullPath(nav) ? { type: 'allow' } : { type: 'redirect', to };
}

interface GuardContext {
  nav: NavigationInput | null;
  /** Sticky within one session so a stale `permissionsLoaded: false` cannot loop. */
  loaded: boolean;
  decision: GuardDecision | null;
  error: string | null;
}

export type RouteGuardEvent = { type: 'route.changed' } & NavigationInput;

export const routeGuardMachine = setup({
  types: {
    context: {} as GuardContext,
    events: {} as RouteGuardEvent,
  },
  actors: {
    loadPermissions: fromPromise<unknown>(async () => {
      throw new Error('routeGuardMachine: loadPermissions actor not provided');
    }),
    logout: fromPromise<unknown>(async () => undefined),
  },
  guards: {
    noToken: ({ context }) => !context.nav?.hasToken,
    whitelisted: ({ context }) => !!context.nav && WHITELIST.includes(context.nav.path),
    oauth2Login: ({ context }) => !!context.nav?.oauth2App && context.nav.path === LOGIN_PATH,
    loginPage: ({ context }) =>
      !!context.nav && (context.nav.path === LOGIN_PATH || context.nav.path === OAUTH2_LOGIN_PATH),
    permissionsMissing: ({ context }) => !context.loaded && !context.nav?.permissionsLoaded,
  },
  actions: {
    storeNav: assign(({ event }) => {
      const { type: _type, ...nav } = event;
      return {
        nav,
        decision: null,
        error: null,
        // A navigation without a token means the previous session is gone.
        ...(nav.hasToken ? {} : { loaded: false }),
      };
    }),
    allow: assign({ decision: { type: 'allow' } }),
    toLogin: assign({
      decision: ({ context }) => ({ type: 'redirect', to: loginRedirect(context.nav!) }),
    }),
  },
}).createMachine({
  id: 'routeGuard',
  context: { nav: null, loaded: false, decision: null, error: null },
  initial: 'idle',
  on: {
    'route.changed': { target: '.deciding', actions: 'storeNav' },
  },
  states: {
    idle: {},
    deciding: {
      always: [
        {
          guard: and(['noToken', 'whitelisted', 'oauth2Login']),
          target: 'redirecting',
          actions: assign({ decision: { type: 'redirect', to: OAUTH2_LOGIN_PATH } }),
        },
        { guard: and(['noToken', 'whitelisted']), target: 'allowed', actions: 'allow' },
        { guard: 'noToken', target: 'redirecting', actions: 'toLogin' },
        { guard: 'loginPage', target: 'redirecting', actions: assign({ decision: { type: 'redirect', to: HOME_PATH } }) },
        { guard: 'permissionsMissing', target: 'loadingPermissions' },
        { target: 'allowed', actions: 'allow' },
      ],
    },
    loadingPermissions: {
      on: {
        // Another navigation while the list loads only changes where we land afterwards;
        // restarting the request would fetch the menu twice. Losing the token, or heading for
        // the login page, still decides anew.
        'route.changed': [
          { guard: ({ event }) => event.hasToken && event.path !== LOGIN_PATH && event.path !== OAUTH2_LOGIN_PATH, actions: 'storeNav' },
          { target: 'deciding', actions: 'storeNav' },
        ],
      },
      invoke: {
        src: 'loadPermissions',
        onDone: {
          target: 'settled',
          actions: assign(({ context }) => ({ loaded: true, decision: targetAfterLoad(context.nav!) })),
        },
        onError: {
          target: 'loggingOut',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    settled: {
      always: [
        { guard: ({ context }) => context.decision?.type === 'redirect', target: 'redirecting' },
        { target: 'allowed' },
      ],
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        // Logout goes on to the login page even when the server call fails (console.md §4).
        onDone: { target: 'redirecting', actions: 'toLogin' },
        onError: { target: 'redirecting', actions: 'toLogin' },
      },
    },
    allowed: {},
    redirecting: {},
  },
});
