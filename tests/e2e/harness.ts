/**
 * Browser-test harness: drives the built demo (dist-demo/, served by global-setup) and the staff's
 * production build (dist/, served beside the Node fake backend) in Debian's Chromium through
 * playwright-core. Never downloads a browser.
 */
import { expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Dialog, type Page } from 'playwright-core';
// @ts-expect-error plain ESM helper without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
// @ts-expect-error plain ESM helper without types (shared with the start-up bench)
import { captchaCode } from './captcha-code.mjs';

export const BASE_URL: string = inject('baseUrl');
/** The production build with `/zw-lgb2/**` answered over real HTTP by the Node fake backend. */
export const STAFF_URL: string = inject('staffUrl');

/**
 * The demo's simulated network latency for the consoles these tests open: none by default, as a
 * trainer can choose in 系统设置 → 模拟网络延迟, because the tests wait on what the page shows and
 * the latency would only add to every wait. `E2E_LATENCY_MS=80` runs them at the build's default;
 * `E2E_LATENCY_MS=build` leaves the build's default untouched.
 */
const DEMO_LATENCY_MS: number | null = process.env.E2E_LATENCY_MS === 'build' ? null : Number(process.env.E2E_LATENCY_MS ?? 0);

/** Where 系统设置 → 模拟网络延迟 keeps its choice (fake-server/config.ts LATENCY_KEY). */
const LATENCY_KEY = 'zw-demo/latency-ms';

/** Init script: the latency choice 系统设置 stores, unless the profile already holds one. */
function chooseDemoLatency({ key, ms }: { key: string; ms: number }): void {
  try {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, String(ms));
  } catch {
    // A full or blocked storage (a test of exactly that) keeps the build's default.
  }
}

/** The demo's simulated latency from the next page load on, as 系统设置 sets it. */
export async function setDemoLatency(page: Page, ms: number): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: LATENCY_KEY, value: String(ms) });
}

/**
 * One browser per test worker: the files a worker runs share it (their modules are shared too),
 * each test opening a profile with empty storage in it (openConsole). A browser that crashed or
 * was closed is launched again for the next profile. Playwright closes it when the worker process
 * ends.
 */
let browser: Promise<Browser> | null = null;
const contexts = new Set<BrowserContext>();

function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({ executablePath: CHROMIUM_PATH as string, args: CHROMIUM_ARGS as string[], headless: true }).then(
    (launched) => {
      launched.on('disconnected', () => {
        browser = null;
      });
      return launched;
    },
    (error: unknown) => {
      browser = null;
      throw error;
    },
  );
  return browser;
}

/** Closes the profiles the test file opened and left open; tests/e2e/setup.ts calls it after every file. */
export async function closeFileProfiles(): Promise<void> {
  for (const context of contexts) await context.close().catch(() => undefined);
  contexts.clear();
}

export interface ConsoleSession {
  page: Page;
  context: BrowserContext;
  /** Opens another page in the same browser profile (same storage, like a second tab). */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Page and profile features whose effect outlives a test (scripts run on every load, routes,
 * bindings, emulation, the profile itself): a test that reaches for one gets a profile that is
 * closed afterwards instead of handed to the next test.
 */
const LASTING_PAGE_FEATURES = new Set<string | symbol>([
  'context', 'addInitScript', 'exposeFunction', 'exposeBinding', 'route', 'routeFromHAR', 'routeWebSocket',
  'emulateMedia', 'setExtraHTTPHeaders', 'clock', 'coverage', 'addLocatorHandler', 'requestGC',
]);

interface Profile {
  context: BrowserContext;
  page: Page;
}

/**
 * Demo profiles a test has closed without touching a lasting feature, kept for the next test of
 * the worker. A fresh profile costs about 1.6 core-seconds of Chromium before its login form shows
 * (a renderer process, the demo's service worker registered and its database seeded); a kept one,
 * emptied as below, about 1.0.
 */
const kept: Profile[] = [];
const DEFAULT_VIEWPORT = { width: 1366, height: 860 };
/** `E2E_RECYCLE=0` opens a new profile for every test (to compare, or to rule the reuse out). */
const RECYCLE = process.env.E2E_RECYCLE !== '0';

/**
 * The motion setting of the demo's profiles: the operating system's "reduce motion", which the
 * console honours (no transitions on dialogs, menus, ripples and the side bar). Their pages then
 * settle at once instead of drawing a quarter second of frames for every dialog and menu: six
 * heavy files took 121/125 → 107/113 busy CPU-s, the menu crawl 167 → 137. The staff build's
 * profiles, and any test that asks, keep full motion; `E2E_REDUCED_MOTION=0` runs every test with
 * full motion.
 */
export type Motion = 'reduce' | 'no-preference';
const DEMO_MOTION: Motion = process.env.E2E_REDUCED_MOTION === '0' ? 'no-preference' : 'reduce';

/**
 * Empties a kept demo profile the way a new one starts: the demo's data reseeded, the console's
 * storage (session, tabs, settings, drafts) and cookies gone, the page back to its defaults. The
 * demo's service worker stays registered, which is what a returning trainer's browser has too.
 */
async function emptied(profile: Profile): Promise<boolean> {
  const { context, page } = profile;
  try {
    for (const other of context.pages()) if (other !== page) await other.close({ runBeforeUnload: false });
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    page.setDefaultTimeout(15000);
    page.setDefaultNavigationTimeout(15000);
    await page.setViewportSize(DEFAULT_VIEWPORT);
    await context.clearCookies();
    await callDemoControl(page, 'reset');
    // The profile's latency choice comes back with the next load (its init script sets it when absent).
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
      indexedDB.deleteDatabase('zw-drafts');
    });
    return true;
  } catch {
    await context.close().catch(() => undefined);
    return false;
  }
}

