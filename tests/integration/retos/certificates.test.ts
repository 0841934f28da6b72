// Reto certificates against the local cloud: the organizer's sample as a JPEG and a PDF, on the
// background uploaded through the media pipeline, and who is refused it; an athlete's own
// certificate refused to whoever is not the reto's participant, to its participant while the reto is
// open or without a finish time, and drawn once the organizer closes the reto.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { RetoMediaUploadTicket } from '@shared/retos/reto-media';
import type { OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');
const reto = { eventName: 'Reto 10K de otoño', eventDescription: 'Corre 10 km donde quieras', eventStart: '2030-10-01T00:00:00-06:00', eventEnd: '2030-10-31T23:59:59-06:00', distance: 10 };

let organizer: string;
let stranger: string;
let eventId: string;

/** The route's answer as bytes, with the headers a browser's download reads. */
async function download(path: string, token?: string) {
  const res = await fetch(`${cloudUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = () => JSON.parse(bytes.toString('utf8')) as ApiErrorBody;
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes, json };
}

/** A new athlete registered in the reto with a code of its organizer. */
async function participant(): Promise<string> {
  const { token } = await signedUpAthlete(cloudUrl);
  await callApi(cloudUrl, `/api/retos/${eventId}/codes`, { method: 'POST', token: organizer, body: { quantity: 1, uses: 1, intento: randomUUID() } });
  const { codes } = (await callApi<{ codes: { code: string; usedCount: number }[] }>(cloudUrl, `/api/retos/${eventId}/codes`, { token: organizer })).body;
  const code = codes.find((each) => each.usedCount === 0)?.code;
  expect((await callApi(cloudUrl, `/api/retos/${eventId}/registration`, { method: 'POST', token, body: { code } })).status).toBe(201);
  return token;
}

const config = async () => (await callApi<OrganizerRetoView>(cloudUrl, `/api/retos/${eventId}/config`, { token: organizer })).body;

/** The organizer's save of part of the reto, on the revision it reads. */
async function saveReto(changes: Record<string, unknown>): Promise<void> {
  const { revision } = await config();
  expect((await callApi(cloudUrl, `/api/retos/${eventId}`, { method: 'PATCH', token: organizer, body: { revision, ...changes } })).status).toBe(200);
}

async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

beforeAll(async () => {
  ({ token: organizer } = await signedUpAthlete(cloudUrl));
  ({ token: stranger } = await signedUpAthlete(cloudUrl));
  eventId = (await callApi<VirtualEventView>(cloudUrl, '/api/retos', { method: 'POST', token: organizer, body: reto })).body.eventID;
});

describe("the organizer's sample certificate", () => {
  it('is a 1025 × 820 JPEG to download as certificado-muestra-{eventID}.jpg', async () => {
    const answer = await download(`/api/retos/${eventId}/certificate-sample`, organizer);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/jpeg');
    expect(answer.disposition).toBe(`attachment; filename="certificado-muestra-${eventId}.jpg"`);
    const meta = await sharp(answer.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1025, 820]);
  });

  it('is a PDF with ?format=pdf', async () => {
    const answer = await download(`/api/retos/${eventId}/certificate-sample?format=pdf`, organizer);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.disposition).toBe(`attachment; filename="certificado-muestra-${eventId}.pdf"`);
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('is refused to an athlete who does not organize the reto, to nobody signed in, and for an unknown reto or format', async () => {
    const other = await download(`/api/retos/${eventId}/certificate-sample`, stranger);
    expect(other.status).toBe(403);
    expect(other.json().message).toBe('Usuario no autorizado para este evento');
    expect((await download(`/api/retos/${eventId}/certificate-sample`)).status).toBe(401);
    const unknown = await download('/api/retos/1-2-3/certificate-sample', organizer);
    expect(unknown.status).toBe(404);
    expect(unknown.json().message).toBe('El id del evento ingresado no existe');
    expect((await download(`/api/retos/${eventId}/certificate-sample?format=png`, organizer)).status).toBe(400);
  });
});

describe("an athlete's certificate", () => {
  it("is refused with the spec's message to whoever is not the reto's participant, its organizer included", async () => {
    for (const token of [stranger, organizer]) {
      const answer = await download(`/api/retos/${eventId}/certificate?format=pdf`, token);
      expect(answer.status).toBe(403);
      expect(answer.json().message).toBe('Usuario no autorizado para este evento');
    }
  });

  it("is refused to its participant with the spec's message while the reto is open", async () => {
    const answer = await download(`/api/retos/${eventId}/certificate`, await participant());
    expect(answer.status).toBe(409);
    expect(answer.json().message).toBe('Evento en desarrollo, al finalizar el plazo definido puedes ingresar a descargar tu certificado oficial');
  });

  it('answers 404 for an unknown reto and 401 to nobody signed in', async () => {
    const unknown = await download('/api/retos/1-2-3/certificate', stranger);
    expect(unknown.status).toBe(404);
    expect(unknown.json().message).toBe('El Id del evento ingresado no existe o el evento ya no está abierto al público');
    expect((await download(`/api/retos/${eventId}/certificate`)).status).toBe(401);
  });
});

describe('with the organizer\'s background, once the reto is closed', () => {
  it('draws the sample on the background uploaded for the certificate', async () => {
    const red = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
    const ticket = await callApi<RetoMediaUploadTicket>(cloudUrl, `/api/retos/${eventId}/media-uploads`, { method: 'POST', token: organizer, body: { field: 'certificateImage', contentType: 'image/jpeg', size: red.length } });
    expect(ticket.status).toBe(201);
    expect((await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: red })).status).toBe(200);
    await waitFor(async () => ((await config()).certificateImage === ticket.body.url ? true : undefined));

    const [r, g, b] = await pixelAt((await download(`/api/retos/${eventId}/certificate-sample`, organizer)).bytes, 5, 5);
    expect(r).toBeGreaterThan(170);
    expect(g! + b!).toBeLessThan(140);
  });

  it('answers a participant with a finish time the certificate, and one without a finish time a 409', async () => {
    const [finisher, late] = [await participant(), await participant()];
    await saveReto({ admitResults: true });
    const finish = await callApi(cloudUrl, `/api/retos/${eventId}/me/finish`, { method: 'PUT', token: finisher, body: { finish: { hours: 0, minutes: 52, seconds: 7 } } });
    expect(finish.status).toBe(200);
    await saveReto({ eventEnded: true });

    const answer = await download(`/api/retos/${eventId}/certificate`, finisher);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/jpeg');
    expect(answer.disposition).toBe(`attachment; filename="certificado-${eventId}.jpg"`);
    expect((await sharp(answer.bytes).metadata()).width).toBe(1025);
    const pdf = await download(`/api/retos/${eventId}/certificate?format=pdf`, finisher);
    expect([pdf.status, pdf.disposition]).toEqual([200, `attachment; filename="certificado-${eventId}.pdf"`]);

    const refused = await download(`/api/retos/${eventId}/certificate`, late);
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe('Aún no registras tu tiempo final en este reto: regístralo para obtener tu certificado');
  });
});
