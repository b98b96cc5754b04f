// Editable table with 10,000 rows × 20 columns in headless Chromium. Builds the Ladle story
// `editable-table--ten-thousand-rows` into a temporary folder, serves it, and prints: time to first render,
// row elements in the DOM, median and p95 frame time while scrolling to the bottom, and keypress-to-paint.
// Targets: first render < 300 ms, < 60 rows in the DOM, p95 frame < 20 ms, keypress-to-paint < 16 ms.
// Prints figures; asserts nothing (a benchmark reports, it does not pass or fail).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../e2e/static-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs';

const STORY = 'editable-table--ten-thousand-rows';

const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x) => `${x.toFixed(1)} ms`;

/** Resolves once the page is idle and has painted twice: the work of the last step is done. */
const settled = (page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));

function buildStory(outDir) {
  const res = spawnSync('npx', ['ladle', 'build', '--config', 'ladle', '--stories', 'ladle/editable-table.stories.tsx', '--outDir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (res.status !== 0 || !existsSync(join(outDir, 'index.html'))) throw new Error(`ladle build failed (exit ${res.status})`);
}

async function openStory(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  page.setDefaultTimeout(60000);
  const navStart = Date.now();
  await page.goto(`${url}/?story=${STORY}&mode=preview`);
  await page.waitForFunction(() => window.__etBench?.paint !== undefined, null, { timeout: 60000 });
  const wallMs = Date.now() - navStart;
  const bench = await page.evaluate(() => window.__etBench);
  return { page, wallMs, bench };
}

/** Scrolls the grid to the bottom in `frames` equal steps, one per animation frame; returns frame deltas. */
async function scrollFrames(page, frames) {
  return page.evaluate(async (n) => {
    const el = document.querySelector('[data-et-scroll]');
    el.scrollTop = 0;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const step = (el.scrollHeight - el.clientHeight) / n;
    const deltas = [];
    let maxRows = 0;
    let last = performance.now();
    for (let i = 1; i <= n; i += 1) {
      el.scrollTop = Math.round(step * i);
      const t = await new Promise((r) => requestAnimationFrame(r));
      deltas.push(t - last);
      last = t;
      maxRows = Math.max(maxRows, document.querySelectorAll('[data-et-row]').length);
    }
    await new Promise((r) => setTimeout(r, 200));
    const lastRow = document.querySelector('[data-et-row][aria-rowindex="10001"]');
    return { deltas, maxRows, atBottom: Math.abs(el.scrollTop + el.clientHeight - el.scrollHeight) < 2, lastRowShown: !!lastRow };
  }, frames);
}

/** Opens the editor of a visible cell, then types `count` keys; each key's time to the next frame (and after its paint). */
async function keypressToPaint(page, count) {
  await page.evaluate(() => {
    const el = document.querySelector('[data-et-scroll]');
    el.scrollTop = 0;
  });
  await settled(page);
  await page.locator('[data-et-row][aria-rowindex="3"] [role="gridcell"][data-key="c1"]').click();
  const input = page.locator('[data-et-row][aria-rowindex="3"] [data-key="c1"] input');
  await input.waitFor();
  await page.evaluate(() => {
    window.__etKeys = [];
    document.addEventListener(
      'keydown',
      (e) => {
        const t0 = e.timeStamp;
        const target = e.target;
        requestAnimationFrame(() => {
          const frame = performance.now();
          const shown = target.value;
          setTimeout(() => window.__etKeys.push({ frame: frame - t0, painted: performance.now() - t0, shown }), 0);
        });
      },
      true,
    );
  });
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const text = Array.from({ length: count }, (_, i) => letters[i % letters.length]).join('');
  // a typist's pace (60 ms a key): no polling of the page while its frames are measured
  await page.keyboard.type(text, { delay: 60 });
  await page.waitForFunction((n) => window.__etKeys.length >= n, count);
  const samples = await page.evaluate(() => window.__etKeys);
  const finalValue = await input.inputValue();
  return { samples, finalValue };
}

/**
 * Frame times above are wall-clock and suffer when other processes share the CPU. Thread time from a
 * trace is the main thread's own work per frame, which says whether the page could keep up on its own.
 */
async function threadTime(browser, page, count, act) {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await act();
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const busiest = new Map();
  for (const e of events) if (e.name === 'FireAnimationFrame' || e.name === 'EventDispatch') busiest.set(e.tid, (busiest.get(e.tid) ?? 0) + 1);
  const tid = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sum = (names) => events.filter((e) => e.tid === tid && e.ph === 'X' && names.includes(e.name)).reduce((t, e) => t + (e.tdur ?? 0), 0) / 1000 / count;
  return {
    perFrame: sum(['RunTask']),
    script: sum(['EventDispatch', 'FunctionCall']),
    style: sum(['UpdateLayoutTree']),
    layout: sum(['Layout']),
    prePaint: sum(['PrePaint', 'Paint']),
  };
}

export default async function runEditableTableBench({ runs = 3 } = {}) {
  ensureChromium();
  // Ladle resolves --outDir against the working directory even when absolute, so stay inside the project
  // (node_modules/.cache is ignored by git).
  const outDir = join('node_modules', '.cache', 'editable-table-bench');
  rmSync(outDir, { recursive: true, force: true });
  const started = Date.now();
  buildStory(outDir);
  console.log(`ladle build of ladle/editable-table.stories.tsx: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await startStaticServer(outDir);
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')} (frame times are wall-clock: other processes slow them)`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    const firstRender = [];
    const commits = [];
    const walls = [];
    let page;
    for (let i = 0; i < runs; i += 1) {
      const opened = await openStory(browser, server.url);
      firstRender.push(opened.bench.paint - opened.bench.start);
      commits.push(opened.bench.commit - opened.bench.start);
      walls.push(opened.wallMs);
      if (i < runs - 1) await opened.page.close();
      else page = opened.page;
    }
    const bench = await page.evaluate(() => window.__etBench);
    const rowsInDom = await page.evaluate(() => document.querySelectorAll('[data-et-row]').length);
    console.log(`first render (table render → first paint, 10,000 × 20): median ${ms(pct(firstRender, 50))} over ${runs} runs [${firstRender.map((x) => x.toFixed(0)).join(', ')}] (target < 300 ms)`);
    console.log(`  of which render + commit: median ${ms(pct(commits, 50))}; building the 200,000 cell values beforehand: ${ms(bench.dataMs)}; page load to paint: median ${pct(walls, 50)} ms`);
    console.log(`row elements in the DOM: ${rowsInDom} (target < 60)`);

    await settled(page);
    const fast = await scrollFrames(page, 300);
    fast.deltas.shift();
    console.log(
      `scroll to the bottom in 300 frames (~2,000 px per frame): median frame ${ms(pct(fast.deltas, 50))}, p95 ${ms(pct(fast.deltas, 95))}, max ${ms(Math.max(...fast.deltas))} (target p95 < 20 ms); max rows in DOM ${fast.maxRows}; reached bottom ${fast.atBottom}, last row shown ${fast.lastRowShown}`,
    );
    const slow = await scrollFrames(page, 1200);
    slow.deltas.shift();
    console.log(`scroll to the bottom in 1,200 frames (~500 px per frame): median frame ${ms(pct(slow.deltas, 50))}, p95 ${ms(pct(slow.deltas, 95))}, max ${ms(Math.max(...slow.deltas))}; max rows in DOM ${slow.maxRows}`);

    const cpu = await threadTime(browser, page, 150, () => scrollFrames(page, 150));
    console.log(
      `  main-thread CPU per frame during that fast scroll (trace thread time, tracing overhead included): ${ms(cpu.perFrame)} — script ${ms(cpu.script)}, style ${ms(cpu.style)}, layout ${ms(cpu.layout)}, pre-paint ${ms(cpu.prePaint)}`,
    );

    const keys = await keypressToPaint(page, 30);
    const frame = keys.samples.map((s) => s.frame);
    const painted = keys.samples.map((s) => s.painted);
    const shownOk = keys.samples.every((s, i) => s.shown.endsWith('abcdefghijklmnopqrstuvwxyz'[i % 26]));
    console.log(
      `keypress to paint (keydown → the frame showing the new value), ${keys.samples.length} keys: median ${ms(pct(frame, 50))}, p95 ${ms(pct(frame, 95))} (target < 16 ms); keydown → after that frame's paint: median ${ms(pct(painted, 50))}, p95 ${ms(pct(painted, 95))}; value shown in that frame for every key: ${shownOk}`,
    );
    const keyCpu = await threadTime(browser, page, 30, async () => {
      await page.keyboard.type('abcdefghij'.repeat(3), { delay: 60 });
      await settled(page);
    });
    console.log(
      `  main-thread CPU per key (trace thread time, tracing overhead included; steadier than frame times on a busy machine): ${ms(keyCpu.perFrame)} — script ${ms(keyCpu.script)}, style ${ms(keyCpu.style)}, layout ${ms(keyCpu.layout)}, pre-paint ${ms(keyCpu.prePaint)}`,
    );
    await page.close();
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runEditableTableBench();
}
