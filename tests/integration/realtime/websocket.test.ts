import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';

const webSocketUrl = inject('webSocketUrl');

function open(): Promise<{ socket: WebSocket; next: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(webSocketUrl);
    const inbox: unknown[] = [];
    const waiters: ((message: unknown) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else inbox.push(message);
    });
    const next = () =>
      inbox.length > 0 ? Promise.resolve(inbox.shift()) : new Promise<unknown>((r) => waiters.push(r));
    socket.on('open', () => resolve({ socket, next }));
    socket.on('error', reject);
  });
}

describe('WebSocket API', () => {
  it('answers ping, subscribe and unsubscribe through @connections', async () => {
    const { socket, next } = await open();
    socket.send(JSON.stringify({ action: 'ping' }));
    expect(await next()).toEqual({ type: 'pong' });
    socket.send(JSON.stringify({ action: 'subscribe', topic: 'live:123' }));
    expect(await next()).toEqual({ type: 'subscribed', topic: 'live:123' });
    socket.send(JSON.stringify({ action: 'unsubscribe', topic: 'live:123' }));
    expect(await next()).toEqual({ type: 'unsubscribed', topic: 'live:123' });
    socket.close();
  });

  it('answers a message it does not understand with a Spanish error', async () => {
    const { socket, next } = await open();
    socket.send('hola');
    expect(await next()).toEqual({ type: 'error', message: 'Mensaje no reconocido' });
    socket.send(JSON.stringify({ action: 'subscribe', topic: 'con espacios' }));
    expect(await next()).toEqual({ type: 'error', message: 'Mensaje no reconocido' });
    socket.send(JSON.stringify({ action: 'subscribe', topic: 'organizer' }));
    expect(await next()).toEqual({ type: 'error', message: 'Tema no disponible' });
    socket.close();
  });
});
