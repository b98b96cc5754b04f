// Measures the production login page: gzipped JS it loads, which heavy chunks it avoids, and the
// cold-load time to a visible login form in headless Chromium. Prints figures; asserts nothing.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../e2e/static-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs';

/** Loads /user/login in a fresh profile; returns the JS responses and the time to the form. */
export async function measureLoginPage(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type === 'script') {
      try {
        scripts.set(res.url(), await res.body());
      } catch {
        // a response the page abandoned; it did not load
      }
    }
  });
  const started = Date.now();
  await page.goto(`${baseUrl}/user/login`);
  await page.getByRole('button', { name: '登录', exact: true }).waitFor({ state: 'visible', timeout: 30000 });
  const formMs = Date.now() - started;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await context.close();
  let gzipBytes = 0;
  const files = [];
  for (const [url, body] of scripts) {
    const gz = gzipSync(body, { level: 9 }).length;
    gzipBytes += gz;
    files.push({ file: new URL(url).pathname, gz, text: body.toString('utf8') });
  }
  return { formMs, gzipBytes, files };
}

/** Markers of the heavy libraries the login route must not load. */
export const HEAVY_MARKERS = {
  'data grid': /MuiDataGrid/,
  charts: /MuiChartsAxis|MuiLineChart/,
  xlsx: /SheetJS|XLSX\.utils/,
  'fake server': /mockServiceWorker|setupWorker/,
  'rich-text editors': /ProseMirror|tiptap|CodeMirror/,
};

export async function runLoginBench({ runs = 5 } = {}) {
  ensureChromium();
  const server = await startStaticServer('dist');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  try {
    const samples = [];
    let first;
    for (let i = 0; i < runs; i++) {
      const m = await measureLoginPage(browser, server.url);
      first ??= m;
      samples.push(m.formMs);
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)];
    console.log(`login page (production build): ${(first.gzipBytes / 1024).toFixed(1)} kB gzipped JS in ${first.files.length} files (budget 160 kB)`);
    for (const f of first.files.sort((a, b) => b.gz - a.gz)) console.log(`  ${(f.gz / 1024).toFixed(1).padStart(7)} kB  ${f.file}`);
    for (const [name, marker] of Object.entries(HEAVY_MARKERS)) {
      const hit = first.files.some((f) => marker.test(f.text));
      console.log(`  ${name}: ${hit ? 'LOADED (should not be)' : 'not loaded'}`);
    }
    console.log(`login page cold load to visible form: median ${median} ms over ${runs} runs (min ${samples[0]}, max ${samples[samples.length - 1]})`);
  } finally {
    await browser.close();
    await server.close();
  }
}
