// A reto's chat against the local cloud: an athlete writes to the organizer, who answers and sends
// broadcasts; a retried send is one message; text is kept as written; pages go newest first; each
// side's unread counts rise and clear; nobody reads another athlete's thread; tickets go to the
// parties only; and every message is pushed live over a real WebSocket.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { AthleteUnread, ChatThreadPage, RetoMessagePage, RetoMessageView } from '@shared/retos/reto-chat';
import { openSocket } from '../../support/socket-inbox';
import { athleteAccount, chatCalls, chatReto, follow } from './chat-fixture';

const cloudUrl = inject('cloudUrl');
const webSocketUrl = inject('webSocketUrl');

type Sent = RetoMessageView & ApiErrorBody;

describe('a thread between an athlete and the organizer', () => {
  it('carries the athlete’s message and the answer, with each side’s unread counts raised and cleared by reading', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloudUrl, 1);
    const [ana] = athletes as [(typeof athletes)[0]];
    const chat = chatCalls(cloudUrl, eventId);

    const sent = await chat.send<Sent>(ana.token, '¿A qué hora cierra el registro de tiempos?');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ type: 'text', sender: 'athlete', userIDCreate: ana.userID, topics: [`${ana.userID}-organizer`], text: '¿A qué hora cierra el registro de tiempos?' });
    expect(sent.body.id).toMatch(/^\d{16}$/);
    expect(Math.abs(sent.body.date - Date.now() / 1000)).toBeLessThan(60);

    const threads = await chat.call<ChatThreadPage>(organizer, '/threads');
    expect(threads.body.threads).toEqual([{ userID: ana.userID, athleteName: ana.name, lastMessage: { text: sent.body.text, sender: 'athlete', date: sent.body.date }, unread: 1 }]);
    const read = await chat.call<{ thread: { unread: number } }>(organizer, `/threads/${ana.userID}/read`, 'PUT', {});
    expect(read.body.thread.unread).toBe(0);
    expect((await chat.call<ChatThreadPage>(organizer, '/threads')).body.threads[0]?.unread).toBe(0);

    expect((await chat.answer<Sent>(organizer, ana.userID, 'Hasta el domingo a las 23:59')).status).toBe(201);
    expect((await chat.call<AthleteUnread>(ana.token, '/me')).body).toEqual({ chat: 1, broadcasts: 0, broadcastsTotal: 0 });
    const mine = await chat.call<RetoMessagePage>(ana.token, '/me/messages');
    expect(mine.body.messages.map((message) => [message.sender, message.text])).toEqual([
      ['organizer', 'Hasta el domingo a las 23:59'],
      ['athlete', '¿A qué hora cierra el registro de tiempos?'],
    ]);
    expect((await chat.call<AthleteUnread>(ana.token, '/me/read', 'PUT', { stream: 'chat' })).body).toEqual({ chat: 0, broadcasts: 0, broadcastsTotal: 0 });
  });

  it('stores a retried send once, and keeps the text literally (trimmed, markup as text)', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloudUrl, 1);
    const [ana] = athletes as [(typeof athletes)[0]];
    const chat = chatCalls(cloudUrl, eventId);
    const text = '<b>¡Hola!</b> & <script>alert("x")</script>\n2ª línea ñ';
    const intento = randomUUID();

    const first = await chat.send<Sent>(ana.token, `  ${text}  `, intento);
    const again = await chat.send<Sent>(ana.token, `  ${text}  `, intento);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    expect(first.body.text).toBe(text);

    const page = await chat.call<RetoMessagePage>(organizer, `/threads/${ana.userID}/messages`);
    expect(page.body.messages).toEqual([first.body]);
    expect((await chat.call<ChatThreadPage>(organizer, '/threads')).body.threads[0]?.unread).toBe(1);
  });

  it('refuses an empty, too long or unreadable message, and a send without its intento, in Spanish', async () => {
    const { eventId, athletes } = await chatReto(cloudUrl, 1);
    const [ana] = athletes as [(typeof athletes)[0]];
    const chat = chatCalls(cloudUrl, eventId);
    const refusals: Array<[body: unknown, message: string]> = [
      [{ text: '   ', intento: randomUUID() }, 'Escribe un mensaje'],
      [{ text: 'a'.repeat(1001), intento: randomUUID() }, 'El mensaje admite hasta 1000 caracteres'],
      [{ text: 'hola\u0000', intento: randomUUID() }, 'El mensaje contiene caracteres no permitidos'],
    ];
    for (const [body, message] of refusals) {
      const answer = await chat.call<ApiErrorBody>(ana.token, '/me/messages', 'POST', body);
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.text).toBe(message);
    }
    expect((await chat.call<ApiErrorBody>(ana.token, '/me/messages', 'POST', { text: 'hola' })).status).toBe(400);
    expect((await chat.send<Sent>(ana.token, 'a'.repeat(1000))).status).toBe(201);
    expect((await chat.call<RetoMessagePage>(ana.token, '/me/messages')).body.messages).toHaveLength(1);
  });

  it('pages a thread newest first, 20 at a time, with a cursor to the next page', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloudUrl, 1);
    const [ana] = athletes as [(typeof athletes)[0]];
    const chat = chatCalls(cloudUrl, eventId);
    for (let i = 1; i <= 25; i += 1) {
      const sent = i % 2 ? await chat.send<Sent>(ana.token, `mensaje ${i}`) : await chat.answer<Sent>(organizer, ana.userID, `mensaje ${i}`);
      expect(sent.status).toBe(201);
    }
    const first = (await chat.call<RetoMessagePage>(ana.token, '/me/messages')).body;
    expect(first.messages.map((message) => message.text)).toEqual(Array.from({ length: 20 }, (_, i) => `mensaje ${25 - i}`));
    expect(first.cursor).toBe(first.messages.at(-1)?.id);
    const second = (await chat.call<RetoMessagePage>(organizer, `/threads/${ana.userID}/messages?cursor=${first.cursor}`)).body;
    expect(second.messages.map((message) => message.text)).toEqual(['mensaje 5', 'mensaje 4', 'mensaje 3', 'mensaje 2', 'mensaje 1']);
    expect(second.cursor).toBeUndefined();
    expect((await chat.call<ApiErrorBody>(ana.token, '/me/messages?cursor=abc')).status).toBe(400);
    expect((await chat.call<AthleteUnread>(ana.token, '/me')).body.chat).toBe(12);
    expect((await chat.call<ChatThreadPage>(organizer, '/threads')).body.threads[0]).toMatchObject({ unread: 13, lastMessage: { text: 'mensaje 25', sender: 'athlete' } });
  });

  it('lists the organizer’s threads by latest activity, a page of 20 at a time', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloudUrl, 3);
    const chat = chatCalls(cloudUrl, eventId);
    for (const athlete of athletes) expect((await chat.send<Sent>(athlete.token, `soy ${athlete.name}`)).status).toBe(201);
    expect((await chat.answer<Sent>(organizer, athletes[0]!.userID, 'respuesta')).status).toBe(201);
    const { threads, cursor } = (await chat.call<ChatThreadPage>(organizer, '/threads')).body;
    expect(threads.map((thread) => thread.userID)).toEqual([athletes[0]!.userID, athletes[2]!.userID, athletes[1]!.userID]);
    expect(threads[0]).toMatchObject({ unread: 1, lastMessage: { text: 'respuesta', sender: 'organizer' } });
    expect(cursor).toBeUndefined();
  });
});

