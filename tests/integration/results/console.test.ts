// The organizer console: creating events, the caller's events, editing data and sections, and who may.
import { describe, expect, inject, it } from 'vitest';
import type { EventSummary } from '@shared/results/event-schemas';
import type { EventSections } from '@shared/results/event-sections';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { createdEvent, newEventInfo, signedUpAdmin } from '../../support/timed-events';

const cloudUrl = inject('cloudUrl');
const cognitoAdminEndpoint = inject('cognitoAdminEndpoint');

type MyEvents = { events: (EventSummary & { role: string })[] };
type ApiError = { code: string; message: string; fields?: Record<string, string> };

const modalidad = {
  codigoModalidad: '21K',
  descripcionModalidad: 'Medio maratón',
  kilometro: 21.0975,
  hSalidas: [{ serie: 'A', hS: '2030-03-01 07:00:00' }],
  ramaCat: { rama_F: { categorias: [{ codigo: 1, nombreCategoria: 'Libre', edadDesde: 18, edadHasta: 39 }] } },
};

describe('POST /api/events', () => {
  it('creates the event with the next id and makes its creator master', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const first = await createdEvent(cloudUrl, token, { nombreEvento: 'Primera' });
    const second = await createdEvent(cloudUrl, token, { nombreEvento: 'Segunda', fechaEvento: '2031-01-01' });
    expect(second.iDEvento).toBeGreaterThan(first.iDEvento);
    expect(first).toEqual({ ...newEventInfo({ nombreEvento: 'Primera' }), iDEvento: first.iDEvento });

    const mine = await callApi<MyEvents>(cloudUrl, '/api/my-events', { token });
    expect(mine.status).toBe(200);
    expect(mine.body.events.map((e) => [e.iDEvento, e.role])).toEqual([
      [second.iDEvento, 'master'],
      [first.iDEvento, 'master'],
    ]);
    const other = await signedUpAthlete(cloudUrl);
    expect((await callApi<MyEvents>(cloudUrl, '/api/my-events', { token: other.token })).body.events).toEqual([]);
  });

  it('needs a signed-in user and a complete event', async () => {
    expect((await callApi(cloudUrl, '/api/events', { method: 'POST', body: newEventInfo() })).status).toBe(401);
    expect((await callApi(cloudUrl, '/api/my-events')).status).toBe(401);
    const { token } = await signedUpAthlete(cloudUrl);
    const res = await callApi<ApiError>(cloudUrl, '/api/events', {
      method: 'POST',
      token,
      body: { ...newEventInfo(), nombreEvento: '', fechaEvento: '1 de marzo' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ nombreEvento: 'Campo requerido', fechaEvento: 'Fecha inválida' });
  });
});

describe('PUT /api/events/{eventId}', () => {
  it('lets the master edit the event', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const { iDEvento } = await createdEvent(cloudUrl, token);
    const edited = newEventInfo({ nombreEvento: 'Nombre nuevo', showWeb: true, eventType: 'byTime' });
    const res = await callApi<EventSummary>(cloudUrl, `/api/events/${iDEvento}`, { method: 'PUT', token, body: edited });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...edited, iDEvento });
    expect((await callApi<{ event: EventSummary }>(cloudUrl, `/api/events/${iDEvento}`)).body.event.nombreEvento).toBe('Nombre nuevo');
  });

  it("keeps the event's own tracking ids, also when a later edit does not name them, and refuses malformed ones", async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const { iDEvento } = await createdEvent(cloudUrl, token);
    const withIds = newEventInfo({ facebookPixel: '123456789012', gaId: 'G-EVENT777' });
    expect((await callApi<EventSummary>(cloudUrl, `/api/events/${iDEvento}`, { method: 'PUT', token, body: withIds })).body).toEqual({ ...withIds, iDEvento });

    await callApi(cloudUrl, `/api/events/${iDEvento}`, { method: 'PUT', token, body: newEventInfo({ nombreEvento: 'Sin ids en la edición' }) });
    const { event } = (await callApi<{ event: EventSummary }>(cloudUrl, `/api/events/${iDEvento}`)).body;
    expect(event).toMatchObject({ nombreEvento: 'Sin ids en la edición', facebookPixel: '123456789012', gaId: 'G-EVENT777' });

    const refused = await callApi<ApiError>(cloudUrl, `/api/events/${iDEvento}`, { method: 'PUT', token, body: newEventInfo({ facebookPixel: 'pixel' }) });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ facebookPixel: 'El pixel de Meta son solo números (de 5 a 20)' });
  });

  it('refuses a user without a role on the event, and answers 404 for an unknown event', async () => {
    const owner = await signedUpAthlete(cloudUrl);
    const stranger = await signedUpAthlete(cloudUrl);
    const { iDEvento } = await createdEvent(cloudUrl, owner.token);
    const body = newEventInfo({ nombreEvento: 'Intruso' });

    const refused = await callApi<ApiError>(cloudUrl, `/api/events/${iDEvento}`, { method: 'PUT', token: stranger.token, body });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Usuario no autorizado para este evento');
    const unknown = await callApi<ApiError>(cloudUrl, '/api/events/999999999', { method: 'PUT', token: stranger.token, body });
    expect(unknown.status).toBe(404);
    expect((await callApi<{ event: EventSummary }>(cloudUrl, `/api/events/${iDEvento}`)).body.event.nombreEvento).not.toBe('Intruso');
  });

  it('lets the admin group act on every event', async () => {
    const owner = await signedUpAthlete(cloudUrl);
    const admin = await signedUpAdmin(cloudUrl, cognitoAdminEndpoint);
    const { iDEvento } = await createdEvent(cloudUrl, owner.token);
    const body = newEventInfo({ nombreEvento: 'Corregido por admin' });
    const res = await callApi<EventSummary>(cloudUrl, `/api/events/${iDEvento}`, { method: 'PUT', token: admin.token, body });
    expect(res.status).toBe(200);
    expect(res.body.nombreEvento).toBe('Corregido por admin');
    const section = await callApi(cloudUrl, `/api/events/${iDEvento}/sections/customStrings`, {
      method: 'PUT',
      token: admin.token,
      body: { evento: 'Carrera' },
    });
    expect(section.status).toBe(200);
    expect((await callApi(cloudUrl, '/api/events/999999999', { method: 'PUT', token: admin.token, body })).status).toBe(404);
  });
});

