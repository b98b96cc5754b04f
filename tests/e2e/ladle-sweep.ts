/**
 * Sweep over the built Ladle (dist-ladle/, or LADLE_DIST): opens every story in preview mode the
 * way a developer does, with the stories' msw service worker, and reports each story that
 *  - sends a `/zw-lgb2` call nothing in the page answers (the static host answers it with
 *    index.html or a 404: header `X-Served-By: static-server`), or the fake backend answers with
 *    its "no such path" 404 envelope;
 *  - throws (page error) or logs a console error;
 *  - shows an error message of the HTTP layer (系统提示, 服务器返回了无法识别的数据, 请求失败 …);
 *  - does not settle (a backend call still pending) unless it says it shows a wait.
 * A story whose id names a failure (see ERROR_STORY) may show error messages and log failed
 * loads; it must still not reach the static host.
 * The page is reused: the next story is opened by client-side navigation (Ladle follows
 * popstate), so the bundle and the fake backend's seed load once per page, except after a story
 * that shows a wait.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, statSync, watch } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
// @ts-expect-error plain ESM helper without types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
// @ts-expect-error plain ESM helper without types
import { startStaticServer } from './static-server.mjs';
import { ERROR_STORY, UNKNOWN_PATH_ANSWER, WAITING_STORY, errorTextsIn } from '../ladle/story-problems';

export const LADLE_DIST = process.env.LADLE_DIST ?? 'dist-ladle';
export const SWEEP_SHARDS = 2;

const SOURCES = ['ladle', 'src', 'fake-server', 'machines'];
const SETTLE_MS = 10000;

function newestSourceMtime(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'public' && dir === 'ladle') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of SOURCES) if (existsSync(dir)) walk(dir);
  return newest;
}

function ladleIsFresh(): boolean {
  const meta = join(LADLE_DIST, 'meta.json');
  return existsSync(meta) && statSync(meta).mtimeMs >= newestSourceMtime();
}

/** Resolves once `dir` is gone (another test file's build finished). */
function whenRemoved(dir: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(join(dir, '..'), () => {
      if (!existsSync(dir)) {
        watcher.close();
        resolve();
      }
    });
    if (!existsSync(dir)) {
      watcher.close();
      resolve();
    }
  });
}

/**
 * Builds Ladle when its build is missing or older than a source file (npm test builds it first).
 * Both sweep files may ask at once: a lock folder lets one build while the other waits for it.
 */
export async function ensureLadleBuild(): Promise<void> {
  if (ladleIsFresh()) return;
  const lock = `${LADLE_DIST.replace(/\/+$/, '')}.building`;
  try {
    mkdirSync(lock);
  } catch {
    await whenRemoved(lock);
    if (ladleIsFresh()) return;
    throw new Error(`the Ladle build of ${LADLE_DIST} failed in another test file`);
  }
  try {
    console.log(`building Ladle into ${LADLE_DIST} (missing or older than its sources)…`);
    execFileSync('npx', ['ladle', 'build', '--config', 'ladle', '--stories', 'ladle/**/*.stories.tsx', '--outDir', LADLE_DIST], { stdio: 'inherit' });
  } finally {
    rmdirSync(lock);
  }
}

interface StoryMeta {
  filePath?: string;
}

/**
 * The stories a default run opens: per story file, its first story and its first that promises a
 * failure (that one runs on its own msw answers in the service worker). Every story's state, its
 * backend calls and its error texts are checked in the jsdom story tests (tests/ladle); this
 * sweep checks that the built Ladle opens them in a browser with its service worker, which one
 * story of each file and kind shows.
 */
export function sampleOf(stories: Record<string, StoryMeta>): string[] {
  const byFile = new Map<string, string[]>();
  for (const id of Object.keys(stories).sort()) {
    const file = stories[id]?.filePath ?? id.split('--')[0]!;
    byFile.set(file, [...(byFile.get(file) ?? []), id]);
  }
  const sample: string[] = [];
  for (const ids of byFile.values()) {
    const plain = ids.find((id) => !ERROR_STORY.test(id) && !WAITING_STORY.test(id)) ?? ids[0]!;
    const failing = ids.find((id) => ERROR_STORY.test(id));
    sample.push(plain, ...(failing ? [failing] : []));
  }
  return sample.sort();
}

/**
 * The stories to sweep: a sample (see sampleOf); `SWEEP_ALL=1` opens every story of the build and
 * `SWEEP_ONLY=<regex>` narrows the whole list while fixing a few.
 */
