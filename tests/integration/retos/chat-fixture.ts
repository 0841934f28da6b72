// A reto for the chat tests: its organizer, athletes registered in it with its codes (their ids and
// mail), the chat calls each side makes, and WebSocket listeners of chat topics with their tickets.
import { randomUUID } from 'node:crypto';
import type { TopicTicket } from '@shared/realtime/admin-messages';
import type { ChatTicketTopic } from '@shared/retos/reto-chat';
import { callApi, signedUpAthlete, type ApiAnswer } from '../../support/accounts';
import { openSocket, type SocketInbox } from '../../support/socket-inbox';

export interface ChatAthlete {
  token: string;
  userID: string;
  correo: string;
  name: string;
}

export interface ChatReto {
  eventId: string;
  organizer: string;
  athletes: ChatAthlete[];
}

async function expectStatus<T>(answer: Promise<ApiAnswer<T>>, status: number): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`expected ${status}, got ${got} ${JSON.stringify(body)}`);
  return body;
}

export async function athleteAccount(cloudUrl: string): Promise<ChatAthlete> {
  const { athlete, token } = await signedUpAthlete(cloudUrl);
  const { userId } = await expectStatus(callApi<{ userId: string }>(cloudUrl, '/api/me', { token }), 200);
  return { token, userID: userId, correo: athlete.correo, name: `${athlete.nombres} ${athlete.apellidos}` };
}

/** A reto of a new organizer with `count` athletes registered in it. */
export async function chatReto(cloudUrl: string, count: number): Promise<ChatReto> {
  const { token: organizer } = await signedUpAthlete(cloudUrl);
  const reto = { eventName: 'Reto del chat', eventDescription: 'Corre donde quieras', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 5 };
  const { eventID: eventId } = await expectStatus(callApi<{ eventID: string }>(cloudUrl, '/api/retos', { method: 'POST', token: organizer, body: reto }), 201);
  await expectStatus(callApi(cloudUrl, `/api/retos/${eventId}/codes`, { method: 'POST', token: organizer, body: { quantity: 1, uses: 10, intento: randomUUID() } }), 201);
  const { codes } = await expectStatus(callApi<{ codes: Array<{ code: string }> }>(cloudUrl, `/api/retos/${eventId}/codes`, { token: organizer }), 200);
  const athletes = await Promise.all(Array.from({ length: count }, () => athleteAccount(cloudUrl)));
  for (const athlete of athletes) {
    await expectStatus(callApi(cloudUrl, `/api/retos/${eventId}/registration`, { method: 'POST', token: athlete.token, body: { code: codes[0]?.code } }), 201);
  }
  return { eventId, organizer, athletes };
}

/** The chat calls, by path under /api/retos/{eventID}/chat. */
export function chatCalls(cloudUrl: string, eventId: string) {
  const call = <T>(token: string, path: string, method = 'GET', body?: unknown) => callApi<T>(cloudUrl, `/api/retos/${eventId}/chat${path}`, { method, token, body });
  const message = (text: string, intento: string = randomUUID()) => ({ text, intento });
  return {
    call,
    send: <T>(token: string, text: string, intento?: string) => call<T>(token, '/me/messages', 'POST', message(text, intento)),
    answer: <T>(token: string, userID: string, text: string, intento?: string) => call<T>(token, `/threads/${userID}/messages`, 'POST', message(text, intento)),
    broadcast: <T>(token: string, text: string, intento?: string) => call<T>(token, '/broadcasts', 'POST', message(text, intento)),
    ticket: (token: string, topic: ChatTicketTopic) => call<TopicTicket>(token, '/tickets', 'POST', { topic }),
  };
}

/** A socket following one chat topic with a ticket its caller was given. */
export async function follow(cloudUrl: string, webSocketUrl: string, eventId: string, token: string, topic: ChatTicketTopic): Promise<SocketInbox & { topic: string }> {
  const ticket = await expectStatus(chatCalls(cloudUrl, eventId).ticket(token, topic), 201);
  const listener = await openSocket(webSocketUrl);
  listener.socket.send(JSON.stringify({ action: 'subscribe', topic: ticket.topic, ticket: ticket.ticket }));
  const answer = await listener.next();
  if (answer.type !== 'subscribed') throw new Error(`not subscribed to ${ticket.topic}: ${JSON.stringify(answer)}`);
  return { ...listener, topic: ticket.topic };
}
