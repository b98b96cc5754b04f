// One sign-in (`login`) or one signed-in reload of 用户管理 (`reload`) of a built folder, with the
// request waterfall (ms after the click / reload; SW = answered by the service worker) and a CPU
// profile: self time by script and by function, and the top functions of every 100 ms.
// Usage: node tests/bench/demo-waterfall.mjs <built folder> [login|reload] [staff]
// `staff`: a production build, its `/zw-lgb2` calls answered by the fake backend in Node.
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { startStaticServer } from '../e2e/static-server.mjs';
import { CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { startStaffServer } from './staff-server.mjs';
import { fillLoginForm } from './demo-start.mjs';
const dir = process.argv[2] ?? '/tmp/ha-demo';
const mode = process.argv[3] ?? 'login';
const srv = process.argv[4] === 'staff' ? await startStaffServer(dir) : await startStaticServer(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
let t0 = 0;
const log = [];
page.on('request', (r) => { if (t0) log.push([Date.now() - t0, 'req', new URL(r.url()).pathname.slice(0, 70)]); });
page.on('response', (r) => { if (t0) log.push([Date.now() - t0, 'res', new URL(r.url()).pathname.slice(0, 70), r.fromServiceWorker() ? 'SW' : '']); });
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
await page.goto(`${srv.url}/user/login`);
await page.getByRole('button', { name: '登录', exact: true }).waitFor();
await fillLoginForm(page);
// A person pauses between filling the form and pressing 登录, and the page uses it to fetch what
// follows the login: measure from when that fetching is done.
await page.waitForLoadState('networkidle');
if (mode === 'reload') {
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/dashboard/);
  await page.locator('[role="figure"][aria-label="近七日访问图表"] svg').first().waitFor();
  await page.goto(`${srv.url}/isystem/user`);
  await page.waitForFunction(() => document.querySelectorAll('[role="row"]:has([role="gridcell"])').length >= 10);
  // Lets the first load settle (pinyin dictionary, token writes) before the measured reload.
  await page.waitForLoadState('networkidle');
}
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
t0 = Date.now();
if (mode === 'reload') {
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('[role="row"]:has([role="gridcell"])').length >= 10);
} else {
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/dashboard/);
  log.push([Date.now() - t0, 'URL dashboard']);
  await page.locator('[role="figure"][aria-label="近七日访问图表"] svg').first().waitFor();
  log.push([Date.now() - t0, 'chart']);
  await page.getByLabel('今日IP', { exact: true }).waitFor();
}
const total = Date.now() - t0;
const entries = await page.evaluate(() => performance.getEntries().filter((e) => e.entryType === 'mark' || e.entryType === 'measure').map((e) => `${e.entryType} ${e.name} at ${e.startTime.toFixed(0)} for ${e.duration.toFixed(0)}`));
for (const e of entries) console.log(e);
const { profile } = await cdp.send('Profiler.stop');
writeFileSync(`/tmp/ha-${mode}.cpuprofile`, JSON.stringify(profile));
for (const l of log) console.log(l.join(' '));
console.log('TOTAL', total);
// self time by function, and by url
const self = new Map(); const byUrl = new Map();
const dt = profile.timeDeltas; const idToNode = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => { const n = idToNode.get(id); const d = (dt[i + 1] ?? 0) / 1000; const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + d); const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + d); });
console.log('--- by url'); [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).forEach(([k, v]) => console.log(v.toFixed(0), k));
console.log('--- by fn'); [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, v]) => console.log(v.toFixed(0), k));
await browser.close(); await srv.close();
// timeline: top 3 functions in each 100 ms window (relative to profile start)
{
  const idToNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  let t = 0; const win = new Map();
  profile.samples.forEach((id, i) => { if (i > 0) t += profile.timeDeltas[i] / 1000; const w = Math.floor(t / 100); const n = idToNode.get(id);
    // attribute to the first frame with a url in the stack below idle/program
    let m = n; while (m && !m.callFrame.url && parent.get(m.id)) m = parent.get(m.id);
    const k = `${n.callFrame.functionName || '(anon)'}@${(m?.callFrame.url ?? '').split('/').pop()}`;
    const d = (profile.timeDeltas[i + 1] ?? 0) / 1000; if (!win.has(w)) win.set(w, new Map()); win.get(w).set(k, (win.get(w).get(k) ?? 0) + d); });
  console.log('--- timeline');
  for (const [w, m] of [...win].sort((a, b) => a[0] - b[0])) console.log(w * 100, [...m].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
}
