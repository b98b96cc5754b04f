/**
 * Which URLs the console may open, embed or hand the session token to. Server-supplied URLs (menu
 * entries, stored files) are data, so each use checks them here instead of trusting them.
 */

function currentOrigin(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://localhost';
}

function parse(url: string): URL | null {
  if (url.trim() === '') return null;
  try {
    return new URL(url, currentOrigin());
  } catch {
    return null;
  }
}

/** An http(s) URL or a path on this site; javascript:, data:, file: … are refused. */
export function isOpenableUrl(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

/** The origin a URL points to, or null when it cannot be opened. */
export function originOf(url: string): string | null {
  const parsed = parse(url);
  return parsed && isOpenableUrl(url) ? parsed.origin : null;
}

/**
 * Origins besides this site's own that may receive the session token in a menu URL, from the
 * build setting `VITE_TRUSTED_ORIGINS` (comma-separated, e.g. `https://report.bureau.gov.cn`).
 */
export function configuredTrustedOrigins(raw: string | undefined = import.meta.env.VITE_TRUSTED_ORIGINS): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => originOf(item))
    .filter((origin): origin is string => origin !== null);
}

export function isTrustedOrigin(origin: string | null, trusted: readonly string[] = configuredTrustedOrigins()): boolean {
  return origin !== null && (origin === currentOrigin() || trusted.includes(origin));
}

export function isSameOrigin(url: string): boolean {
  return originOf(url) === currentOrigin();
}
