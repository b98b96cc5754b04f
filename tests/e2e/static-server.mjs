// Serves a built folder (dist-demo/ or dist/) the way a static host with history-mode fallback does:
// files when they exist, index.html for every other path. Like nginx, Apache httpd or IIS out of the
// box (and python's http.server, with Last-Modified alone), every file carries an ETag and a
// Last-Modified date and a conditional request for an unchanged file is answered 304. `no-cache`
// makes the browser ask every time, the most cautious of the usual settings: nginx's default lets a
// file it has seen be reused for a while without asking, and a reused script keeps its compiled
// code, which the start-up bench measures separately (`cacheAssets`).
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * The Content-Security-Policy README tells staff deployments to send, with `nonce` fresh per
 * response. Style attributes stay allowed: rich text keeps its formatting through them (the sanitiser
 * limits what they may do), and they cannot run script.
 */
export function staffContentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Whether the browser's copy is current: If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2). */
function notModified(req, etag, mtime) {
  const tags = req.headers['if-none-match'];
  if (tags !== undefined) return tags.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  const since = req.headers['if-modified-since'];
  return since !== undefined && Math.floor(mtime.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000);
}

/** Vite's advice for its hashed files: they never change under their name, so the browser keeps them without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Options: `csp: true` serves index.html with a fresh nonce in place of the build's placeholder and
 * the staff policy header; `cacheAssets: true` serves the files under /assets/ as immutable.
 */
export function startStaticServer(rootDir, port = 0, host = '127.0.0.1', options = {}) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      const safe = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
      let file = join(rootDir, safe);
      let info = await stat(file).catch(() => null);
      if (!info || info.isDirectory()) {
        file = join(rootDir, 'index.html');
        info = await stat(file);
      }
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        'Service-Worker-Allowed': '/',
        // Tells a browser test that the static host answered (a backend call nothing else took).
        'X-Served-By': 'static-server',
      };
      if (options.cacheAssets && safe.startsWith('/assets/')) headers['Cache-Control'] = IMMUTABLE;
      let body;
      if (options.csp && extname(file) === '.html') {
        const nonce = randomBytes(16).toString('base64');
        body = Buffer.from((await readFile(file, 'utf8')).replaceAll('CSP_NONCE_PLACEHOLDER', nonce));
        headers['Content-Security-Policy'] = staffContentSecurityPolicy(nonce);
        // A nonce is good for one response only: this page is never kept or reused.
        headers['Cache-Control'] = 'no-store';
      } else {
        // nginx's validators: size and modification time.
        const etag = `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`;
        headers.ETag = etag;
        headers['Last-Modified'] = info.mtime.toUTCString();
        if (notModified(req, etag, info.mtime)) {
          res.writeHead(304, headers);
          res.end();
          return;
        }
        body = await readFile(file);
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'X-Served-By': 'static-server' });
      res.end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ url: `http://${host}:${address.port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist-demo';
  const port = Number(process.argv[3] ?? 4173);
  const { url } = await startStaticServer(dir, port);
  console.log(`Serving ${dir} at ${url}`);
}