describe('broadcasts', () => {
  it('reach every participant as unread until each reads them, and only the organizer sends them', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloudUrl, 2);
    const [ana, beto] = athletes as [(typeof athletes)[0], (typeof athletes)[0]];
    const chat = chatCalls(cloudUrl, eventId);

    const sent = await chat.broadcast<Sent>(organizer, 'El reto arranca el lunes');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ topics: ['all'], sender: 'organizer', text: 'El reto arranca el lunes' });
    expect((await chat.broadcast<Sent>(organizer, 'Recuerden su foto de salida')).status).toBe(201);
    expect((await chat.broadcast<ApiErrorBody>(ana.token, 'Soy atleta')).status).toBe(403);

    expect((await chat.call<AthleteUnread>(ana.token, '/me')).body).toEqual({ chat: 0, broadcasts: 2, broadcastsTotal: 2 });
    const page = await chat.call<RetoMessagePage>(beto.token, '/broadcasts');
    expect(page.body.messages.map((message) => message.text)).toEqual(['Recuerden su foto de salida', 'El reto arranca el lunes']);
    expect((await chat.call<RetoMessagePage>(organizer, '/broadcasts')).body).toEqual(page.body);

    expect((await chat.call<AthleteUnread>(ana.token, '/me/read', 'PUT', { stream: 'broadcasts' })).body).toEqual({ chat: 0, broadcasts: 0, broadcastsTotal: 2 });
    expect((await chat.call<AthleteUnread>(beto.token, '/me')).body.broadcasts).toBe(2);
    expect((await chat.broadcast<Sent>(organizer, 'Tercer aviso')).status).toBe(201);
    expect((await chat.call<AthleteUnread>(ana.token, '/me')).body).toEqual({ chat: 0, broadcasts: 1, broadcastsTotal: 3 });
    expect((await chat.call<RetoMessagePage>(ana.token, '/me/messages')).body.messages).toEqual([]);
  });
});