describe('PUT /api/events/{eventId}/sections/{section}', () => {
  it('stores the validated section, with its defaults, for the public event page', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const { iDEvento } = await createdEvent(cloudUrl, token);
    const res = await callApi<{ section: string; data: EventSections['modalidades'] }>(
      cloudUrl,
      `/api/events/${iDEvento}/sections/modalidades`,
      { method: 'PUT', token, body: [modalidad] },
    );
    expect(res.status).toBe(200);
    expect(res.body.section).toBe('modalidades');
    expect(res.body.data[0]).toMatchObject({ ...modalidad, backyard: false });
    expect(res.body.data[0]!.ramaCat.rama_F!.categorias[0]).toMatchObject({ cantidadGanadores: 3, absolutos: false });

    const timing = { showDNS: true, messages: { message_1: 'Resultados oficiales a las 12:00' } };
    await callApi(cloudUrl, `/api/events/${iDEvento}/sections/timingConfig`, { method: 'PUT', token, body: timing });
    const detail = await callApi<{ sections: EventSections }>(cloudUrl, `/api/events/${iDEvento}`);
    expect(detail.body.sections.modalidades).toEqual(res.body.data);
    expect(detail.body.sections.timingConfig).toMatchObject({ ...timing, deadTimeSeconds: 10 });
  });

  it('answers 400 with the path of every field at fault, and keeps the saved section', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const { iDEvento } = await createdEvent(cloudUrl, token);
    const path = `/api/events/${iDEvento}/sections/modalidades`;
    await callApi(cloudUrl, path, { method: 'PUT', token, body: [modalidad] });

    const bad = await callApi<ApiError>(cloudUrl, path, {
      method: 'PUT',
      token,
      body: [modalidad, { ...modalidad, kilometro: 'diez', hSalidas: [] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Datos inválidos, revisa el formulario');
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['1.hSalidas', '1.kilometro']);
    const repeated = await callApi<ApiError>(cloudUrl, path, { method: 'PUT', token, body: [modalidad, modalidad] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.fields).toEqual({ '1.codigoModalidad': 'Modalidad repetida' });

    const broken = await fetch(`${cloudUrl}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '[{"codigoModalidad": ',
    });
    expect(broken.status).toBe(400);
    expect((await callApi<{ sections: EventSections }>(cloudUrl, `/api/events/${iDEvento}`)).body.sections.modalidades).toHaveLength(1);
  });

  it('refuses an unknown section and a user without a role', async () => {
    const owner = await signedUpAthlete(cloudUrl);
    const stranger = await signedUpAthlete(cloudUrl);
    const { iDEvento } = await createdEvent(cloudUrl, owner.token);
    const unknown = await callApi<ApiError>(cloudUrl, `/api/events/${iDEvento}/sections/resultados`, {
      method: 'PUT',
      token: owner.token,
      body: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Sección no encontrada');
    const refused = await callApi(cloudUrl, `/api/events/${iDEvento}/sections/customStrings`, {
      method: 'PUT',
      token: stranger.token,
      body: { evento: 'Otro' },
    });
    expect(refused.status).toBe(403);
  });
});
