/**
 * The realtime channel `/websocket/{userId}` (contract §7) over msw's `ws` link: the token is the
 * sub-protocol (invalid → the connection is closed, as the filter drops it), one session per
 * user, any client frame is answered with `heartcheck` to every session, and releases push
 * `topic` (ALL) or `user` (USER) frames.
 *
 * Cross-tab relay (demo only): every tab answers from its own copy of the database, so a release
 * (or read-all) in tab A is saved and then announced on a BroadcastChannel together with
 * the two announcement tables; tab B replaces its copies of them and pushes the frame to its own
 * clients.
 */
import { ws, type HttpHandler, type WebSocketHandler } from 'msw';
import type { SysAnnouncement } from '@/api/sys/announcement';
import { API_BASE } from '../config';
import { otherTabsWritesApplied, withoutPersistence, writesSaved } from '../db/persistence';
import { adoptRows, registeredTables } from '../db/table';
import { db } from '../db/tables';
import { findActiveUser, usernameOf } from '../lib/auth';
import { okData } from '../lib/result';
import { api, readJson } from '../lib/route';

export interface NoticeFrame {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
  userId?: string;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SOCKET_URL = new RegExp(`^wss?://[^/]+${escapeRe(API_BASE)}/websocket/([^/?#]+)`);

/**
 * What the channel needs of a client connection: msw's ws link hands one over in the browser and
 * in Vitest, the Node HTTP backend (fake-server/http-backend.ts) wraps a real socket in one.
 */
export interface NoticeSocketClient {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onMessage(listener: () => void): void;
  onClose(listener: () => void): void;
}

/** userId → the session that receives pushes (a newer connection replaces the older one). */
const sessions = new Map<string, NoticeSocketClient>();
/** Demo observables: connections accepted per user since the last reset. */
const accepted = new Map<string, number>();

export function socketStats(): { open: number; accepted: Record<string, number> } {
  return { open: sessions.size, accepted: Object.fromEntries(accepted) };
}

export function resetSocketStats(): void {
  accepted.clear();
}

/** The demo fault: closes every open socket (the clients then reconnect on their own). */
export function dropAllSockets(): number {
  const clients = [...sessions.values()];
  sessions.clear();
  for (const client of clients) client.close(1000, 'dropped by demo fault');
  return clients.length;
}

function send(client: NoticeSocketClient, frame: NoticeFrame): void {
  client.send(JSON.stringify(frame));
}

/** Broadcast (`userId` empty in the Redis message): every session. */
export function pushToAll(frame: NoticeFrame): void {
  for (const client of sessions.values()) send(client, frame);
}

export function pushToUser(userId: string, frame: NoticeFrame): void {
  const client = sessions.get(userId);
  if (client) send(client, frame);
}

/** The frames `doReleaseData` / `syncNotic` send for one announcement. */
export function pushAnnouncement(annt: Pick<SysAnnouncement, 'id' | 'titile' | 'msgType' | 'userIds'>): void {
  if (annt.msgType === 'USER') {
    for (const userId of (annt.userIds ?? '').split(',').filter(Boolean)) {
      pushToUser(userId, { cmd: 'user', msgId: annt.id, msgTxt: annt.titile, userId });
    }
  } else {
    pushToAll({ cmd: 'topic', msgId: annt.id, msgTxt: annt.titile });
  }
}

// ---- cross-tab relay -----------------------------------------------------------------------------

const RELAY_CHANNEL = 'zw-demo-notices';
const RELAY_TABLES = ['sys_announcement', 'sys_announcement_send'];
type RelayEvent = { type: 'announcement'; id: string } | { type: 'topic' };
/**
 * The rows travel with the message: the database's own cross-tab update may arrive after it, and
 * the pushed frame must find the announcement.
 */
type RelayMessage = RelayEvent & { tables: Record<string, object[]> };

let relay: BroadcastChannel | null = null;

/** Only real browsers relay: jsdom and Node share one process across test files. */
function relayAvailable(): boolean {
  return typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && !/jsdom|node/i.test(navigator.userAgent);
}

async function replaceTables(tables: Record<string, object[]>): Promise<void> {
  await withoutPersistence(async () => {
    for (const name of RELAY_TABLES) {
      const table = registeredTables().get(name);
      if (!table || !tables[name]) continue;
      table.clear();
      await adoptRows(table, tables[name]);
    }
  });
}

function relayChannel(): BroadcastChannel | null {
  if (relay || !relayAvailable()) return relay;
  relay = new BroadcastChannel(RELAY_CHANNEL);
  relay.onmessage = (event: MessageEvent<RelayMessage>) => {
    void (async () => {
      // A copy of another tab's earlier write, read before this release was stored, lands first.
      await otherTabsWritesApplied();
      await replaceTables(event.data.tables);
      if (event.data.type === 'topic') {
        pushToAll({ cmd: 'topic' });
        return;
      }
      const { id } = event.data;
      const annt = db.sysAnnouncement.findFirst((q) => q.where({ id }));
      if (annt) pushAnnouncement(annt);
    })();
  };
  return relay;
}

/**
 * Hands the announcement tables to the other tabs once they are stored, so that whatever another
 * tab reads from storage after the message is at least as new (no-op outside a browser).
 */
export function relayToOtherTabs(message: RelayEvent): void {
  const channel = relayChannel();
  if (!channel) return;
  const tables: Record<string, object[]> = {};
  for (const name of RELAY_TABLES) tables[name] = JSON.parse(JSON.stringify(registeredTables().get(name)?.all() ?? [])) as object[];
  void writesSaved().then(() => channel.postMessage({ ...message, tables } satisfies RelayMessage));
}

// ---- the link ------------------------------------------------------------------------------------

function tokenOf(protocols: string | string[] | undefined): string | null {
  if (!protocols) return null;
  return (Array.isArray(protocols) ? protocols[0] : protocols) || null;
}

/** WebsocketFilter: the token must belong to a live session of the path's user. */
function authorised(userId: string, token: string | null): boolean {
  if (!token || !db.sysToken.findFirst((q) => q.where({ token }))) return false;
  const username = usernameOf(token);
  const user = username ? findActiveUser(username) : undefined;
  return Boolean(user && user.id === userId);
}

/** The path of a socket URL names its user; null when the URL is not the channel's. */
export function noticeSocketUserId(url: string): string | null {
  const match = SOCKET_URL.exec(url);
  return match ? decodeURIComponent(match[1]) : null;
}

/** WebsocketFilter and session bookkeeping of one new connection (any transport). */
export function acceptNoticeSocket(client: NoticeSocketClient, userId: string, protocols: string | string[] | undefined): void {
  if (!authorised(userId, tokenOf(protocols))) {
    client.close(4401, 'unauthorised');
    return;
  }
  relayChannel();
  sessions.set(userId, client);
  accepted.set(userId, (accepted.get(userId) ?? 0) + 1);
  client.onMessage(() => {
    pushToAll({ cmd: 'heartcheck', msgTxt: '心跳响应' });
  });
  client.onClose(() => {
    if (sessions.get(userId) === client) sessions.delete(userId);
  });
}

const link = ws.link(SOCKET_URL);

export const noticeSocketHandler: WebSocketHandler = link.addEventListener('connection', ({ client, info }) => {
  acceptNoticeSocket(
    {
      send: (data) => client.send(data),
      close: (code, reason) => client.close(code, reason),
      onMessage: (listener) => client.addEventListener('message', listener),
      onClose: (listener) => client.addEventListener('close', listener),
    },
    noticeSocketUserId(client.url.href) ?? '',
    info.protocols,
  );
});

/** Demo controls: `GET` the socket counters, `POST {drop: true}` closes every socket, `{reset: true}` zeroes the counters. */
export const noticeSocketDemoHandlers: HttpHandler[] = [
  api.get('/__demo/socket', () => okData(socketStats())),
  api.post('/__demo/socket', async ({ request }) => {
    const body = await readJson(request);
    if (body.reset === true) resetSocketStats();
    const dropped = body.drop === true ? dropAllSockets() : 0;
    return okData({ dropped, ...socketStats() });
  }),
];
