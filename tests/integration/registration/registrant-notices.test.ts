// The Ingresos list follows its event live: a private WebSocket topic subscribed only with a ticket
// the HTTP API gives to the event's roles, carrying a notice (no personal data) per change.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { TopicTicket } from '@shared/realtime/admin-messages';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import type { RegistrantDetail } from '@shared/registration/registrant-admin-api';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { openSocket } from '../../support/socket-inbox';
import { payRegistration, register, registrationBody, registrationEvent, registryConfigFor } from './registration-fixture';

const cloudUrl = inject('cloudUrl');
const webSocketUrl = inject('webSocketUrl');

const ticketFor = (eventId: number, token: string) => callApi<TopicTicket>(cloudUrl, `/api/events/${eventId}/registrants-live-ticket`, { method: 'POST', token, body: {} });

describe('registrant notices over the WebSocket API', () => {
  it('subscribes only with a ticket of the event, once, and notifies each registration and staff change', async () => {
    const { eventId, token } = await registrationEvent(cloudUrl, registryConfigFor({ precio: 0 }));
    const topic = `registrants:${eventId}`;
    const { socket, next } = await openSocket(webSocketUrl);

    socket.send(JSON.stringify({ action: 'subscribe', topic }));
    expect(await next()).toEqual({ type: 'error', message: 'Tema no disponible' });
    const stranger = await signedUpAthlete(cloudUrl);
    expect((await ticketFor(eventId, stranger.token)).status).toBe(403);

    const issued = await ticketFor(eventId, token);
    expect(issued.status).toBe(201);
    socket.send(JSON.stringify({ action: 'subscribe', topic: `registrants:${eventId + 1}`, ticket: issued.body.ticket }));
    expect(await next()).toEqual({ type: 'error', message: 'Tema no disponible' });
    // The ticket was used up by the wrong topic: a fresh one subscribes.
    const fresh = await ticketFor(eventId, token);
    socket.send(JSON.stringify({ action: 'subscribe', topic, ticket: fresh.body.ticket }));
    expect(await next()).toEqual({ type: 'subscribed', topic });

    const created = await register<CreatedRegistration>(cloudUrl, eventId, registrationBody());
    const paid = await payRegistration<RegistrantConfirmation>(cloudUrl, eventId, created.body.registroId, { metodo: 'free', intento: randomUUID() });
    expect(paid.status).toBe(200);
    expect(await next()).toEqual({ type: 'registrants', topic, eventId, registroId: created.body.registroId });

    const seen = await callApi<RegistrantDetail>(cloudUrl, `/api/events/${eventId}/registrants/${created.body.registroId}`, { token });
    await callApi(cloudUrl, `/api/events/${eventId}/registrants/${created.body.registroId}/deletion`, { method: 'PUT', token, body: { revision: seen.body.revision, borrado: true } });
    expect(await next()).toEqual({ type: 'registrants', topic, eventId, registroId: created.body.registroId });
    socket.close();
  });
});
