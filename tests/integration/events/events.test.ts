// The public event reads: one event with its sections, and the three lists by status and date.
import { describe, expect, inject, it } from 'vitest';
import type { EventSummary } from '@shared/results/event-schemas';
import type { EventSections } from '@shared/results/event-sections';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { createdEvent } from '../../support/timed-events';

const cloudUrl = inject('cloudUrl');

interface ListPage {
  events: EventSummary[];
  nextCursor?: string;
}

/** Every page of a list, checking each page's size on the way. */
async function wholeList(list: string): Promise<EventSummary[]> {
  const events: EventSummary[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ list, ...(cursor ? { cursor } : {}) });
    const res = await callApi<ListPage>(cloudUrl, `/api/events?${query}`);
    expect(res.status).toBe(200);
    expect(res.body.events.length).toBeLessThanOrEqual(20);
    if (res.body.nextCursor) expect(res.body.events).toHaveLength(20);
    events.push(...res.body.events);
    cursor = res.body.nextCursor;
  } while (cursor);
  return events;
}

const position = (e: EventSummary) => `${e.fechaEvento} ${e.horaEvento} ${String(e.iDEvento).padStart(10, '0')}`;

describe('GET /api/events/{eventId}', () => {
  it('answers the event and every section with its defaults, cacheable for a few seconds', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const created = await createdEvent(cloudUrl, token, { nombreEvento: 'Carrera del Detalle' });

    const res = await fetch(`${cloudUrl}/api/events/${created.iDEvento}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    const body = (await res.json()) as { event: EventSummary; sections: EventSections };
    expect(body.event).toEqual(created);
    expect(body.sections.modalidades).toEqual([]);
    expect(body.sections.timingConfig).toMatchObject({ deadTimeSeconds: 10, showDNS: false, messages: {} });
    expect(body.sections.photoConfig.photoWindowSeconds).toBe(200);
    expect(Object.keys(body.sections).sort()).toEqual(
      ['convocatoria', 'customStrings', 'customViews', 'modalidades', 'photoConfig', 'puntosControl', 'timingConfig'],
    );
  });

  it.each(['999999999', 'abc', '0', '007'])('answers 404 for the event %s', async (eventId) => {
    const res = await callApi<{ code: string; message: string }>(cloudUrl, `/api/events/${eventId}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'EVENT_NOT_FOUND', message: 'Evento no encontrado' });
  });
});

describe('GET /api/events?list=…', () => {
  it('pages 20 at a time: upcoming soonest first, live and previous latest first', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const mine = new Set<number>();
    for (let i = 0; i < 22; i += 1) {
      const hora = `${String(6 + (i % 3)).padStart(2, '0')}:00`;
      const day = String(1 + (i % 5)).padStart(2, '0');
      const { iDEvento } = await createdEvent(cloudUrl, token, { eventoDisponible: 1, fechaEvento: `2019-05-${day}`, horaEvento: hora });
      mine.add(iDEvento);
    }
    const upcoming = await createdEvent(cloudUrl, token, { eventoDisponible: 2 });
    const live = await createdEvent(cloudUrl, token, { eventoDisponible: 4 });

    const previous = await wholeList('previous');
    const ids = previous.map((e) => e.iDEvento);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([...mine]));
    expect(previous.every((e) => e.eventoDisponible === 1)).toBe(true);
    expect(previous.map(position)).toEqual(previous.map(position).sort().reverse());

    const upcomingList = await wholeList('upcoming');
    expect(upcomingList.map(position)).toEqual(upcomingList.map(position).sort());
    expect(upcomingList.map((e) => e.iDEvento)).toContain(upcoming.iDEvento);
    expect(upcomingList.map((e) => e.iDEvento)).not.toContain(live.iDEvento);

    const liveList = await wholeList('live');
    expect(liveList.map(position)).toEqual(liveList.map(position).sort().reverse());
    expect(liveList.map((e) => e.iDEvento)).toContain(live.iDEvento);
  });

  it('moves an event to the list of its new eventoDisponible', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const event = await createdEvent(cloudUrl, token, { eventoDisponible: 2 });
    const { iDEvento, ...info } = event;
    const moved = await callApi(cloudUrl, `/api/events/${iDEvento}`, { method: 'PUT', token, body: { ...info, eventoDisponible: 4 } });
    expect(moved.status).toBe(200);

    expect((await wholeList('live')).map((e) => e.iDEvento)).toContain(iDEvento);
    expect((await wholeList('upcoming')).map((e) => e.iDEvento)).not.toContain(iDEvento);
  });

  it('refuses an unknown list and a cursor it did not write', async () => {
    expect((await callApi(cloudUrl, '/api/events?list=todos')).status).toBe(400);
    expect((await callApi(cloudUrl, '/api/events')).status).toBe(400);
    const forged = Buffer.from(JSON.stringify({ pk: 'x' })).toString('base64url');
    for (const cursor of ['no-es-un-cursor', forged]) {
      const res = await callApi<{ code: string; message: string }>(cloudUrl, `/api/events?list=live&cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'INVALID_CURSOR', message: 'La página solicitada no es válida' });
    }
  });
});
