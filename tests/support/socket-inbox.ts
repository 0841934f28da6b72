// A WebSocket to the local cloud whose messages queue up until the test asks for the next one.
import WebSocket from 'ws';

export interface SocketInbox {
  socket: WebSocket;
  /** The next message the socket receives, parsed. */
  next: () => Promise<Record<string, unknown>>;
}

export function openSocket(webSocketUrl: string): Promise<SocketInbox> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(webSocketUrl);
    const inbox: Record<string, unknown>[] = [];
    const waiters: ((message: Record<string, unknown>) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else inbox.push(message);
    });
    const next = () => (inbox.length > 0 ? Promise.resolve(inbox.shift()!) : new Promise<Record<string, unknown>>((r) => waiters.push(r)));
    socket.on('open', () => resolve({ socket, next }));
    socket.on('error', reject);
  });
}
