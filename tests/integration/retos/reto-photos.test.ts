// A reto athlete's photos against the local cloud: the upload route (a participant; evidence only while
// results are admitted; the platform's photo types and weight), the S3 trigger that makes an upright
// 800 px JPEG without metadata and records it, the participant it updates, and the grids of start
// photos and finishers that only the reto's participants and organizer read.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { AccessCodePage } from '@shared/retos/access-codes';
import type { ParticipationView } from '@shared/retos/participation';
import type { RetoPhotoPage, RetoPhotoUploadTicket, RetoPhotoView } from '@shared/retos/reto-photos';
import type { OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';
import { queuesDrained } from '../../support/queues-drained';

const cloudUrl = inject('cloudUrl');
const retoBody = { eventName: 'Reto de fotografías', eventDescription: 'Corre donde quieras', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 10 };

let organizer: string;

async function newReto(body: object = retoBody): Promise<string> {
  const { body: created } = await callApi<VirtualEventView>(cloudUrl, '/api/retos', { method: 'POST', token: organizer, body });
  const codes = await callApi(cloudUrl, `/api/retos/${created.eventID}/codes`, { method: 'POST', token: organizer, body: { quantity: 1, uses: 10, intento: randomUUID() } });
  expect(codes.status).toBe(201);
  return created.eventID;
}

async function participant(eventId: string, name = 'Lucía'): Promise<string> {
  const { codes } = (await callApi<AccessCodePage>(cloudUrl, `/api/retos/${eventId}/codes`, { token: organizer })).body;
  const { token } = await signedUpAthlete(cloudUrl, { nombres: name });
  expect((await callApi(cloudUrl, `/api/retos/${eventId}/registration`, { method: 'POST', token, body: { code: codes[0]?.code } })).status).toBe(201);
  return token;
}

async function setRetoConfig(eventId: string, change: object): Promise<void> {
  const { revision } = (await callApi<OrganizerRetoView>(cloudUrl, `/api/retos/${eventId}/config`, { token: organizer })).body;
  expect((await callApi(cloudUrl, `/api/retos/${eventId}`, { method: 'PATCH', token: organizer, body: { revision, ...change } })).status).toBe(200);
}

const askUpload = (eventId: string, token: string | undefined, body: unknown) =>
  callApi<RetoPhotoUploadTicket & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/me/photos`, { method: 'POST', token, body });

const me = async (eventId: string, token: string) => (await callApi<{ participation: ParticipationView }>(cloudUrl, `/api/retos/${eventId}/me`, { token })).body.participation;

const grid = (eventId: string, token: string, query: string) => callApi<RetoPhotoPage & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/photos?${query}`, { token });

const photo = (width = 120, height = 80, background = '#3366cc') => sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();

async function put(ticket: RetoPhotoUploadTicket, file: Buffer): Promise<void> {
  expect((await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file })).status).toBe(200);
}

/** Asks for an upload of the type, sends the file, and answers the ticket. */
async function upload(eventId: string, token: string, photoType: string, file: Buffer): Promise<RetoPhotoUploadTicket> {
  const ticket = await askUpload(eventId, token, { photoType, contentType: 'image/jpeg', size: file.length });
  expect(ticket.status).toBe(201);
  await put(ticket.body, file);
  return ticket.body;
}

beforeAll(async () => {
  ({ token: organizer } = await signedUpAthlete(cloudUrl));
});

