/**
 * The static host the browser tests and the start-up bench load the builds from: what it tells the
 * browser about caching decides whether a reload compiles every script again, so it is pinned here.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../e2e/static-server.mjs';

let root: string;
let server: { url: string; close(): Promise<void> } | null = null;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><meta property="csp-nonce" nonce="CSP_NONCE_PLACEHOLDER"><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), 'export const app = 1;');
});
afterEach(async () => {
  await server?.close();
  server = null;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function start(options: Record<string, boolean> = {}): Promise<string> {
  const started = (await startStaticServer(root, 0, '127.0.0.1', options)) as { url: string; close(): Promise<void> };
  server = started;
  return started.url;
}

describe('test static host', () => {
  it('sends validators and makes the browser ask every time', async () => {
    const url = await start();
    const res = await fetch(`${url}/assets/app-1a2b3c.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('export const app = 1;');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers.get('last-modified')).not.toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 for an unchanged file and the whole file otherwise', async () => {
    const url = await start();
    const first = await fetch(`${url}/assets/app-1a2b3c.js`);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const byTag = await fetch(`${url}/assets/app-1a2b3c.js`, { headers: { 'If-None-Match': etag } });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    const byDate = await fetch(`${url}/assets/app-1a2b3c.js`, { headers: { 'If-Modified-Since': lastModified } });
    expect(byDate.status).toBe(304);
    const otherTag = await fetch(`${url}/assets/app-1a2b3c.js`, { headers: { 'If-None-Match': '"0-0"', 'If-Modified-Since': lastModified } });
    expect(otherTag.status).toBe(200);
    const older = await fetch(`${url}/assets/app-1a2b3c.js`, { headers: { 'If-Modified-Since': new Date(0).toUTCString() } });
    expect(older.status).toBe(200);
  });

  it('falls back to index.html for an address that is not a file', async () => {
    const url = await start();
    const res = await fetch(`${url}/isystem/user`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('with cacheAssets serves assets/ immutable and the page as before', async () => {
    const url = await start({ cacheAssets: true });
    expect((await fetch(`${url}/assets/app-1a2b3c.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${url}/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('with csp never lets a page with a nonce be kept or answered 304', async () => {
    const url = await start({ csp: true });
    const first = await fetch(`${url}/`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
    const firstNonce = nonceOf(await first.text());
    const again = await fetch(`${url}/`, { headers: { 'If-Modified-Since': new Date().toUTCString() } });
    expect(again.status).toBe(200);
    const secondNonce = nonceOf(await again.text());
    expect(firstNonce).toBeDefined();
    expect(secondNonce).not.toBe(firstNonce);
    expect(again.headers.get('content-security-policy')).toContain(`'nonce-${secondNonce}'`);
  });
});
