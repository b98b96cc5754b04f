/**
 * The real effect behind the noticeSocket machine's `socket` actor: a WebSocket with the token
 * as sub-protocol (contract §7). Leaving the machine's `live` state closes it.
 */
import { fromCallback } from 'xstate';
import type { SocketCommand, SocketReport } from '@machines/noticeSocket.machine';

export interface BrowserSocketOptions {
  url: string;
  token: string;
}

export function browserSocket({ url, token }: BrowserSocketOptions) {
  return fromCallback<SocketCommand, void, SocketReport>(({ sendBack, receive }) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url, [token]);
    } catch {
      // A malformed URL throws synchronously; report it like a failed connection.
      queueMicrotask(() => sendBack({ type: 'socket.error' }));
      return () => undefined;
    }
    socket.onopen = () => sendBack({ type: 'socket.open' });
    socket.onmessage = (e: MessageEvent) => sendBack({ type: 'socket.message', data: typeof e.data === 'string' ? e.data : '' });
    socket.onerror = () => sendBack({ type: 'socket.error' });
    socket.onclose = () => sendBack({ type: 'socket.close' });
    receive((cmd) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(cmd.data);
    });
    return () => {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close();
    };
  });
}