describe('start and finish photos', () => {
  it('are made upright 800 px JPEGs without metadata, shown on the participant (the newest) and in the start grid, newest first', async () => {
    const eventId = await newReto();
    const token = await participant(eventId, 'Lucía');
    const sideways = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#cc3333' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Cámara de Lucía' } } })
      .toBuffer();

    const first = await upload(eventId, token, 'startLine', sideways);
    expect(first.key).toMatch(new RegExp(`^reto-photos/${eventId}/[\\w-]+/startLine/[0-9a-z]{10}-[0-9a-f]{8}$`));
    expect(first.url).toBe(`/media/${first.key}.jpg`);
    await waitFor(async () => ((await me(eventId, token)).startLinePhoto === first.url ? true : undefined));

    const served = await fetch(`${cloudUrl}${first.url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation, meta.exif]).toEqual(['jpeg', 400, 800, undefined, undefined]);

    const second = await upload(eventId, token, 'startLine', await photo());
    await waitFor(async () => ((await me(eventId, token)).startLinePhoto === second.url ? true : undefined));
    const page = await grid(eventId, token, 'type=startLine');
    expect(page.status).toBe(200);
    expect(page.body.photos.map((shown) => shown.url)).toEqual([second.url, first.url]);
    expect(page.body.photos[0]).toMatchObject({ athleteName: 'Lucía', finishTime: null });
    expect(page.body.cursor).toBeUndefined();
    const after = await grid(eventId, token, `type=startLine&cursor=${page.body.photos[0]?.photoId}`);
    expect(after.body.photos.map((shown) => shown.url)).toEqual([first.url]);
    expect((await grid(eventId, token, 'type=finishLine')).body.photos).toEqual([]);
  });

  it('keep the newest as the participant’s photo when an older upload is processed after it', async () => {
    const eventId = await newReto();
    const token = await participant(eventId);
    const older = await askUpload(eventId, token, { photoType: 'finishLine', contentType: 'image/jpeg', size: (await photo(100, 100)).length });
    const newer = await upload(eventId, token, 'finishLine', await photo(90, 60));
    await waitFor(async () => ((await me(eventId, token)).finishLinePhoto === newer.url ? true : undefined));

    await put(older.body, await photo(100, 100));
    await waitFor(async () => ((await grid(eventId, token, 'type=finishLine')).body.photos.length === 2 ? true : undefined));
    expect((await me(eventId, token)).finishLinePhoto).toBe(newer.url);
  });

  it('show finishers with the time they recorded', async () => {
    const eventId = await newReto();
    await setRetoConfig(eventId, { admitResults: true });
    const token = await participant(eventId, 'Marta');
    expect((await callApi(cloudUrl, `/api/retos/${eventId}/me/finish`, { method: 'PUT', token, body: { finish: { hours: 0, minutes: 58, seconds: 7 } } })).status).toBe(200);
    const finish = await upload(eventId, token, 'finishLine', await photo());
    const finishers = await waitFor(async () => {
      const page = (await grid(eventId, token, 'type=finishLine')).body;
      return page.photos.length > 0 ? page.photos : undefined;
    });
    expect(finishers).toEqual([{ photoId: expect.any(String), url: finish.url, athleteName: 'Marta', athleteLastName: expect.any(String), finishTime: '00:58:07' }]);
  });
});

describe('evidence photos', () => {
  it('are refused while the organizer does not admit results, in Spanish', async () => {
    const eventId = await newReto();
    const token = await participant(eventId);
    const refused = await askUpload(eventId, token, { photoType: 'evidence', contentType: 'image/jpeg', size: 1000 });
    expect([refused.status, refused.body.message]).toEqual([409, 'El evento no admite el registro de tiempos por ahora']);
    await setRetoConfig(eventId, { admitResults: true, eventEnded: true });
    expect((await askUpload(eventId, token, { photoType: 'evidence', contentType: 'image/jpeg', size: 1000 })).body.message).toBe('Evento finalizado');
  });

  it('count once per upload however often it is delivered, stay out of the grids, and are listed to their athlete', async () => {
    const eventId = await newReto();
    await setRetoConfig(eventId, { admitResults: true });
    const token = await participant(eventId);
    const file = await photo();
    const ticket = await upload(eventId, token, 'evidence', file);
    await waitFor(async () => ((await me(eventId, token)).evidencePhotos === 1 ? true : undefined));

    // The same object written again is a second notification of the same upload.
    await put(ticket, file);
    await queuesDrained(cloudUrl);
    expect((await me(eventId, token)).evidencePhotos).toBe(1);

    const another = await upload(eventId, token, 'evidence', await photo(60, 60));
    await waitFor(async () => ((await me(eventId, token)).evidencePhotos === 2 ? true : undefined));
    const mine = (await callApi<{ photos: RetoPhotoView[] }>(cloudUrl, `/api/retos/${eventId}/me/photos`, { token })).body.photos;
    expect(mine.map(({ photoType, url }) => ({ photoType, url }))).toEqual([
      { photoType: 'evidence', url: another.url },
      { photoType: 'evidence', url: ticket.url },
    ]);
    expect((await grid(eventId, token, 'type=startLine')).body.photos).toEqual([]);
    expect((await grid(eventId, token, 'type=evidence')).status).toBe(400);
  });
});

describe('who may upload and see photos', () => {
  it('refuses a non-participant (403 in Spanish) and lets the organizer read the grids', async () => {
    const eventId = await newReto();
    await participant(eventId);
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    const refused = await askUpload(eventId, stranger, { photoType: 'startLine', contentType: 'image/jpeg', size: 1000 });
    expect([refused.status, refused.body.message]).toEqual([403, 'Usuario no autorizado para este evento']);
    const hidden = await grid(eventId, stranger, 'type=startLine');
    expect([hidden.status, hidden.body.message]).toEqual([403, 'Usuario no autorizado para este evento']);
    expect((await callApi(cloudUrl, `/api/retos/${eventId}/me/photos`, { token: stranger })).status).toBe(403);
    expect((await grid(eventId, organizer, 'type=startLine')).status).toBe(200);
    expect((await askUpload(eventId, undefined, { photoType: 'startLine', contentType: 'image/jpeg', size: 1000 })).status).toBe(401);
  });

  it('holds an unpaid registration at step 0: no start photo yet', async () => {
    const eventId = await newReto({ ...retoBody, price: 150 });
    const token = await participant(eventId);
    const refused = await askUpload(eventId, token, { photoType: 'startLine', contentType: 'image/jpeg', size: 1000 });
    expect([refused.status, refused.body.message]).toEqual([409, 'Completa tu registro para continuar']);
  });

  it.each([
    [{ photoType: 'selfie', contentType: 'image/jpeg', size: 1000 }, 'photoType', 'Indica si la fotografía es de la salida, de la meta o una evidencia'],
    [{ photoType: 'startLine', contentType: 'image/gif', size: 1000 }, 'contentType', 'Solo se aceptan imágenes JPEG, PNG, WEBP o HEIC'],
    [{ photoType: 'startLine', contentType: 'image/jpeg', size: 15 * 1024 * 1024 + 1 }, 'size', 'La fotografía debe pesar menos de 15 MB'],
  ])('refuses %j with a Spanish message', async (body, field, message) => {
    const eventId = await newReto();
    const token = await participant(eventId);
    const refused = await askUpload(eventId, token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.[field]).toBe(message);
  });

  it('refuses a grid of another type or a forged cursor in Spanish', async () => {
    const eventId = await newReto();
    const token = await participant(eventId);
    const wrongType = await grid(eventId, token, 'type=evidence');
    expect([wrongType.status, wrongType.body.message]).toEqual([400, 'Elige las fotografías de la salida o las de la meta']);
    expect((await grid(eventId, token, 'type=startLine&cursor=zz%7C..')).status).toBe(400);
  });

  it('drops an upload that is not an image: nothing is recorded', async () => {
    const eventId = await newReto();
    const token = await participant(eventId);
    const text = Buffer.from('esto no es una fotografía');
    const ticket = await askUpload(eventId, token, { photoType: 'startLine', contentType: 'image/jpeg', size: text.length });
    await put(ticket.body, text);
    await queuesDrained(cloudUrl);
    expect((await me(eventId, token)).startLinePhoto).toBeNull();
    expect((await fetch(`${cloudUrl}${ticket.body.url}`, { method: 'HEAD' })).status).toBe(404);
  });
});
