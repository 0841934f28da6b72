// What an organizer saves reaches the very next registration, even in a container that keeps the
// event's registration data from earlier ones: prices, capacity, hidden modalities, the event's state.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import { callApi } from '../../support/accounts';
import { newEventInfo } from '../../support/timed-events';
import { cardToken, occupancy, payRegistration, register, registrationBody, registrationEvent, registryConfigFor, tenK } from './registration-fixture';

const cloudUrl = inject('cloudUrl');

async function drafted(eventId: number): Promise<CreatedRegistration> {
  const created = await register<CreatedRegistration>(cloudUrl, eventId, registrationBody());
  expect(created.status).toBe(201);
  return created.body;
}

async function organizerSaves(token: string, path: string, body: unknown): Promise<void> {
  const saved = await callApi(cloudUrl, path, { method: 'PUT', token, body });
  expect(saved.status).toBe(200);
}

describe('a registration after the organizer saved', () => {
  it('orders at the price saved last, where an earlier registration was ordered at the old one', async () => {
    const { eventId, token } = await registrationEvent(cloudUrl, registryConfigFor({ precio: 45_000 }));
    expect((await drafted(eventId)).order.total).toBe(48_150);

    await organizerSaves(token, `/api/events/${eventId}/registration-config`, registryConfigFor({ precio: 60_000 }));

    expect((await drafted(eventId)).order.total).toBe(64_200);
  });

  it('refuses as AGOTADO the payment of a draft made before the capacity went down to the places held', async () => {
    const { eventId, token } = await registrationEvent(cloudUrl, registryConfigFor({ capacidad: 2 }));
    const [first, second] = [await drafted(eventId), await drafted(eventId)];
    const paid = await payRegistration<RegistrantConfirmation>(cloudUrl, eventId, first.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect(paid.status).toBe(200);

    await organizerSaves(token, `/api/events/${eventId}/registration-config`, registryConfigFor({ capacidad: 1 }));

    const refused = await payRegistration<ApiErrorBody>(cloudUrl, eventId, second.registroId, { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('AGOTADO');
    expect(await occupancy(cloudUrl, eventId)).toBe(1);
  });

  it('pays a draft once the organizer opens again a modality closed with capacity 0', async () => {
    const { eventId, token } = await registrationEvent(cloudUrl, registryConfigFor({ capacidad: 2 }));
    const [first, second] = [await drafted(eventId), await drafted(eventId)];
    const card = { metodo: 'card' as const };
    expect((await payRegistration(cloudUrl, eventId, first.registroId, { ...card, intento: randomUUID(), token: await cardToken(cloudUrl) })).status).toBe(200);
    await organizerSaves(token, `/api/events/${eventId}/registration-config`, registryConfigFor({ capacidad: 0 }));
    expect((await payRegistration(cloudUrl, eventId, second.registroId, { ...card, intento: randomUUID(), token: await cardToken(cloudUrl) })).status).toBe(409);

    await organizerSaves(token, `/api/events/${eventId}/registration-config`, registryConfigFor({ capacidad: 3 }));

    const paid = await payRegistration<RegistrantConfirmation>(cloudUrl, eventId, second.registroId, { ...card, intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect(paid.status).toBe(200);
    expect(paid.body.numero).toBe(2);
  });

  it('refuses a modality the organizer hid since the last registration', async () => {
    const { eventId, token } = await registrationEvent(cloudUrl);
    await drafted(eventId);

    await organizerSaves(token, `/api/events/${eventId}/sections/modalidades`, [{ ...tenK, hide: true }]);

    const refused = await register<ApiErrorBody>(cloudUrl, eventId, registrationBody());
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('MODALITY_UNAVAILABLE');
  });

  it('refuses registrations once the event is no longer upcoming', async () => {
    const { eventId, token } = await registrationEvent(cloudUrl);
    await drafted(eventId);

    await organizerSaves(token, `/api/events/${eventId}`, newEventInfo({ fechaEvento: '2030-03-01', eventoDisponible: 4 }));

    const refused = await register<ApiErrorBody>(cloudUrl, eventId, registrationBody());
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('REGISTRATION_CLOSED');
  });
});
