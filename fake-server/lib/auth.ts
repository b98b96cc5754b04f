/**
 * Tokens and sessions, after the backend's JwtFilter + ShiroRealm (contract
 * §2.4): a JWT-looking token (claim `username`, not verified
 * cryptographically) that is valid while its row exists in the token table
 * and was used within the last 2 hours; the user must exist, not be deleted
 * and have status 1; a `tenant-id` header must be one of the user's tenants.
 */
import { md5 } from 'js-md5';
import { TOKEN_TTL_MS } from '../config';
import { db } from '../db/tables';
import type { SysUserAccountRow } from '../db/rows';
import { Unauthorized } from './route';

export interface Session {
  token: string;
  user: SysUserAccountRow;
}

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** `JwtUtil.sign(username, passwordHash)`: exp = now + 1 h (the idle timeout is the table's job). */
export function signToken(username: string, passwordHash: string): string {
  const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));
  const payload = base64url(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, username }));
  // Random salt in the signature keeps two logins within one second apart.
  const signature = base64url(md5(`${header}.${payload}.${passwordHash}.${Math.random()}`));
  return `${header}.${payload}.${signature}`;
}

/** `JwtUtil.getUsername`: the claim, or null for anything that is not a decodable JWT. */
export function usernameOf(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(fromBase64url(parts[1])) as { username?: unknown };
    return typeof claims.username === 'string' ? claims.username : null;
  } catch {
    return null;
  }
}

/** Stores a new token for the user (the Redis `prefix_user_token_*` key). */
export async function issueToken(user: SysUserAccountRow): Promise<string> {
  const token = signToken(user.username, user.password);
  const now = Date.now();
  await db.sysToken.create({ token, userId: user.id, username: user.username, createdAt: now, expiresAt: now + TOKEN_TTL_MS });
  return token;
}

export function readToken(request: Request): string | null {
  const header = request.headers.get('X-Access-Token');
  if (header) return header;
  return new URL(request.url).searchParams.get('token') || null;
}

/** An active (non-deleted) user by login name, as `getUserByName` reads it. */
export function findActiveUser(username: string): SysUserAccountRow | undefined {
  return db.sysUser.findFirst((q) => q.where({ username, delFlag: 0 }));
}

function tenantAllowed(user: SysUserAccountRow, request: Request): boolean {
  const tenantIds = (user.relTenantIds ?? '').split(',').filter(Boolean);
  if (tenantIds.length === 0) return true;
  const header = request.headers.get('tenant-id');
  if (!header || header === '0') return true;
  return tenantIds.includes(header);
}

/**
 * The session of a request, or null when the filter would answer 401.
 * `touch` refreshes the idle timeout (the gate does; handlers only read).
 */
export async function authenticate(request: Request, touch = false): Promise<Session | null> {
  const token = readToken(request);
  if (!token) return null;
  const row = db.sysToken.findFirst((q) => q.where({ token }));
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt <= now) {
    db.sysToken.delete(row);
    return null;
  }
  const username = usernameOf(token);
  const user = username ? findActiveUser(username) : undefined;
  if (!user || user.status !== 1 || !tenantAllowed(user, request)) return null;
  // Refresh at most once a minute so a busy page does not rewrite the snapshot on every call.
  if (touch && row.expiresAt - now < TOKEN_TTL_MS - 60_000) {
    await db.sysToken.update(row, {
      data(draft) {
        draft.expiresAt = now + TOKEN_TTL_MS;
      },
    });
  }
  return { token, user };
}

/** The session or a thrown Unauthorized (answered as the 401 of the filter). */
export async function requireSession(request: Request): Promise<Session> {
  const session = await authenticate(request);
  if (!session) throw new Unauthorized();
  return session;
}

/** Deletes tokens: all of them, or those of one user except `keep`. */
export function revokeTokens(filter?: { userId: string; keep?: string }): number {
  const rows = filter
    ? db.sysToken.findMany((q) => q.where({ userId: filter.userId, token: (t: string) => t !== filter.keep }))
    : db.sysToken.all().slice();
  for (const row of rows) db.sysToken.delete(row);
  return rows.length;
}

/**
 * URLs the ShiroConfig lets through without a token (contract §2.4), plus the
 * demo control endpoints. `**` = any suffix.
 */
export const ANONYMOUS_PATHS: readonly string[] = [
  '/sys/randomImage/**',
  '/sys/checkCaptcha',
  '/sys/login',
  '/sys/mLogin',
  '/sys/logout',
  '/sys/thirdLogin/**',
  '/sys/getEncryptedString',
  '/sys/sms',
  '/sys/phoneLogin',
  '/sys/user/checkOnlyUser',
  '/sys/user/register',
  '/sys/user/phoneVerification',
  '/sys/user/passwordChange',
  '/sys/common/static/**',
  '/sys/common/pdf/**',
  '/sys/getLoginQrcode/**',
  '/sys/getQrcodeToken/**',
  '/sys/annountCement/show/**',
  '/sys/cas/client/validateLogin',
  '/websocket/**',
  '/vxeSocket/**',
  '/swagger-ui.html',
  '/doc.html',
  '/swagger-resources/**',
  '/v2/api-docs',
  '/webjars/**',
  '/druid/**',
  '/actuator/**',
  '/__demo/**',
];

export function isAnonymous(path: string): boolean {
  return ANONYMOUS_PATHS.some((pattern) =>
    pattern.endsWith('/**')
      ? path === pattern.slice(0, -3) || path.startsWith(pattern.slice(0, -2))
      : path === pattern,
  );
}
