/**
 * The demo's seed is data made at build time: faker and pinyin-pro (the seeders' libraries) are in
 * no file of the demo build, and the demo's login route (fake backend included) downloads neither.
 * Nor does the demo carry the public suffix list msw's cookie jar would bring.
 */
import { describe, it, expect, beforeAll, afterAll, inject } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
// @ts-expect-error plain ESM helpers without types
import { measureLoginPage } from '../bench/login-page.mjs';

const DEMO_DIST = process.env.E2E_DIST ?? 'dist-demo';

/** Strings that survive minification: faker's own error texts, pinyin-pro's dictionary-weight enum. */
const SEED_LIBRARIES: Record<string, RegExp> = {
  faker: /github\.com\/faker-js\/faker|locale data on the faker instance/,
  'pinyin-pro': /Surname=1\]=.Surname./,
};

describe('demo build: seed libraries stay out of the runtime', () => {
  it('no file of the demo build contains faker', () => {
    const assets = join(DEMO_DIST, 'assets');
    const offenders = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => SEED_LIBRARIES.faker.test(readFileSync(join(assets, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it("no file of the demo build carries the public suffix list (msw's cookie jar is the page's own there)", () => {
    const assets = join(DEMO_DIST, 'assets');
    // tldts's rule list: these suffixes sit side by side only in it.
    const offenders = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /blogspot/.test(readFileSync(join(assets, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  describe('login route', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('downloads neither faker nor pinyin-pro', async () => {
      const m = (await measureLoginPage(browser, inject('baseUrl'))) as { files: { file: string; text: string }[] };
      const loaded = Object.entries(SEED_LIBRARIES)
        .filter(([, marker]) => m.files.some((f) => marker.test(f.text)))
        .map(([name]) => name);
      expect(loaded).toEqual([]);
    });
  });
});