describe('who reads what', () => {
  it('answers nobody another athlete’s thread: neither a stranger nor another participant', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloudUrl, 2);
    const [ana, beto] = athletes as [(typeof athletes)[0], (typeof athletes)[0]];
    const stranger = await athleteAccount(cloudUrl);
    const chat = chatCalls(cloudUrl, eventId);
    expect((await chat.send<Sent>(ana.token, 'Algo privado')).status).toBe(201);

    for (const intruder of [stranger, beto]) {
      expect((await chat.call(intruder.token, `/threads/${ana.userID}/messages`)).status).toBe(403);
      expect((await chat.answer(intruder.token, ana.userID, 'hola')).status).toBe(403);
      expect((await chat.call(intruder.token, `/threads/${ana.userID}/read`, 'PUT', {})).status).toBe(403);
      expect((await chat.call(intruder.token, '/threads')).status).toBe(403);
    }
    for (const path of ['/me', '/me/messages', '/broadcasts']) expect((await chat.call<ApiErrorBody>(stranger.token, path)).body.message).toBe('Usuario no autorizado para este evento');
    expect((await chat.send(stranger.token, 'hola')).status).toBe(403);
    expect((await chat.call<RetoMessagePage>(beto.token, '/me/messages')).body.messages).toEqual([]);
    expect((await chat.call<AthleteUnread>(beto.token, '/me')).body.chat).toBe(0);

    const notParticipant = await chat.call<ApiErrorBody>(organizer, `/threads/${stranger.userID}/messages`);
    expect(notParticipant.status).toBe(404);
    expect(notParticipant.body.message).toBe('El atleta no participa en este reto');
    expect((await chat.answer(organizer, stranger.userID, 'hola')).status).toBe(404);
    expect((await chat.call(organizer, '/threads/..%2F..%2Fme/messages')).status).toBe(404);
  });

  it('gives tickets to a chat topic only to its parties', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloudUrl, 1);
    const [ana] = athletes as [(typeof athletes)[0]];
    const stranger = await athleteAccount(cloudUrl);
    const chat = chatCalls(cloudUrl, eventId);

    expect((await chat.ticket(ana.token, 'chat')).body.topic).toBe(`reto-chat:${eventId}:${ana.userID}`);
    expect((await chat.ticket(ana.token, 'broadcasts')).body.topic).toBe(`reto-broadcast:${eventId}`);
    expect((await chat.ticket(organizer, 'organizer')).body.topic).toBe(`reto-organizer:${eventId}`);
    expect((await chat.ticket(ana.token, 'organizer')).status).toBe(403);
    expect((await chat.ticket(organizer, 'chat')).status).toBe(403);
    for (const topic of ['chat', 'broadcasts', 'organizer'] as const) expect((await chat.ticket(stranger.token, topic)).status).toBe(403);
    expect((await chat.call(ana.token, '/tickets', 'POST', { topic: `reto-chat:${eventId}:${stranger.userID}` })).status).toBe(400);
  });
});

describe('live chat over the WebSocket API', () => {
  it('pushes each message to its parties with their unread counts, and broadcasts to every participant', async () => {
    const { eventId, organizer, athletes } = await chatReto(cloudUrl, 2);
    const [ana, beto] = athletes as [(typeof athletes)[0], (typeof athletes)[0]];
    const chat = chatCalls(cloudUrl, eventId);
    const desk = await follow(cloudUrl, webSocketUrl, eventId, organizer, 'organizer');
    const anaThread = await follow(cloudUrl, webSocketUrl, eventId, ana.token, 'chat');
    const anaNews = await follow(cloudUrl, webSocketUrl, eventId, ana.token, 'broadcasts');
    const betoNews = await follow(cloudUrl, webSocketUrl, eventId, beto.token, 'broadcasts');
    const listeners = [desk, anaThread, anaNews, betoNews];
    try {
      const asked = (await chat.send<Sent>(ana.token, '¿Puedo correr en caminadora?')).body;
      expect(await desk.next()).toEqual({ type: 'retoChat', topic: desk.topic, eventID: eventId, thread: ana.userID, message: asked, count: 1 });
      expect(await anaThread.next()).toEqual({ type: 'retoChat', topic: anaThread.topic, eventID: eventId, thread: ana.userID, message: asked, count: 0 });

      const answered = (await chat.answer<Sent>(organizer, ana.userID, 'Sí, con evidencia')).body;
      expect(await anaThread.next()).toMatchObject({ thread: ana.userID, message: answered, count: 1 });
      expect(await desk.next()).toMatchObject({ thread: ana.userID, message: answered, count: 1 });

      const news = (await chat.broadcast<Sent>(organizer, 'Nuevo aviso')).body;
      for (const listener of [anaNews, betoNews, desk]) expect(await listener.next()).toEqual({ type: 'retoChat', topic: listener.topic, eventID: eventId, thread: 'all', message: news, count: 1 });
    } finally {
      for (const { socket } of listeners) socket.close();
    }
  });

  it('refuses a ticket used for another topic than its own, such as another athlete’s thread', async () => {
    const { eventId, athletes } = await chatReto(cloudUrl, 2);
    const [ana, beto] = athletes as [(typeof athletes)[0], (typeof athletes)[0]];
    const { body: ticket } = await chatCalls(cloudUrl, eventId).ticket(beto.token, 'chat');
    const { socket, next } = await openSocket(webSocketUrl);
    socket.send(JSON.stringify({ action: 'subscribe', topic: `reto-chat:${eventId}:${ana.userID}`, ticket: ticket.ticket }));
    expect(await next()).toEqual({ type: 'error', message: 'Tema no disponible' });
    socket.send(JSON.stringify({ action: 'subscribe', topic: `reto-chat:${eventId}:${ana.userID}` }));
    expect(await next()).toEqual({ type: 'error', message: 'Tema no disponible' });
    socket.close();
  });
});
