// The browser's side of the WebSocket (web/src/lib/live-socket.ts): after a drop it reconnects within
// seconds, but a connection the API closed for sending too many messages comes back only after the
// minute the API's last message asks for; several topics share one connection.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '@web/lib/live-socket';
import { FakeSocket, stubWebSocket } from './results/support/fake-socket';

const url = () => Promise.resolve('ws://localhost/ws');

beforeEach(() => {
  stubWebSocket();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The first connection, opened and subscribed. */
async function following(): Promise<{ socket: FakeSocket; stop: () => void }> {
  const stop = subscribe('live:7', () => undefined, { url });
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  const socket = FakeSocket.last!;
  socket.acceptSubscription();
  return { socket, stop };
}

describe('subscribe', () => {
  it('reconnects within a second or two after a drop', async () => {
    const { socket, stop } = await following();
    socket.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(2);
    stop();
  });

  it('waits the minute the API asks for after TOO_MANY_MESSAGES, then follows the topic again', async () => {
    const { socket, stop } = await following();
    socket.receive({ type: 'error', code: 'TOO_MANY_MESSAGES', message: 'Demasiados mensajes en esta conexión: se cerrará. Vuelve a conectarte en un minuto.' });
    expect(socket.closed).toBe(true);
    socket.drop();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(2);
    stop();
  });

  it('follows several topics over one connection, and catches up after a drop once all of them are confirmed again', async () => {
    const topics = ['athlete:7:1', 'athlete:7:2'];
    const received: unknown[] = [];
    const onResubscribed = vi.fn();
    const stop = subscribe(topics, (message) => received.push(message.topic), { url, onResubscribed });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.last!;
    socket.open();
    expect(socket.sent).toEqual(topics.map((topic) => ({ action: 'subscribe', topic })));
    for (const topic of topics) socket.receive({ type: 'subscribed', topic });

    socket.receive({ type: 'athlete', topic: 'athlete:7:2' });
    socket.receive({ type: 'athlete', topic: 'athlete:7:3' });
    expect(received).toEqual(['athlete:7:2']);

    socket.drop();
    await vi.advanceTimersByTimeAsync(1_000);
    const again = FakeSocket.last!;
    again.open();
    again.receive({ type: 'subscribed', topic: topics[0] });
    expect(onResubscribed).not.toHaveBeenCalled();
    again.receive({ type: 'subscribed', topic: topics[1] });
    expect(onResubscribed).toHaveBeenCalledTimes(1);
    stop();
  });
});
