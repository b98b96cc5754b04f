// How long the content and 系统通告 dialogs take to open with a usable editor, on built demos
// (the target: under 1 s). For each build and screen: click 新增 or a row's 编辑 → the dialog's
// editor is editable, its toolbar enabled and (编辑) the record's body shown. Each sample reloads the
// list first, so it measures the first open of a page load (the editor code not yet run); a second
// open in the same page load is measured too. CPU 1× (no throttling); medians of 5, wall-clock and
// main-thread task time (DevTools `TaskDuration`), which other processes on the machine inflate less.
// Several builds may be given (e.g. before and after a change): their samples alternate, so a busy
// machine slows them alike. Prints figures; asserts nothing.
//
//   node tests/bench/editor-dialog.browser-bench.mjs /tmp/before-demo /tmp/after-demo
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../e2e/static-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SCREENS = [
  { name: '通知公告', path: '/content/notice' },
  { name: '系统通告', path: '/isystem/annountCement' },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

async function readCaptcha(page) {
  const img = page.getByRole('img', { name: /验证码/ });
  await page.waitForFunction(() => /验证码\s*\S{4}$/.test(document.querySelector('img[alt^="验证码"]')?.getAttribute('alt') ?? ''), null, { timeout: 60000 });
  return ((await img.getAttribute('alt')) ?? '').trim().slice(-4);
}

async function login(page, url) {
  await page.goto(`${url}/user/login`);
  await page.getByLabel('用户名', { exact: true }).waitFor({ timeout: 60000 });
  await page.getByLabel('用户名', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByLabel('验证码', { exact: true }).fill(await readCaptcha(page));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('navigation', { name: '主菜单' }).waitFor({ timeout: 60000 });
}

/** Main-thread task time so far (ms), from the DevTools protocol: the page's own work, whatever else runs. */
async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000;
}

/**
 * Clicks `button`; returns ms from the click to a dialog editor that is ready (in-page clock, checked
 * every frame) and the main-thread task time spent meanwhile.
 */
async function timeOpen(page, button, needText) {
  const cdp = page.__cdp;
  const before = await mainThreadMs(cdp);
  await page.evaluate(() => {
    window.__editorBenchClick = undefined;
    document.addEventListener('click', () => (window.__editorBenchClick ??= performance.now()), { capture: true, once: true });
  });
  await button.click();
  const handle = await page.waitForFunction(
    (text) => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].pop();
      const editor = dialog?.querySelector('[aria-label="富文本编辑器"][contenteditable="true"]');
      const bold = dialog?.querySelector('button[aria-label="加粗"]');
      if (!editor || !bold || bold.disabled) return false;
      if (text && editor.textContent.trim() === '') return false;
      return performance.now() - window.__editorBenchClick;
    },
    needText,
    { polling: 'raf', timeout: 60000 },
  );
  const wall = await handle.jsonValue();
  return { wall, cpu: (await mainThreadMs(cdp)) - before };
}

async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"] [aria-label="富文本编辑器"]'), null, { timeout: 30000 });
}

/** One sample: reload the list, let it settle as a reader would, then 新增 (twice) and 编辑. */
async function sample(page, url, screen) {
  await page.goto(`${url}${screen.path}`);
  const firstEdit = page.getByRole('row').filter({ has: page.getByRole('gridcell') }).first().getByRole('button', { name: '编辑', exact: true });
  await firstEdit.waitFor({ timeout: 60000 });
  const add = page.getByRole('button', { name: '新增', exact: true });
  // A reader looks at the list and moves to 新增 before clicking it.
  await page.waitForLoadState('networkidle');
  await add.hover();
  await page.waitForLoadState('networkidle');
  const addFirst = await timeOpen(page, add, false);
  await closeDialog(page);
  const addAgain = await timeOpen(page, add, false);
  await closeDialog(page);
  const edit = await timeOpen(page, firstEdit, true);
  await closeDialog(page);
  return { addFirst, addAgain, edit };
}

export default async function runEditorDialogBench(dirs = [process.env.E2E_DIST ?? 'dist-demo']) {
  ensureChromium();
  const servers = await Promise.all(dirs.map((dir) => startStaticServer(dir)));
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')} (wall-clock figures: other processes slow them)`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    const pages = [];
    for (const server of servers) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      page.setDefaultTimeout(30000);
      await login(page, server.url);
      pages.push(page);
    }
    for (const page of pages) {
      page.__cdp = await page.context().newCDPSession(page);
      await page.__cdp.send('Performance.enable');
    }
    const results = dirs.map(() => Object.fromEntries(SCREENS.map((s) => [s.name, { addFirst: [], addAgain: [], edit: [] }])));
    for (let run = 0; run < RUNS; run += 1) {
      for (const screen of SCREENS) {
        for (let b = 0; b < dirs.length; b += 1) {
          const r = await sample(pages[b], servers[b].url, screen);
          for (const key of Object.keys(r)) results[b][screen.name][key].push(r[key]);
        }
      }
    }
    for (let b = 0; b < dirs.length; b += 1) {
      console.log(`build ${dirs[b]}:`);
      for (const screen of SCREENS) {
        const r = results[b][screen.name];
        const line = (label, xs) => {
          const wall = xs.map((x) => x.wall);
          const cpu = xs.map((x) => x.cpu);
          return `${label}: median ${median(wall).toFixed(0)} ms [${wall.map((x) => x.toFixed(0)).join(', ')}], main-thread CPU median ${median(cpu).toFixed(0)} ms`;
        };
        console.log(`  ${screen.name}: ${line('新增 (first open)', r.addFirst)}`);
        console.log(`  ${screen.name}: ${line('新增 again', r.addAgain)}`);
        console.log(`  ${screen.name}: ${line('编辑 (after 新增)', r.edit)}`);
      }
    }
    console.log(`load average after: ${loadavg().map((x) => x.toFixed(1)).join(' / ')}`);
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  await runEditorDialogBench(dirs.length ? dirs : [process.env.E2E_DIST ?? 'dist-demo']);
}
