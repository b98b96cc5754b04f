/**
 * Checks on the built artefacts: production (dist/) carries no fake backend, and its login page
 * stays small and free of the heavy widgets. `npm test` builds both folders before this runs.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../e2e/static-server.mjs';
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
// @ts-expect-error plain ESM helpers without types
import { measureLoginPage, HEAVY_MARKERS } from '../bench/login-page.mjs';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

const FAKE_SERVER_MARKERS = [/mockServiceWorker/, /INTEGRITY_CHECK_REQUEST|MOCK_ACTIVATE/, /setupWorker/, /__demo\/(reset|expire-tokens)/, /zw-demo-db/, /msw\/data/];

describe('production build (dist/)', () => {
  it('exists', () => {
    expect(existsSync('dist/index.html')).toBe(true);
  });

  it('contains no fake-server or msw code', () => {
    const offenders = filesUnder('dist')
      .filter((f) => /\.(js|html|css|json)$/.test(f))
      .filter((f) => FAKE_SERVER_MARKERS.some((m) => m.test(readFileSync(f, 'utf8'))));
    expect(offenders).toEqual([]);
    expect(existsSync('dist/mockServiceWorker.js')).toBe(false);
  });
});

describe('production build is for staff only', () => {
  const js = () => filesUnder('dist').filter((f) => f.endsWith('.js'));
  const loginChunk = (dir: string) => filesUnder(dir).find((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('账号密码登录'));

  it('does not pre-fill the demo administrator on the login page (the demo build does)', () => {
    const prod = loginChunk('dist');
    const demo = loginChunk('dist-demo');
    expect(prod).toBeDefined();
    expect(demo).toBeDefined();
    expect(readFileSync(demo!, 'utf8')).toMatch(/admin[`'"],password:[`'"]123456/);
    expect(readFileSync(prod!, 'utf8')).not.toMatch(/123456/);
  });

  it('has no /test/home page and no 示例 showcase screens', () => {
    expect(js().filter((f) => readFileSync(f, 'utf8').includes('测试页面'))).toEqual([]);
    expect(js().filter((f) => /demo-page/.test(f))).toEqual([]);
    expect(filesUnder('dist-demo').filter((f) => /demo-page.*\.js$/.test(f)).length).toBe(5);
  });
});

describe('a signed-in page load\'s first screen calls', () => {
  /** The chunks a chunk imports statically (and so waits for before it runs). */
  const staticImports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]);

  it.each(['dist', 'dist-demo'])('leave with the login page\'s chunk alone, not after the console\'s UI libraries (%s)', (dir) => {
    const chunk = filesUnder(join(dir, 'assets')).find((f) => /[\\/]route-data-[\w-]+\.js$/.test(f));
    expect(chunk).toBeDefined();
    const imports = staticImports(chunk!);
    expect(imports.some((f) => f.startsWith('login-page-'))).toBe(true);
    expect(imports.filter((f) => !/^(login-page|rolldown-runtime)-/.test(f))).toEqual([]);
    // A few kB: the list's config and fetch, not a screen or a library.
    expect(statSync(chunk!).size).toBeLessThan(40 * 1024);
  });
});

describe('demo build (dist-demo/)', () => {
  it('ships the msw service worker', () => {
    expect(existsSync('dist-demo/mockServiceWorker.js')).toBe(true);
  });
});

describe('production login page', () => {
  let browser: Browser;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await startStaticServer('dist');
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads at most 160 kB of gzipped JS and none of the grid, charts, xlsx, editors or fake server', async () => {
    const m = (await measureLoginPage(browser, server.url)) as { gzipBytes: number; files: { file: string; text: string }[] };
    expect(m.gzipBytes).toBeLessThanOrEqual(160 * 1024);
    const loaded = Object.entries(HEAVY_MARKERS as Record<string, RegExp>)
      .filter(([, marker]) => m.files.some((f) => marker.test(f.text)))
      .map(([name]) => name);
    expect(loaded).toEqual([]);
  });
});
