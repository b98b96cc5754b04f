/**
 * The demo build's stand-in for tough-cookie, the cookie jar msw keeps for the cookies its mocked
 * responses set. tough-cookie carries the public suffix list (tldts, ~300 kB), a third of the fake
 * backend's download before a signed-in reload can answer, and the fake backend sets no cookie
 * (the console signs its calls with the X-Access-Token header). This jar keeps what msw asks of
 * it: cookies of the request's host by name, stored and read back (without domain or path rules,
 * which a single-origin demo does not need). Node (tests, `npm run dev:fake`) keeps tough-cookie.
 */
interface CookieJson {
  key: string;
  value: string;
  domain: string;
  path: string;
  expires?: string;
}

export class Cookie {
  constructor(
    readonly key: string,
    readonly value: string,
    readonly domain: string,
    readonly path = '/',
    readonly expires?: string,
  ) {}

  static fromJSON(json: unknown): Cookie | null {
    if (typeof json === 'string') {
      try {
        return Cookie.fromJSON(JSON.parse(json));
      } catch {
        return null;
      }
    }
    if (!json || typeof json !== 'object') return null;
    const { key, value, domain, path, expires } = json as Partial<CookieJson>;
    if (typeof key !== 'string' || typeof value !== 'string' || typeof domain !== 'string') return null;
    return new Cookie(key, value, domain, typeof path === 'string' ? path : '/', typeof expires === 'string' ? expires : undefined);
  }

  expired(now = Date.now()): boolean {
    return this.expires !== undefined && Date.parse(this.expires) <= now;
  }

  toJSON(): CookieJson {
    return { key: this.key, value: this.value, domain: this.domain, path: this.path, ...(this.expires ? { expires: this.expires } : {}) };
  }

  toString(): string {
    return `${this.key}=${this.value}`;
  }
}

/** Cookies by domain, path and name: the shape msw saves to and restores from localStorage. */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

/** `name=value; Max-Age=…; Expires=…; Path=…` → the cookie, or null for a header without a name. */
function parseSetCookie(header: string, domain: string, now: number): Cookie | null {
  const [pair, ...attributes] = header.split(';');
  const at = pair.indexOf('=');
  const key = (at === -1 ? '' : pair.slice(0, at)).trim();
  if (!key) return null;
  const value = pair.slice(at + 1).trim();
  let path = '/';
  let expires: string | undefined;
  for (const attribute of attributes) {
    const [name, ...rest] = attribute.split('=');
    const text = rest.join('=').trim();
    const lower = name.trim().toLowerCase();
    if (lower === 'path' && text) path = text;
    else if (lower === 'max-age' && text !== '' && !Number.isNaN(Number(text))) expires = new Date(now + Number(text) * 1000).toUTCString();
    else if (lower === 'expires' && expires === undefined && !Number.isNaN(Date.parse(text))) expires = new Date(Date.parse(text)).toUTCString();
  }
  return new Cookie(key, value, domain, path, expires);
}

export class CookieJar {
  constructor(private readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  /** The live cookies of the URL's host. */
  getCookiesSync(url: string): Cookie[] {
    const now = Date.now();
    const byPath = this.store.idx[new URL(url).hostname] ?? {};
    return Object.values(byPath)
      .flatMap((byName) => Object.values(byName))
      .filter((cookie) => !cookie.expired(now));
  }

  /** Stores a `Set-Cookie` value for the URL's host; an expired one removes the cookie. */
  async setCookie(header: string, url: string): Promise<Cookie | undefined> {
    const domain = new URL(url).hostname;
    const now = Date.now();
    const cookie = parseSetCookie(header, domain, now);
    if (!cookie) return undefined;
    const byName = ((this.store.idx[domain] ??= {})[cookie.path] ??= {});
    if (cookie.expired(now)) delete byName[cookie.key];
    else byName[cookie.key] = cookie;
    return cookie;
  }
}