export function storyIds(): string[] {
  const meta = JSON.parse(readFileSync(join(LADLE_DIST, 'meta.json'), 'utf8')) as { stories: Record<string, StoryMeta> };
  const only = process.env.SWEEP_ONLY ? new RegExp(process.env.SWEEP_ONLY) : null;
  const all = Object.keys(meta.stories).sort();
  if (only) return all.filter((id) => only.test(id));
  return process.env.SWEEP_ALL === '1' ? all : sampleOf(meta.stories);
}

export function shardOf<T>(items: T[], index: number, shards = SWEEP_SHARDS): T[] {
  return items.filter((_, i) => i % shards === index);
}

export interface StoryReport {
  id: string;
  problems: string[];
}

export interface Sweeper {
  sweep(id: string): Promise<StoryReport>;
  close(): Promise<void>;
}

const isApi = (url: string) => new URL(url).pathname.startsWith('/zw-lgb2');

/** One browser page on the served Ladle build that opens stories one after another. */
export async function openSweeper(): Promise<Sweeper> {
  const server = (await startStaticServer(LADLE_DIST)) as { url: string; close: () => Promise<void> };
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH as string, args: CHROMIUM_ARGS as string[], headless: true });
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'zh-CN' });
  const page: Page = await context.newPage();
  page.setDefaultTimeout(30000);

  // What the current story did; reset before each story.
  let problems: string[] = [];
  let failuresAllowed = false;
  const pending = new Set<Request>();
  let started = 0;

  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    pending.add(request);
    started += 1;
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', (request) => {
    done(request);
    // An aborted call is one the story left behind when it was closed.
    const error = request.failure()?.errorText ?? '';
    if (isApi(request.url()) && !failuresAllowed && !error.includes('ERR_ABORTED')) problems.push(`call failed: ${request.method()} ${new URL(request.url()).pathname} (${error})`);
  });
  page.on('response', async (response) => {
    const url = response.url();
    if (!isApi(url)) return;
    const path = `${response.request().method()} ${new URL(url).pathname}`;
    if (response.headers()['x-served-by'] === 'static-server') {
      problems.push(`unanswered backend call (static host answered ${response.status()}): ${path}`);
      return;
    }
    if (response.status() >= 500 && !failuresAllowed) problems.push(`server error ${response.status()}: ${path}`);
    if ((response.headers()['content-type'] ?? '').includes('json')) {
      const body = await response.text().catch(() => '');
      if (body.includes(UNKNOWN_PATH_ANSWER)) problems.push(`backend call to an unknown path: ${path}`);
    }
  });
  page.on('pageerror', (error) => {
    // The browser's own update check of the service worker script, not the story.
    if (!/Failed to update a ServiceWorker/.test(error.message)) problems.push(`page error: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !failuresAllowed) problems.push(`console error: ${message.text().slice(0, 300)}`);
  });

  // A story that shows a wait may leave calls pending; when the client gives up on them (网络超时)
  // the message would land in the next story, so the story after such a one opens on a fresh page.
  let freshPageNext = true;

  /** Waits until no backend call is pending and none started across two animation frames. */
  async function settle(mayWait: boolean): Promise<void> {
    const deadline = Date.now() + (mayWait ? 1000 : SETTLE_MS);
    for (;;) {
      const before = started;
      if (pending.size === 0) {
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
            }),
        );
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
        if (pending.size === 0 && started === before) return;
        continue;
      }
      if (Date.now() > deadline) {
        if (!mayWait) problems.push(`did not settle: ${Array.from(pending, (r) => `${r.method()} ${new URL(r.url()).pathname}`).join(', ')} still pending`);
        return;
      }
      await page.waitForEvent('requestfinished', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => undefined);
    }
  }

  return {
    async sweep(id) {
      problems = [];
      failuresAllowed = ERROR_STORY.test(id);
      const target = `?story=${encodeURIComponent(id)}&mode=preview`;
      const mayWait = WAITING_STORY.test(id);
      if (freshPageNext) {
        await page.goto(`${server.url}/${target}`);
      } else {
        await page.evaluate((search) => {
          history.pushState(null, '', search);
          dispatchEvent(new PopStateEvent('popstate', { state: null }));
        }, target);
      }
      const t0 = Date.now();
      await page.locator(`[data-story-id="${id}"]`).waitFor({ state: 'attached' });
      const t1 = Date.now();
      await settle(mayWait);
      freshPageNext = pending.size > 0;
      if (process.env.SWEEP_DEBUG) console.log(`${id}: open ${t1 - t0} ms, settle ${Date.now() - t1} ms, calls ${started}`);
      if (!failuresAllowed) {
        problems.push(...errorTextsIn(await page.evaluate(() => document.body.innerText)));
      }
      return { id, problems: [...new Set(problems)] };
    },
    async close() {
      await context.close();
      await browser.close();
      await server.close();
    },
  };
}
