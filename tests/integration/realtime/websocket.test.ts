import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { callApi } from '../../support/accounts';
import { at, runner, sendReads, timedRace } from '../timing/timing-fixture';

const webSocketUrl = inject('webSocketUrl');
const cloudUrl = inject('cloudUrl');

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

interface StandInPushes {
  subscriptions: { id: string; gone: boolean }[];
  pushes: { subscriptionId: string; urgency: string; text: string | null }[];
}

describe('push notices through the local push service', () => {
  it('sends one encrypted notice per pass to a subscription, and forgets one its push service says is gone', async () => {
    const others = Array.from({ length: 10 }, (_, index) => String(602 + index));
    const race = await timedRace(cloudUrl, { athletes: [runner('601', 'Ana', 'F'), ...others.map((bib) => runner(bib, `Atleta ${bib}`))] });
    const config = (await callApi<RuntimeConfig>(cloudUrl, '/config.json')).body;
    const issue = async () =>
      (await callApi<{ endpoint: string; keys: { p256dh: string; auth: string } }>(cloudUrl, '/local/avisos/suscripciones', {
        method: 'POST',
        body: { applicationServerKey: config.push.publicKey },
      })).body;
    const subscription = await issue();
    const id = subscription.endpoint.split('/').at(-1);
    const ask = (keys: { p256dh: string; auth: string }, bib = '601') =>
      callApi<{ code?: string; message?: string }>(cloudUrl, `/api/events/${race.eventId}/avisos`, { method: 'POST', body: { endpoint: subscription.endpoint, keys, bib } });
    expect((await ask(subscription.keys)).status).toBe(201);
    // One browser follows at most ten athletes of an event.
    for (const bib of others.slice(0, 9)) expect((await ask(subscription.keys, bib)).status).toBe(201);
    expect((await ask(subscription.keys, others[9])).body).toEqual({
      code: 'TOO_MANY_ATHLETES',
      message: 'Ya recibes avisos de 10 atletas en este evento: desactiva alguno para activar otro.',
    });
    const pushesOf = async () => (await callApi<StandInPushes>(cloudUrl, '/local/avisos.json')).body.pushes.filter((push) => push.subscriptionId === id);

    await sendReads(cloudUrl, race, [{ bib: '601', point: 'KM5', time: at('07:20:00') }]);
    const pushes = await pushesOf();
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]!.text ?? 'null')).toEqual({
      title: 'Ana Prueba (601) pasó por KM5: 00:20:00',
      body: 'Toca para ver su detalle.',
      url: `/resultados/evento_${race.eventId}/601`,
      tag: `atleta-${race.eventId}-601`,
    });

    // Another browser cannot take the subscription over while it lives…
    const other = (await issue()).keys;
    expect((await ask(other)).status).toBe(409);
    await fetch(`${cloudUrl}/local/avisos/suscripciones/${id}/baja`, { method: 'POST', redirect: 'manual' });
    await sendReads(cloudUrl, race, [{ bib: '601', point: 'META', time: at('07:42:13') }]);
    expect(await pushesOf()).toHaveLength(1);
    // …and it was forgotten when its push service answered 410: the endpoint is free again.
    expect((await ask(other)).status).toBe(201);
  });
});
