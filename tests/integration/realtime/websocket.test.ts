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
    socket.send(JSON.stringify({ action: 'subscribe', topic: 'live:900000123' }));
    expect(await next()).toEqual({ type: 'subscribed', topic: 'live:900000123' });
    socket.send(JSON.stringify({ action: 'unsubscribe', topic: 'live:900000123' }));
    expect(await next()).toEqual({ type: 'unsubscribed', topic: 'live:900000123' });
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

describe('WebSocket API bounds', () => {
  it('follows at most 20 topics on one connection and says so in Spanish', async () => {
    const { socket, next } = await open();
    const ask = (action: 'subscribe' | 'unsubscribe', topic: string) => {
      socket.send(JSON.stringify({ action, topic }));
      return next();
    };
    // Events no test makes: the files running at the same time send live updates of their own
    // events, which would arrive on this connection between the answers.
    const live = (n: number) => `live:${900_000_000 + n}`;
    for (let i = 1; i <= 20; i += 1) expect(await ask('subscribe', live(i))).toEqual({ type: 'subscribed', topic: live(i) });
    expect(await ask('subscribe', live(21))).toEqual({
      type: 'error',
      message: 'Sigues demasiados temas en esta conexión: deja de seguir alguno para seguir otro',
    });
    expect(await ask('subscribe', live(7))).toEqual({ type: 'subscribed', topic: live(7) });
    expect(await ask('unsubscribe', live(1))).toEqual({ type: 'unsubscribed', topic: live(1) });
    expect(await ask('subscribe', live(21))).toEqual({ type: 'subscribed', topic: live(21) });
    socket.close();
  });

  it('closes a connection that sends a frame over 32 KB, as API Gateway does, and keeps serving the others', async () => {
    const { socket } = await open();
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ action: 'subscribe', topic: `live:${'1'.repeat(33 * 1024)}` }));
    expect(await closed).toBe(1009);
    const other = await open();
    other.socket.send(JSON.stringify({ action: 'ping' }));
    expect(await other.next()).toEqual({ type: 'pong' });
    other.socket.close();
  });
});
