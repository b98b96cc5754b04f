/**
 * What the crawl watches while it works: uncaught page errors, failed answers of the fake backend,
 * notifications (recorded in the page as they appear, so short-lived toasts are not missed),
 * downloads and window.open calls. Everything is attributed to the screen being crawled.
 */
import { vi } from 'vitest';
import type { Page, Response } from 'playwright-core';

export interface Notice {
  level: 'error' | 'warning' | 'info' | 'success';
  text: string;
}

export interface OpenCall {
  url: string;
  target: string;
  features: string;
}

interface CrawlRecord {
  notices: Notice[];
  opens: OpenCall[];
}

type CrawlWindow = Window & { __crawl?: CrawlRecord };

/**
 * API answers that are failures by design, with the reason. Matched against `<path> <status|message>`.
 * Keep this list short: every entry hides a class of real failures.
 */
export const EXPECTED_API_FAILURES: readonly { pattern: RegExp; reason: string }[] = [];

/**
 * Installed before any page script: records filled MUI alerts (the notification host's and
 * snackbars') and replaces window.open, so external links are checked without leaving the sandbox.
 */
export function installPageRecorder(): void {
  const w = window as CrawlWindow;
  const record: CrawlRecord = { notices: [], opens: [] };
  w.__crawl = record;
  window.open = (url?: string | URL, target?: string, features?: string) => {
    record.opens.push({ url: String(url ?? ''), target: target ?? '', features: features ?? '' });
    return null;
  };
  const levelOf = (el: Element): Notice['level'] => {
    const c = el.className;
    if (typeof c === 'string' && c.includes('colorError')) return 'error';
    if (typeof c === 'string' && c.includes('colorWarning')) return 'warning';
    if (typeof c === 'string' && c.includes('colorSuccess')) return 'success';
    return 'info';
  };
  const seen = new WeakSet<Element>();
  const collect = (el: Element) => {
    const alerts = el.matches('.MuiAlert-filled, .MuiSnackbarContent-root') ? [el] : Array.from(el.querySelectorAll('.MuiAlert-filled, .MuiSnackbarContent-root'));
    for (const a of alerts) {
      if (seen.has(a)) continue;
      seen.add(a);
      record.notices.push({ level: levelOf(a), text: (a.textContent ?? '').trim() });
    }
  };
  new MutationObserver((mutations) => {
    for (const m of mutations) m.addedNodes.forEach((n) => n instanceof Element && collect(n));
  }).observe(document, { childList: true, subtree: true });
}

export interface Watcher {
  /** Problems seen since the last drain (page errors, failed API answers). */
  drainProblems(): string[];
  downloads(): number;
  fileChoosers(): number;
  /** Notifications recorded in the page since index `from`. */
  notices(from?: number): Promise<Notice[]>;
  noticeCount(): Promise<number>;
  opens(): Promise<OpenCall[]>;
  /** Resolves once no API call of the page is open and every answer has been checked. */
  idle(): Promise<void>;
}

function isApi(url: string): boolean {
  return url.includes('/zw-lgb2/') && !url.includes('/zw-lgb2/__demo/');
}

function apiPath(url: string): string {
  const u = new URL(url);
  return u.pathname.replace(/^.*?\/zw-lgb2/, '');
}

function expected(line: string): boolean {
  return EXPECTED_API_FAILURES.some((e) => e.pattern.test(line));
}

async function apiProblem(response: Response): Promise<string | null> {
  const path = apiPath(response.url());
  const method = response.request().method();
  if (response.status() < 200 || response.status() >= 300) return `${method} ${path} → HTTP ${response.status()}`;
  if (!(response.headers()['content-type'] ?? '').includes('json')) return null;
  try {
    const body = (await response.json()) as { success?: unknown; message?: unknown };
    if (body.success === false) return `${method} ${path} → success:false "${String(body.message ?? '')}"`;
  } catch {
    // A body that is gone (page navigated) or not JSON after all says nothing about success.
  }
  return null;
}

export function watchPage(page: Page): Watcher {
  let problems: string[] = [];
  let downloads = 0;
  let fileChoosers = 0;
  // With a listener, Playwright takes the chooser instead of the OS: nothing is picked, nothing uploads.
  page.on('filechooser', () => {
    fileChoosers += 1;
  });
  page.on('pageerror', (error) => problems.push(`uncaught page error: ${error.message.split('\n')[0]}`));
  page.on('download', () => {
    downloads += 1;
  });
  let open = 0;
  const checks = new Set<Promise<void>>();
  page.on('request', (request) => {
    if (isApi(request.url())) open += 1;
  });
  const settle = (request: { url(): string }) => {
    if (isApi(request.url())) open = Math.max(0, open - 1);
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (!isApi(response.url())) return;
    const check = apiProblem(response).then((p) => {
      if (p && !expected(p)) problems.push(`API ${p}`);
    });
    checks.add(check);
    void check.finally(() => checks.delete(check));
  });
  const record = () => page.evaluate(() => (window as CrawlWindow).__crawl ?? { notices: [], opens: [] });
  return {
    drainProblems() {
      const out = problems;
      problems = [];
      return out;
    },
    downloads: () => downloads,
    fileChoosers: () => fileChoosers,
    notices: async (from = 0) => (await record()).notices.slice(from),
    noticeCount: async () => (await record()).notices.length,
    opens: async () => (await record()).opens,
    async idle() {
      // A call that never answers is the screen's problem, reported by its own checks; the crawl moves on.
      await vi
        .waitFor(() => {
          if (open > 0) throw new Error(`${open} API calls still open`);
        }, { timeout: 5000, interval: 50 })
        .catch(() => undefined);
      await Promise.all([...checks]);
    },
  };
}
