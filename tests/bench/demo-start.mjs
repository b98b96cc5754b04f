// How fast the demo meets a trainer, side by side with the production build, interleaved in one run:
// cold login form (time and gzipped JS before it), login click → dashboard drawn, logged-in reload of
// 用户管理 → rows, and which requests of that reload the service worker answered; then the same
// reload from a host that serves the hashed assets/ immutable (the browser reuses them and their
// compiled code without asking), the header README advises trainers' hosts to send. Each CPU rate
// (CDP Emulation.setCPUThrottlingRate) gets its own medians. Ratios are the claims; the machine is shared.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../e2e/static-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs';
import { startStaffServer } from './staff-server.mjs';
import { captchaCode } from '../e2e/captcha-code.mjs';

const LOGIN_BUTTON = { name: '登录', exact: true };
const API_PREFIX = '/zw-lgb2/';

export async function throttledPage(browser, rate) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(60000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page };
}

/**
 * Notes which scripts arrived, so the bytes of those before a moment (chosen by the page's resource
 * timings) can be summed later. Bodies
 * are read over CDP only when asked for, after the measured moment: reading them as they arrive
 * competes with the page for the machine's two cores and slowed the very loads being timed.
 */
function scriptRecorder(page) {
  const scripts = [];
  const onResponse = (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push({ url: res.url(), res });
  };
  page.on('response', onResponse);
  const gzipAll = async (chosen) => {
    let bytes = 0;
    let files = 0;
    for (const s of chosen) {
      const body = await s.res.body().catch(() => null);
      // Not expected (the page is still the one that loaded them); said, not hidden, if it happens.
      if (!body) {
        console.log(`\n  the body of ${s.url} could not be read: the bytes above leave it out`);
        continue;
      }
      bytes += gzipSync(body, { level: 9 }).length;
      files += 1;
    }
    return { bytes, files };
  };
  return {
    /** Stops noting responses (bodies already noted can still be read). */
    stop: () => page.off('response', onResponse),
    /** The gzipped bytes of the scripts whose address is in `urls`. */
    gzipOf: (urls) => gzipAll(scripts.filter((x) => urls.has(x.url))),
  };
}

/**
 * Notes, in the page's own clock, the frame in which the login form's submit button first shows.
 * Playwright sees the button later than that (its checks run in the throttled page too, ~200 ms
 * late at 4×), so "JS before the form" is judged against the page's resource timings instead.
 */
function noteFormPaint() {
  // Only the login page: other pages of the visit (the reload of 用户管理) have submit buttons too.
  if (!location.pathname.endsWith('/user/login')) return;
  const seen = () => {
    const button = document.querySelector('button[type="submit"]');
    return button !== null && button.getClientRects().length > 0;
  };
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__formPaintedAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * The addresses of the resources that arrived before the moment the page noted in `window[mark]`
 * (its own clock), once it has noted it.
 */
async function arrivedBefore(page, mark) {
  await page.waitForFunction((name) => window[name] !== undefined, mark);
  const names = await page.evaluate(
    (name) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.responseEnd <= window[name])
        .map((e) => e.name),
    mark,
  );
  return new Set(names);
}

export async function coldLogin(page, url, { captcha = false } = {}) {
  const recorder = scriptRecorder(page);
  await page.addInitScript(noteFormPaint);
  const started = Date.now();
  await page.goto(`${url}/user/login`);
  await page.getByRole('button', LOGIN_BUTTON).waitFor({ state: 'visible' });
  const shown = Date.now();
  // The demo's fake backend answers the captcha: only then can a first visitor sign in.
  let captchaMs;
  if (captcha) {
    await page.waitForFunction(() => [...document.querySelectorAll('img')].some((i) => /验证码\s*\S{4}$/.test(i.alt.trim())));
    captchaMs = Date.now() - started;
  }
  const before = await arrivedBefore(page, '__formPaintedAt');
  recorder.stop();
  return { ms: shown - started, captchaMs, js: await recorder.gzipOf(before) };
}

async function readCaptcha(page) {
  const img = page.getByRole('img', { name: /验证码/ });
  for (;;) {
    const alt = (await img.getAttribute('alt')) ?? '';
    const src = (await img.getAttribute('src')) ?? '';
    const code = captchaCode(alt, src);
    if (code) return code;
    await page.waitForFunction(
      ([prevAlt, prevSrc]) => [...document.querySelectorAll('img')].some((i) => /验证码/.test(i.alt) && (i.alt !== prevAlt || i.getAttribute('src') !== prevSrc)),
      [alt, src],
    );
  }
}

