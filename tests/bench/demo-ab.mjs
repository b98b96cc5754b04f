// Two demo builds side by side, interleaved in one run: a first visit's login form and its captcha
// (the fake backend's first answer), sign-in → dashboard drawn, and a signed-in reload of 用户管理 → rows, medians of BENCH_RUNS (default 7) at BENCH_CPU (default 1). The tool to
// tell whether a start-up change helps on a machine whose absolute times drift. With two production
// builds as well, each one's own signed-in reload of 用户管理 (its calls answered by the fake backend
// in Node) is measured in the same rounds.
// Usage: node tests/bench/demo-ab.mjs <demo build A> <demo build B> [<production build A> <production build B>]
import { chromium } from 'playwright-core';
import { startStaticServer } from '../e2e/static-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs';
import { demoVisit, median, staffReload, throttledPage } from './demo-start.mjs';
import { startStaffServer } from './staff-server.mjs';

const [dirA, dirB, prodA, prodB] = process.argv.slice(2);
if (!dirA || !dirB || Boolean(prodA) !== Boolean(prodB)) {
  console.error('usage: node tests/bench/demo-ab.mjs <demo build A> <demo build B> [<production build A> <production build B>]');
  process.exit(2);
}
const runs = Number(process.env.BENCH_RUNS ?? 7);
const rate = Number(process.env.BENCH_CPU ?? 1);
ensureChromium();
const builds = await Promise.all([dirA, dirB].map(async (dir) => ({ dir, server: await startStaticServer(dir), login: [], captcha: [], dash: [], reload: [] })));
const prods = prodA ? await Promise.all([prodA, prodB].map(async (dir) => ({ dir, server: await startStaffServer(dir), reload: [] }))) : [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });

/** Runs `step` in a fresh throttled profile; a failure is printed and left out of the medians. */
async function inFreshPage(label, step) {
  const { context, page } = await throttledPage(browser, rate);
  try {
    await step(page);
  } catch (error) {
    console.log(`\n  ${label}: ${String(error?.message ?? error).split('\n')[0]}`);
  } finally {
    await context.close();
  }
}

try {
  for (let i = 0; i < runs; i++) {
    for (const b of i % 2 ? [...builds].reverse() : builds) {
      await inFreshPage(b.dir, async (page) => {
        const { login, dash, reload } = await demoVisit(page, b.server.url, { label: ` (${b.dir})`, captcha: true });
        b.login.push(login.ms);
        b.captcha.push(login.captchaMs);
        b.dash.push(dash?.ms ?? null);
        b.reload.push(reload?.ms ?? null);
      });
    }
    for (const p of i % 2 ? [...prods].reverse() : prods) {
      await inFreshPage(p.dir, async (page) => p.reload.push((await staffReload(page, p.server.url)).ms));
    }
    process.stdout.write('.');
  }
} finally {
  await browser.close();
  await Promise.all([...builds, ...prods].map((b) => b.server.close()));
}
console.log(`\nCPU ${rate}×, medians of ${runs} interleaved runs (ms)`);
console.log('| build | cold login form | first visit → captcha shown | login → dashboard drawn | reload 用户管理 → rows |');
console.log('| --- | --- | --- | --- | --- |');
for (const b of builds) console.log(`| ${b.dir} | ${median(b.login)} | ${median(b.captcha)} | ${median(b.dash)} | ${median(b.reload)} |`);
if (prods.length) {
  console.log('\n| production build | its own reload 用户管理 → rows, backend in Node |');
  console.log('| --- | --- |');
  for (const p of prods) console.log(`| ${p.dir} | ${median(p.reload)} |`);
}
