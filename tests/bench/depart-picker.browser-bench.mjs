// The department picker opening over 50,000 departments, in headless Chromium. Builds the Ladle
// story `pickers--depart-fifty-thousand` (its msw handlers answer queryDepartTreeSync from a generated tree of
// exactly 50,000 departments) into a temporary folder, serves it, and prints: click-to-first-level-visible for
// the first (cold) open and the median / p95 of later opens, expand-to-children for a first-level branch, the
// tree items in the DOM, and the longest main-thread task during an open. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../e2e/static-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs';

const STORY = 'pickers--depart-fifty-thousand';
const OPENS = 7;

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const ms = (x) => `${x.toFixed(1)} ms`;

/**
 * Ladle's msw addon copies mockServiceWorker.js into the Vite public folder; a throw-away Vite config
 * points that folder into the temporary directory so the bench leaves public/ untouched.
 */
function buildStory(workDir) {
  const outDir = join(workDir, 'out');
  const viteConfig = join(workDir, 'vite.config.mjs');
  const base = resolve('ladle/vite.config.mjs');
  writeFileSync(viteConfig, `import base from ${JSON.stringify(base)};\nexport default { ...base, publicDir: ${JSON.stringify(join(workDir, 'public'))} };\n`);
  // Ladle joins --outDir onto the working directory, so an absolute path must be given relative to it.
  const res = spawnSync('npx', ['ladle', 'build', '--config', 'ladle', '--viteConfig', viteConfig, '--stories', 'ladle/pickers.stories.tsx', '--outDir', relative(process.cwd(), outDir)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (res.status !== 0 || !existsSync(join(outDir, 'index.html'))) throw new Error(`ladle build failed (exit ${res.status})`);
  return outDir;
}

/** In the page: click the field, resolve at the first frame painted with the first tree level shown. */
function openAndTime() {
  return new Promise((done, fail) => {
    const input = document.querySelector('input[aria-label="所属部门"]');
    if (!input) return fail(new Error('field not found'));
    let longest = 0;
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
    });
    try {
      observer.observe({ type: 'longtask', buffered: false });
    } catch {
      // longtask entries unsupported: longest stays 0
    }
    const t0 = performance.now();
    input.click();
    const check = () => {
      const labels = document.querySelectorAll('[role="dialog"] [role="treeitem"] > .MuiTreeItem-content .MuiTreeItem-label');
      if (labels.length >= 10 && [...labels].some((l) => l.textContent === '第1分局')) {
        requestAnimationFrame(() => {
          const t = performance.now() - t0;
          setTimeout(() => {
            observer.disconnect();
            done({ ms: t, items: document.querySelectorAll('[role="dialog"] [role="treeitem"]').length, longest });
          }, 50);
        });
        return;
      }
      if (performance.now() - t0 > 30000) return fail(new Error('first level not visible after 30 s'));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** In the page: expand 第1分局 and resolve when its 20 children are painted. */
function expandAndTime() {
  return new Promise((done, fail) => {
    const item = [...document.querySelectorAll('[role="dialog"] [role="treeitem"]')].find(
      (li) => li.querySelector(':scope > .MuiTreeItem-content .MuiTreeItem-label')?.textContent === '第1分局',
    );
    if (!item) return fail(new Error('first root not found'));
    const t0 = performance.now();
    item.querySelector(':scope > .MuiTreeItem-content .MuiTreeItem-iconContainer').click();
    const check = () => {
      const kids = item.querySelectorAll('[role="group"] [role="treeitem"]');
      if (kids.length >= 20 && !item.querySelector('[aria-disabled="true"]')) {
        requestAnimationFrame(() => done({ ms: performance.now() - t0, items: document.querySelectorAll('[role="dialog"] [role="treeitem"]').length }));
        return;
      }
      if (performance.now() - t0 > 30000) return fail(new Error('children not visible after 30 s'));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

export default async function runDepartPickerBench() {
  ensureChromium();
  const workDir = mkdtempSync(join(tmpdir(), 'zw-depart-bench-'));
  let server;
  let browser;
  try {
    const started = Date.now();
    const outDir = buildStory(workDir);
    console.log(`ladle build of ladle/pickers.stories.tsx: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    server = await startStaticServer(outDir);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
    const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.setDefaultTimeout(60000);
    await page.goto(`${server.url}/?story=${STORY}&mode=preview`);
    await page.locator('input[aria-label="所属部门"]').waitFor({ state: 'visible' });

    const opens = [];
    let expand = null;
    for (let i = 0; i < OPENS; i += 1) {
      opens.push(await page.evaluate(openAndTime));
      if (i === 0) expand = await page.evaluate(expandAndTime);
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    }
    const [cold, ...warm] = opens;
    const warmMs = warm.map((o) => o.ms);
    console.log('department picker over 50,000 departments (lazy tree, one level per request):');
    console.log(`  click → first level visible, first open (cold; the story's handler builds its 50,000-row index): ${ms(cold.ms)}`);
    console.log(`  click → first level visible, later opens: median ${ms(pct(warmMs, 50))}, p95 ${ms(pct(warmMs, 95))} over ${warm.length} opens (min ${ms(Math.min(...warmMs))}, max ${ms(Math.max(...warmMs))})`);
    console.log(`  expand a first-level branch → its 20 children visible: ${ms(expand.ms)}`);
    console.log(`  tree items in the DOM after opening: ${cold.items}; after one expand: ${expand.items} (of 50,000 departments)`);
    console.log(`  longest main-thread task during an open: cold ${ms(cold.longest)}, later max ${ms(Math.max(...warm.map((o) => o.longest)))}`);
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runDepartPickerBench();
}