/** Fills the login form as admin, the captcha read off its image. */
export async function fillLoginForm(page) {
  await page.getByLabel('用户名', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByLabel('验证码', { exact: true }).fill(await readCaptcha(page));
}

/**
 * In the page's own clock: the 登录 click event, and the frame in which the dashboard's chart and
 * its 今日IP figure are both drawn. Playwright's click spends its own frames on actionability
 * checks before the page sees the click, and its checks for the drawn dashboard run late in a
 * busy page, so the page's clock is the fair one.
 */
function noteDashboardPaint() {
  const marks = (window.__dashboard = {});
  document.addEventListener(
    'click',
    (event) => {
      if (marks.click === undefined && event.target instanceof Element && event.target.closest('button[type="submit"]')) marks.click = event.timeStamp;
    },
    true,
  );
  const drawn = () => document.querySelector('[role="figure"][aria-label="近七日访问图表"] svg') !== null && document.querySelector('[aria-label="今日IP"]') !== null;
  const observer = new MutationObserver(() => {
    if (marks.click === undefined || !drawn()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.drawn = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Login click → dashboard drawn, in the page's clock (`ms`) and as the automation sees it (`wallMs`). */
export async function loginToDashboard(page) {
  await fillLoginForm(page);
  await page.evaluate(noteDashboardPaint);
  const started = Date.now();
  await page.getByRole('button', LOGIN_BUTTON).click();
  await page.waitForURL(/\/dashboard\//, { timeout: 30000 });
  await page.locator('[role="figure"][aria-label="近七日访问图表"] svg').first().waitFor({ state: 'visible' });
  await page.getByLabel('今日IP', { exact: true }).waitFor({ state: 'visible' });
  const wallMs = Date.now() - started;
  await page.waitForFunction(() => window.__dashboard?.drawn !== undefined);
  const marks = await page.evaluate(() => window.__dashboard);
  return { ms: Math.round(marks.drawn - marks.click), wallMs };
}

const tenRows = () => document.querySelectorAll('[role="row"]:has([role="gridcell"])').length >= 10;

/**
 * Notes, in the page's own clock, when ten grid rows first exist: the scripts the page fetched
 * after that (the screen's dialogs, fetched once it is idle) are not part of its reload.
 */
function noteRowsShown() {
  if (!location.pathname.endsWith('/isystem/user')) return;
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('[role="row"]:has([role="gridcell"])').length < 10) return;
    observer.disconnect();
    window.__rowsShownAt = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Resolves once the list has sized its columns and the page has had a quiet moment: a trainer
 * presses reload on a page that is showing, not in the middle of its first paint. (Reloading while
 * the old page still works makes the browser wait for that work first, which says nothing about
 * the reload.)
 */
async function settledList(page) {
  await page.locator('[data-list-grid][data-sized="true"]').first().waitFor({ state: 'attached' });
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const quiet = (deadline) => (deadline.timeRemaining() >= 40 ? resolve() : requestIdleCallback(quiet, { timeout: 5000 }));
        requestIdleCallback(quiet, { timeout: 5000 });
      }),
  );
}

export async function reloadUserList(page, url) {
  await page.goto(`${url}/isystem/user`);
  await page.waitForFunction(tenRows);
  await settledList(page);
  const handled = { api: 0, other: 0, otherUrls: [] };
  const onResponse = (res) => {
    if (!res.fromServiceWorker()) return;
    if (new URL(res.url()).pathname.startsWith(API_PREFIX)) handled.api += 1;
    else {
      handled.other += 1;
      handled.otherUrls.push(new URL(res.url()).pathname);
    }
  };
  page.on('response', onResponse);
  const recorder = scriptRecorder(page);
  await page.addInitScript(noteRowsShown);
  const started = Date.now();
  await page.reload();
  await page.waitForFunction(tenRows);
  const ms = Date.now() - started;
  page.off('response', onResponse);
  recorder.stop();
  const js = await recorder.gzipOf(await arrivedBefore(page, '__rowsShownAt'));
  return { ms, js, handled };
}

/**
 * The production build's own signed-in reload of 用户管理, its `/zw-lgb2` calls answered over HTTP
 * by the fake backend in a Node process of its own (staff-server.mjs): what the same shell with
 * data takes without any fake backend in the page, the floor of the demo's reload.
 */
export async function staffReload(page, url) {
  await page.goto(`${url}/user/login`);
  await fillLoginForm(page);
  await page.getByRole('button', LOGIN_BUTTON).click();
  await page.waitForURL(/\/dashboard\//, { timeout: 30000 });
  return reloadUserList(page, url);
}

/** A step that failed (e.g. a captcha refreshed between reading and submitting) is left out of the medians. */
async function sample(label, step) {
  try {
    return await step();
  } catch (error) {
    console.log(`\n  ${label} failed: ${String(error?.message ?? error).split('\n')[0]}`);
    return null;
  }
}

/**
 * A first visit of a demo build, its sign-in and a signed-in reload of 用户管理, in a fresh page;
 * the sign-in or the reload is null when it failed (`sample`), and the reload when the sign-in did.
 */
export async function demoVisit(page, url, { label = '', captcha = false } = {}) {
  const login = await coldLogin(page, url, { captcha });
  const dash = await sample(`login → dashboard${label}`, () => loginToDashboard(page));
  const reload = dash === null ? null : await sample(`reload of 用户管理${label}`, () => reloadUserList(page, url));
  return { login, dash, reload };
}

export const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const kB = (b) => `${(b / 1024).toFixed(0)} kB`;

function printHeader(runs) {
  console.log(`medians of ${runs} interleaved runs per CPU rate (ms; JS = gzipped bytes downloaded before the moment)`);
  console.log('| CPU | prod cold login form | demo cold login form (ratio ≤ 1.15) | demo JS before form (≤ 200 kB) | login click → dashboard drawn, page clock (≤ 800 ms at 1×) | reload 用户管理 → rows (ratio to prod login ≤ 1.5) | answered by the service worker: /zw-lgb2 + other (= 0) | the same reload, assets/ served immutable | prod build\'s own reload 用户管理 → rows, backend in Node |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
}

function printRow(r) {
  console.log(
    `| ${r.rate}× | ${r.prodLogin} ms, ${kB(r.prodJs)} | ${r.demoLogin} ms (${(r.demoLogin / r.prodLogin).toFixed(2)}×) | ${kB(r.demoJs)} | ${r.dash} ms (automation ${r.dashWall} ms) | ${r.reload} ms, ${kB(r.reloadJs)} (${(r.reload / r.prodLogin).toFixed(2)}×) | ${r.swApi} + ${r.swOther} | ${r.reloadCached} ms (${(r.reloadCached / r.prodLogin).toFixed(2)}×) | ${r.staffReload} ms (${(r.staffReload / r.prodLogin).toFixed(2)}×) |`,
  );
  if (r.otherUrls.length) console.log(`  non-API requests the service worker answered (last run): ${[...new Set(r.otherUrls)].slice(0, 6).join(', ')}${r.otherUrls.length > 6 ? ' …' : ''}`);
}

export async function runDemoStartBench({ prodDir = 'dist', demoDir = 'dist-demo', runs = 5, rates = [1, 4] } = {}) {
  ensureChromium();
  const prod = await startStaticServer(prodDir);
  const demo = await startStaticServer(demoDir);
  // The same files from a host that serves assets/ the way Vite advises (README "Deploying the demo").
  const demoCached = await startStaticServer(demoDir, 0, '127.0.0.1', { cacheAssets: true });
  const staff = await startStaffServer(prodDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  const rows = [];
  printHeader(runs);
  try {
    for (const rate of rates) {
      const s = { prodLogin: [], prodJs: [], demoLogin: [], demoJs: [], dash: [], dashWall: [], reload: [], reloadJs: [], swApi: [], swOther: [], reloadCached: [], staffReload: [] };
      let otherUrls = [];
      for (let i = 0; i < runs; i++) {
        {
          const { context, page } = await throttledPage(browser, rate);
          const m = await coldLogin(page, prod.url);
          s.prodLogin.push(m.ms);
          s.prodJs.push(m.js.bytes);
          await context.close();
        }
        {
          const { context, page } = await throttledPage(browser, rate);
          const { login, dash, reload: r } = await demoVisit(page, demo.url);
          s.demoLogin.push(login.ms);
          s.demoJs.push(login.js.bytes);
          s.dash.push(dash?.ms ?? null);
          s.dashWall.push(dash?.wallMs ?? null);
          if (r) {
            s.reload.push(r.ms);
            s.reloadJs.push(r.js.bytes);
            s.swApi.push(r.handled.api);
            s.swOther.push(r.handled.other);
            otherUrls = r.handled.otherUrls;
          }
          await context.close();
        }
        {
          const { context, page } = await throttledPage(browser, rate);
          const { reload } = await demoVisit(page, demoCached.url, { label: ' (assets cached)' });
          s.reloadCached.push(reload?.ms ?? null);
          await context.close();
        }
        {
          const { context, page } = await throttledPage(browser, rate);
          const reload = await sample('reload of 用户管理 (production build)', () => staffReload(page, staff.url));
          s.staffReload.push(reload?.ms ?? null);
          await context.close();
        }
        process.stdout.write('.');
      }
      process.stdout.write('\n');
      const prodLogin = median(s.prodLogin);
      const row = {
        rate,
        prodLogin,
        prodJs: median(s.prodJs),
        demoLogin: median(s.demoLogin),
        demoJs: median(s.demoJs),
        dash: median(s.dash),
        dashWall: median(s.dashWall),
        reload: median(s.reload),
        reloadJs: median(s.reloadJs),
        swApi: median(s.swApi),
        swOther: median(s.swOther),
        reloadCached: median(s.reloadCached),
        staffReload: median(s.staffReload),
        otherUrls,
      };
      rows.push(row);
      printRow(row);
    }
  } finally {
    await browser.close();
    await prod.close();
    await demo.close();
    await demoCached.close();
    await staff.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const rates = (process.env.BENCH_CPU ?? '1,4').split(',').map(Number);
  await runDemoStartBench({ prodDir: process.env.BENCH_PROD_DIST ?? 'dist', demoDir: process.env.BENCH_DEMO_DIST ?? 'dist-demo', runs, rates });
}
