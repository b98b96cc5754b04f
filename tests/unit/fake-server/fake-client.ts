/**
 * Test helpers that talk to the fake backend like the Vue client does: over
 * fetch, with the captcha read from the SVG's <title>.
 */
import type { Result } from '@/api/envelope';
import type { LoginResult } from '@/api/sys/auth';

export const BASE = 'http://localhost:3000/zw-lgb2';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: Result<T>;
}

/** `base`: the API's address when it is not the msw-answered BASE (a fake backend over real HTTP). */
export async function call<T = unknown>(path: string, init: RequestInit & { token?: string; json?: unknown; base?: string } = {}): Promise<Reply<T>> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('X-Access-Token', init.token);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json;charset=UTF-8');
    body = JSON.stringify(init.json);
  }
  const { base = BASE, ...rest } = init;
  const res = await fetch(`${base}${path}`, { ...rest, headers, body });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Result<T> };
}

/** Fetches a captcha image for `key` and returns its code (from the SVG title). */
export async function captchaFor(key: string, base = BASE): Promise<string> {
  const { body } = await call<string>(`/sys/randomImage/${key}`, { base });
  const svg = atob(body.result.slice('data:image/svg+xml;base64,'.length));
  return /<title>captcha:(\w{4})<\/title>/.exec(svg)![1];
}

let keySeq = 0;

export async function login(username: string, password = '123456', base = BASE): Promise<Reply<LoginResult>> {
  const checkKey = `${Date.now()}${(keySeq += 1)}`;
  const captcha = await captchaFor(checkKey, base);
  return call<LoginResult>('/sys/login', { method: 'POST', json: { username, password, captcha, checkKey, remember_me: true }, base });
}

/** Logs in and returns the token (fails the test when the login does not succeed). */
export async function tokenOf(username: string, password = '123456'): Promise<string> {
  const reply = await login(username, password);
  if (reply.body.code !== 200) throw new Error(`login of ${username} failed: ${reply.body.message}`);
  return reply.body.result.token;
}
