// Tracking links against the local cloud: visits counted atomically per link (50 at once count 50),
// a bounded number of links per event with the rest under 'Otras ligas', refusals in Spanish, and the
// admin's figures: visits beside the registrations carrying each link, counted off the request path.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedRegistration } from '@shared/registration/registration-api';
import { MAX_TRACKING_LINKS, type TrackingLinksView } from '@shared/registration/tracking-links';
import { callApi, waitFor } from '../../support/accounts';
import { cardToken, payRegistration, register, registrationBody, registrationEvent } from '../registration/registration-fixture';

const cloudUrl = inject('cloudUrl');

const visit = (eventId: number, tkl: string, body: unknown = {}) =>
  callApi<ApiErrorBody | null>(cloudUrl, `/api/events/${eventId}/tracking-links/${encodeURIComponent(tkl)}/visits`, { method: 'POST', body });

const linksOf = (eventId: number, token: string) => callApi<TrackingLinksView>(cloudUrl, `/api/events/${eventId}/tracking-links`, { token });

let eventId: number;
let token: string;

beforeAll(async () => {
  ({ eventId, token } = await registrationEvent(cloudUrl));
});

describe('POST /api/events/{eventId}/tracking-links/{tkl}/visits', () => {
  it('counts 50 visits of a new link sent at once as 50', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => visit(eventId, 'Insta')));
    expect(answers.map(({ status }) => status)).toEqual(Array(50).fill(204));
    await visit(eventId, 'insta');

    const { status, body } = await linksOf(eventId, token);
    expect(status).toBe(200);
    // Links keep their case: 'Insta' and 'insta' are two.
    expect(body.ligas).toEqual(expect.arrayContaining([expect.objectContaining({ tkl: 'Insta', visitas: 50 }), expect.objectContaining({ tkl: 'insta', visitas: 1 })]));
    expect(body.destino).toEqual({ tipo: 'inscripcion' });
  });

  it.each([
    ['a link with a space', 'mi liga', 'La liga lleva de 1 a 40 letras sin acentos, números, - o _'],
    ['a link of 41 characters', 'x'.repeat(41), 'La liga lleva de 1 a 40 letras sin acentos, números, - o _'],
    ["'direct', what a registration without a link stores", 'direct', "La liga no puede llamarse 'direct'"],
  ])('refuses %s with 400 and a Spanish message', async (_, tkl, message) => {
    const { status, body } = await visit(eventId, tkl);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'BAD_TRACKING_LINK', message });
  });

  it('refuses an unreadable body, and an event that does not exist with 404', async () => {
    expect((await visit(eventId, 'radio', [1])).status).toBe(400);
    const unknown = await visit(999_999_999, 'radio');
    expect(unknown.status).toBe(404);
    expect(unknown.body?.code).toBe('EVENT_NOT_FOUND');
  });

  it(`keeps ${MAX_TRACKING_LINKS} links apart per event and counts the visits of any further one under 'Otras ligas'`, async () => {
    const { eventId: crowded, token: organizer } = await registrationEvent(cloudUrl);
    const names = Array.from({ length: MAX_TRACKING_LINKS }, (_, i) => `liga-${i}`);
    for (let first = 0; first < names.length; first += 25) {
      const answers = await Promise.all(names.slice(first, first + 25).map((tkl) => visit(crowded, tkl)));
      expect(answers.every(({ status }) => status === 204)).toBe(true);
    }
    expect((await visit(crowded, 'una-mas')).status).toBe(204);
    expect((await visit(crowded, 'otra-mas')).status).toBe(204);
    expect((await visit(crowded, 'liga-7')).status).toBe(204);

    const { body } = await linksOf(crowded, organizer);
    expect(body.ligas).toHaveLength(MAX_TRACKING_LINKS);
    expect(body.ligas.map(({ tkl }) => tkl)).not.toContain('una-mas');
    expect(body.ligas[0]).toMatchObject({ tkl: 'liga-7', visitas: 2 });
    expect(body.otras).toMatchObject({ visitas: 2 });
  });
});

describe('GET /api/events/{eventId}/tracking-links', () => {
  it('gives each link its registrations, not deleted and paid, counted with the Dashboard off the request path', async () => {
    const { eventId: race, token: organizer } = await registrationEvent(cloudUrl);
    await visit(race, 'radio');
    const drafts = await Promise.all(
      [{ tkl: 'radio' }, { tkl: 'radio' }, { tkl: 'no-visitada' }, {}].map(async (overrides) => (await register<CreatedRegistration>(cloudUrl, race, registrationBody(overrides))).body),
    );
    const paid = await payRegistration(cloudUrl, race, drafts[0]?.registroId ?? '', { metodo: 'card', intento: randomUUID(), token: await cardToken(cloudUrl) });
    expect(paid.status).toBe(200);

    const counted = await waitFor(async () => {
      const { body } = await linksOf(race, organizer);
      return body.computedAt !== null ? body : undefined;
    });
    expect(counted.ligas).toEqual([{ tkl: 'radio', visitas: 1, registros: 2, pagados: 1 }]);
    // A registration whose link was never visited counts with the others; one without a link, nowhere.
    expect(counted.otras).toEqual({ tkl: '*', visitas: 0, registros: 1, pagados: 0 });
  });
});
