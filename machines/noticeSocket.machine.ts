/**
 * The notice bell's data and realtime channel (console.md §4 "Notice", §7 realtime channel,
 * contract §7). Two parallel regions:
 *
 * - `list`: loads the bell list on start; `notice.reload` (or a `topic` / `user` frame) loads it
 *   again. With `pollMs > 0` it also polls; a load error stops the polling until the next reload
 *   succeeds (the Vue console clears its timer on error).
 * - `socket`: `live` (connecting → open) owns the injected socket actor; a close or error leaves
 *   `live` for `waiting`, which re-enters `live` after 5 s. Further close/error events while
 *   waiting are ignored, so two failures never schedule two reconnects. While open a `HeartBeat`
 *   frame goes out every 20 s.
 *
 * Effects are injected (`socket` callback actor, `loadList` promise actor) so tests drive it
 * with a SimulatedClock and fakes.
 */
import { assign, emit, fromCallback, fromPromise, raise, sendTo, setup } from 'xstate';

export const RECONNECT_DELAY_MS = 5_000;
export const HEARTBEAT_MS = 20_000;
export const HEARTBEAT_FRAME = 'HeartBeat';

/** The bell payload (`listByUser`), kept structural so the machine imports no app types. */
export interface NoticeLists<Item = unknown> {
  anntMsgList: Item[];
  anntMsgTotal: number;
  sysMsgList: Item[];
  sysMsgTotal: number;
}

/** A server frame (`{cmd, msgId, msgTxt, userId}`); anything unparsable has no cmd. */
export interface NoticeFrame {
  cmd?: string;
  msgId?: string;
  msgTxt?: string;
  userId?: string;
}

export interface NoticeSocketInput {
  /** Polling interval of the list; 0 (default) disables polling, as in the Vue console. */
  pollMs?: number;
}

export interface NoticeSocketContext {
  lists: NoticeLists | null;
  loadError: string | null;
  pollMs: number;
  /** How many times the socket was (re)opened after the first connect: a demo/test observable. */
  reconnects: number;
  connects: number;
}

/** Events the injected socket actor sends to the machine. */
export type SocketReport =
  | { type: 'socket.open' }
  | { type: 'socket.message'; data: string }
  | { type: 'socket.close' }
  | { type: 'socket.error' };

export type NoticeSocketEvent = SocketReport | { type: 'notice.reload' } | { type: 'socket.stop' };

/** Commands the machine sends to the socket actor. */
export type SocketCommand = { type: 'socket.send'; data: string };

export type NoticeSocketEmitted = { type: 'notice.frame'; frame: NoticeFrame };

export function parseFrame(data: string): NoticeFrame {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as NoticeFrame) : {};
  } catch {
    return {};
  }
}

const isReloadCommand = (frame: NoticeFrame) => frame.cmd === 'topic' || frame.cmd === 'user';

export const noticeSocketMachine = setup({
  types: {
    context: {} as NoticeSocketContext,
    events: {} as NoticeSocketEvent,
    input: {} as NoticeSocketInput,
    emitted: {} as NoticeSocketEmitted,
  },
  actors: {
    // Replaced with provide(): the real one opens the WebSocket (src/features/notices).
    socket: fromCallback<SocketCommand, void, SocketReport>(() => undefined),
    loadList: fromPromise<NoticeLists>(() => Promise.reject(new Error('loadList not provided'))),
  },
  delays: {
    reconnect: RECONNECT_DELAY_MS,
    heartbeat: HEARTBEAT_MS,
    poll: ({ context }) => context.pollMs,
  },
  actions: {
    emitFrame: emit(({ event }) => ({ type: 'notice.frame' as const, frame: event.type === 'socket.message' ? parseFrame(event.data) : {} })),
  },
  guards: {
    polling: ({ context }) => context.pollMs > 0,
    reloadFrame: ({ event }) => event.type === 'socket.message' && isReloadCommand(parseFrame(event.data)),
  },
}).createMachine({
  id: 'noticeSocket',
  type: 'parallel',
  context: ({ input }) => ({ lists: null, loadError: null, pollMs: input?.pollMs ?? 0, reconnects: 0, connects: 0 }),
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadList',
            onDone: { target: 'ready', actions: assign({ lists: ({ event }) => event.output, loadError: null }) },
            onError: {
              target: 'failed',
              actions: assign({ loadError: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
            },
          },
        },
        ready: {
          after: { poll: { guard: 'polling', target: 'loading' } },
        },
        // No polling here: only an explicit reload or a push tries again.
        failed: {},
      },
      on: { 'notice.reload': '.loading' },
    },
    socket: {
      initial: 'live',
      states: {
        live: {
          entry: assign({ connects: ({ context }) => context.connects + 1 }),
          invoke: { id: 'socket', src: 'socket' },
          initial: 'connecting',
          states: {
            connecting: { on: { 'socket.open': 'open' } },
            open: {
              after: {
                heartbeat: { target: 'open', reenter: true, actions: sendTo('socket', { type: 'socket.send', data: HEARTBEAT_FRAME }) },
              },
            },
          },
          on: {
            'socket.close': 'waiting',
            'socket.error': 'waiting',
            'socket.message': [
              { guard: 'reloadFrame', actions: ['emitFrame', raise({ type: 'notice.reload' })] },
              { actions: 'emitFrame' },
            ],
          },
        },
        waiting: {
          after: { reconnect: { target: 'live', actions: assign({ reconnects: ({ context }) => context.reconnects + 1 }) } },
        },
        stopped: { type: 'final' },
      },
      on: { 'socket.stop': '.stopped' },
    },
  },
});

export type NoticeSocketMachine = typeof noticeSocketMachine;
