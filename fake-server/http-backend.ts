/**
 * The fake backend as a real HTTP server in Node, for the production build (dist/) that talks to a
 * backend over the network: `/zw-lgb2/**` is answered by the same msw handlers as the demo's
 * service worker (msw's getResponse, nothing intercepted), the notice channel
 * `/zw-lgb2/websocket/{userId}` is a real WebSocket, and a built folder can be served beside it
 * with history-mode fallback, the way a reverse proxy in front of the Java service does.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { getResponse, HttpHandler } from 'msw';
import { WebSocketServer, type WebSocket } from 'ws';
import { API_BASE } from './config';
import { handlers } from './handlers';
import { acceptNoticeSocket, noticeSocketUserId } from './handlers/notice-socket';
import { resetDatabase } from './reset';

export interface FakeBackendOptions {
  /** A built folder (e.g. dist/) to serve for every path outside the API base. */
  staticDir?: string;
  port?: number;
  host?: string;
}

export interface FakeBackend {
  url: string;
  close(): Promise<void>;
}

const httpHandlers = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: body && body.length ? new Uint8Array(body) : undefined });
}

async function answerApi(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const response = (await getResponse(httpHandlers, toRequest(req, origin, await readBody(req)))) ?? new Response('no handler', { status: 404 });
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
  });
  res.writeHead(response.status, response.statusText, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function answerStatic(req: IncomingMessage, res: ServerResponse, root: string): Promise<void> {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  const info = await stat(file).catch(() => null);
  if (!info || info.isDirectory()) file = join(root, 'index.html');
  const body = await readFile(file);
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  res.end(body);
}

/** The notice channel over a real socket: the same session rules as the demo's ws link. */
function acceptSocket(socket: WebSocket, req: IncomingMessage): void {
  const userId = noticeSocketUserId(`ws://host${req.url ?? ''}`);
  const protocols = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  acceptNoticeSocket(
    {
      send: (data) => socket.send(data),
      close: (code, reason) => socket.close(code, reason),
      onMessage: (listener) => socket.on('message', listener),
      onClose: (listener) => socket.on('close', listener),
    },
    userId ?? '',
    protocols,
  );
}

/**
 * The servers of one process share its one database, and each start seeds it afresh: two seedings
 * at once would interleave their rows (admin then belonged to his department twice). Each waits
 * for the one before.
 */
let seeding: Promise<void> = Promise.resolve();

function seedInTurn(): Promise<void> {
  const mine = seeding.then(() => resetDatabase());
  seeding = mine.catch(() => undefined);
  return mine;
}

/** Seeds a fresh database and starts listening (port 0: any free port). */
export async function startFakeBackend({ staticDir, port = 0, host = '127.0.0.1' }: FakeBackendOptions = {}): Promise<FakeBackend> {
  await seedInTurn();
  const sockets = new WebSocketServer({
    noServer: true,
    // The token travels as the sub-protocol; the browser refuses an upgrade that does not echo one.
    handleProtocols: (protocols) => [...protocols][0] ?? false,
  });
  const server: Server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    const inApi = (req.url ?? '/').startsWith(`${API_BASE}/`);
    const answer = inApi ? answerApi(req, res, origin) : staticDir ? answerStatic(req, res, staticDir) : Promise.resolve(void res.writeHead(404).end());
    answer.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if (!noticeSocketUserId(`ws://host${req.url ?? ''}`)) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => acceptSocket(ws, req));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