/** The page as the test sees it: reaching for a lasting feature marks the profile as not to be kept. */
function watchedPage(page: Page, taint: () => void): Page {
  return new Proxy(page, {
    get(target, property) {
      if (LASTING_PAGE_FEATURES.has(property)) taint();
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * A browser profile with empty storage and one page on the served console at `path`: on the demo,
 * one an earlier test of this worker closed untouched (emptied first), else a new one; `fresh`
 * always opens a new one (a test of what a first visit does). `motion` is the profile's motion
 * setting (see DEMO_MOTION); a demo profile with full motion is new and not kept.
 */
export async function openConsole(
  path = '/user/login',
  baseUrl = BASE_URL,
  { fresh = false, motion = baseUrl === BASE_URL ? DEMO_MOTION : 'no-preference' }: { fresh?: boolean; motion?: Motion } = {},
): Promise<ConsoleSession> {
  if (!baseUrl) throw new Error('no build to open: run `npm run build` (dist/) before the browser tests of the production build.');
  const recyclable = RECYCLE && !fresh && baseUrl === BASE_URL && motion === DEMO_MOTION;
  let profile: Profile | null = null;
  while (recyclable && !profile && kept.length > 0) {
    const candidate = kept.pop()!;
    if (await emptied(candidate)) profile = candidate;
  }
  if (!profile) {
    const context = await (await sharedBrowser()).newContext({ viewport: DEFAULT_VIEWPORT, locale: 'zh-CN', reducedMotion: motion });
    if (DEMO_LATENCY_MS !== null) await context.addInitScript(chooseDemoLatency, { key: LATENCY_KEY, ms: DEMO_LATENCY_MS });
    const page = await context.newPage();
    page.setDefaultTimeout(15000);
    profile = { context, page };
  }
  const { context, page } = profile;
  contexts.add(context);
  let tainted = !recyclable;
  const taint = () => {
    tainted = true;
  };
  // A kept page may hold a form its last test left unsaved: leave it without asking.
  const leave = (dialog: Dialog) => void dialog.accept().catch(() => undefined);
  page.on('dialog', leave);
  try {
    await page.goto(baseUrl + path);
  } finally {
    page.off('dialog', leave);
  }
  return {
    page: watchedPage(page, taint),
    get context() {
      taint();
      return context;
    },
    newPage: async () => {
      const p = await context.newPage();
      p.setDefaultTimeout(15000);
      return p;
    },
    close: async () => {
      contexts.delete(context);
      if (tainted || page.isClosed() || !page.url().startsWith(BASE_URL)) await context.close();
      else kept.push(profile);
    },
  };
}

/** A new browser profile on the demo at `path`, for a test of what a first visit does. */
export function openFreshConsole(path = '/user/login'): Promise<ConsoleSession> {
  return openConsole(path, BASE_URL, { fresh: true });
}

/**
 * Init script (page.addInitScript) that starts the browser profile in single-page mode, a display
 * setting any user can choose in 系统设置: a walk over many screens then keeps one mounted at a
 * time instead of one hidden tab per screen visited.
 */
export function singlePageMode(): void {
  const key = 'pro__DISPLAY_SETTINGS';
  if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ value: { multipage: false }, expire: null }));
}

/** Reads the captcha code as a person reads the picture (captcha-code.mjs). */
export async function readCaptcha(page: Page): Promise<string> {
  const img = page.getByRole('img', { name: /验证码/ });
  const shown = async () => captchaCode((await img.getAttribute('alt')) ?? '', (await img.getAttribute('src')) ?? '') as string | null;
  await expect.poll(shown).not.toBeNull();
  return (await shown()) as string;
}

/** The login page's address that leads on to `path` once signed in (open the console there to save a page load). */
export function loginTo(path: string): string {
  return `/user/login?${new URLSearchParams({ redirect: path }).toString()}`;
}

/**
 * Signs in through the login form. `landing` is where the console should arrive: a pattern for the
 * home page or a bookmark the page was opened with, or a path, which opens the login page with
 * `?redirect=<path>` (as a bookmark of a signed-out console does) so the console goes straight to
 * that screen, without drawing the dashboard and loading the page again.
 */
export async function loginAs(page: Page, username = 'admin', password = '123456', landing: RegExp | string = /\/dashboard\/analysis/): Promise<void> {
  const origin = page.url().startsWith('http') ? page.url() : BASE_URL;
  if (typeof landing === 'string') {
    const login = new URL(loginTo(landing), origin).href;
    if (page.url() !== login) await page.goto(login);
  } else if (!/\/user\/login/.test(page.url())) {
    await page.goto(new URL('/user/login', origin).href);
  }
  const user = page.getByLabel('用户名', { exact: true });
  // The demo seeds its database in the page on first boot: on a busy machine that outlasts the
  // default wait of one action.
  await user.waitFor({ timeout: 60000 });
  await user.fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill(await readCaptcha(page));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(typeof landing === 'string' ? (url) => url.pathname + url.search === landing : landing);
  // The console is ready once the server menu has arrived and the side menu shows it.
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
}

/** Calls a demo-only control endpoint of the fake backend from inside the page (the service worker answers). */
export async function demoControl(page: Page, path: string, body: unknown = {}): Promise<void> {
  await callDemoControl(page, path, body);
  if (path === 'reset') await refreshShownCaptcha(page);
}

/** The control call itself, from the page the service worker answers for. */
async function callDemoControl(page: Page, path: string, body: unknown = {}): Promise<void> {
  await page.evaluate(
    async ([p, b]) => {
      const res = await fetch(`/zw-lgb2/__demo/${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) });
      if (!res.ok) throw new Error(`demo control ${p} failed: ${res.status}`);
    },
    [path, body] as const,
  );
}

/**
 * A reseed forgets the captcha codes issued before it: a login page showing one asks for a new one,
 * as its user would (pressing the picture), so a sign-in after a reset is not refused.
 */
async function refreshShownCaptcha(page: Page): Promise<void> {
  const refresh = page.getByRole('button', { name: '看不清？点击更换验证码' });
  if (!(await refresh.isVisible())) return;
  const img = refresh.getByRole('img');
  await img.waitFor();
  const before = await img.getAttribute('src');
  await refresh.click();
  await expect.poll(() => img.getAttribute('src')).not.toBe(before);
}

/** Logs out through the user menu; the fake backend's data lives in this browser profile, so the next login stays in it. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/\/user\/login/);
}

/**
 * A fresh console signed in as admin straight onto the list at `path`, once its first page shows;
 * with `reset` the demo's data is reseeded first. The profile is closed afterwards, whatever `run`
 * did. The shared test machine can take longer than one action's 15 s to boot the demo.
 */
export async function withAdminOnList(path: string, run: (page: Page) => Promise<void>, options: { reset?: boolean } = {}): Promise<void> {
  const { page, close } = await openConsole(loginTo(path));
  page.setDefaultTimeout(45_000);
  try {
    if (options.reset) await demoControl(page, 'reset');
    await loginAs(page, 'admin', '123456', path);
    await page.getByText(/^1-10 共\d+ 条$/).waitFor();
    await run(page);
  } finally {
    await close();
  }
}

/**
 * A fresh console signed in through the login screen (admin unless told otherwise, landing where
 * loginAs expects); the profile is closed afterwards, whatever `run` did.
 */
export async function withSignedInConsole(
  run: (page: Page, session: ConsoleSession) => Promise<void>,
  login: { username?: string; password?: string; landing?: RegExp | string } = {},
): Promise<void> {
  const session = await openConsole();
  try {
    await loginAs(session.page, login.username, login.password, login.landing);
    await run(session.page, session);
  } finally {
    await session.close();
  }
}

/** Opens `item` of the side menu's `group`, as a person clicks through 主菜单. */
export async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const header = nav.getByRole('button', { name: group, exact: true });
  // A group that is already open (the current page is in it) would close on a second click.
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await nav.getByRole('link', { name: item, exact: true }).click();
}
