// A reto's images and audio through the media pipeline: the upload route (the reto's organizer, a
// bounded type and size per field, 'El audio debe pesar menos de 3000 kb'), the S3 trigger that
// resizes an image (a PNG's transparency kept for bibs, medals and frames) or checks an audio file,
// the field's address on the reto, and its deletion with null.
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { RetoMediaField, RetoMediaUploadTicket } from '@shared/retos/reto-media';
import type { OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';
import { queuesDrained } from '../../support/queues-drained';

const cloudUrl = inject('cloudUrl');

let token: string;
let eventId: string;

const askUpload = (body: unknown, as = token) => callApi<RetoMediaUploadTicket & ApiErrorBody>(cloudUrl, `/api/retos/${eventId}/media-uploads`, { method: 'POST', token: as, body });
const config = async () => (await callApi<OrganizerRetoView>(cloudUrl, `/api/retos/${eventId}/config`, { token })).body;

/** Uploads a file to a field and waits until the reto holds its address. */
async function uploaded(field: RetoMediaField, contentType: string, file: Buffer): Promise<{ ticket: RetoMediaUploadTicket; reto: OrganizerRetoView }> {
  const ticket = await askUpload({ field, contentType, size: file.length });
  expect(ticket.status).toBe(201);
  expect((await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: file })).status).toBe(200);
  const reto = await waitFor(async () => {
    const now = await config();
    return now[field] === ticket.body.url ? now : undefined;
  });
  return { ticket: ticket.body, reto };
}

async function served(url: string): Promise<{ type: string | null; bytes: Buffer }> {
  const response = await fetch(`${cloudUrl}${url}`);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

const transparentPng = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
const wav = (dataBytes: number) => Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(dataBytes)]);

beforeAll(async () => {
  ({ token } = await signedUpAthlete(cloudUrl));
  const created = await callApi<VirtualEventView>(cloudUrl, '/api/retos', { method: 'POST', token, body: { eventName: 'Reto con medios', eventDescription: 'Corre donde quieras', eventStart: '2031-01-01T06:00:00.000Z', eventEnd: '2031-02-01T06:00:00.000Z', distance: 5 } });
  eventId = created.body.eventID;
});

describe('reto media uploads', () => {
  it('turn a transparent PNG frame into a WebP of at most 1500 px that keeps its transparency, at the address the route named', async () => {
    const { ticket } = await uploaded('frameImage', 'image/png', await transparentPng(3000, 2000));
    expect(ticket.key).toMatch(new RegExp(`^reto-media/${eventId}/frameImage/[0-9a-z]{10}-[0-9a-f]{8}$`));
    expect(ticket.url).toBe(`/media/${ticket.key}.webp`);
    const { type, bytes } = await served(ticket.url);
    expect(type).toBe('image/webp');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 1500, 1000, true]);
  });

  it("turn the event's photo into a JPEG of at most 800 px", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const { ticket } = await uploaded('eventPhoto', 'image/jpeg', photo);
    const meta = await sharp((await served(ticket.url)).bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
  });

  it('store an audio file as it came, with its type, and delete it with null', async () => {
    const sound = wav(2000);
    const { ticket, reto } = await uploaded('startAudio', 'audio/wav', sound);
    expect(ticket.url).toMatch(/\/startAudio\/[0-9a-z]{10}-[0-9a-f]{8}\.wav$/);
    const stored = await served(ticket.url);
    expect(stored.type).toBe('audio/wav');
    expect(stored.bytes.equals(sound)).toBe(true);

    const deleted = await callApi<OrganizerRetoView>(cloudUrl, `/api/retos/${eventId}`, { method: 'PATCH', token, body: { revision: reto.revision, startAudio: null } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.startAudio).toBeNull();
    expect((await config()).startAudio).toBeNull();
  });

  it('never give an address to a file that is not what it was declared as', async () => {
    const text = Buffer.from('esto no es un audio');
    const ticket = await askUpload({ field: 'finishAudio', contentType: 'audio/mpeg', size: text.length });
    await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: text });
    await queuesDrained(cloudUrl);
    expect((await fetch(`${cloudUrl}${ticket.body.url}`, { method: 'HEAD' })).status).toBe(404);
    expect((await config()).finishAudio).toBeNull();
  });

  it('sign the declared length into the upload URL, and never give an address to a heavier audio file', async () => {
    const ticket = await askUpload({ field: 'finishAudio', contentType: 'audio/wav', size: 3_084_000 });
    expect(ticket.status).toBe(201);
    expect(new URL(ticket.body.uploadUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type']));
    // S3 itself refuses a body of another length than the signed one; the local storage does not, so the processor checks it too.
    await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: wav(3_084_100) });
    await queuesDrained(cloudUrl);
    expect((await fetch(`${cloudUrl}${ticket.body.url}`, { method: 'HEAD' })).status).toBe(404);
  });

  it.each([
    [{ field: 'startAudio', contentType: 'audio/mpeg', size: 3_084_001 }, 'size', 'El audio debe pesar menos de 3000 kb'],
    [{ field: 'startAudio', contentType: 'image/png', size: 100 }, 'contentType', 'Solo se aceptan audios MP3, M4A, OGG o WAV'],
    [{ field: 'medalImage', contentType: 'audio/mpeg', size: 100 }, 'contentType', 'Solo se aceptan imágenes JPEG, PNG o WEBP'],
    [{ field: 'medalImage', contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'size', 'La imagen debe pesar menos de 10 MB'],
  ])('refuse %j with a Spanish message', async (body, field, message) => {
    const refused = await askUpload(body);
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.[field]).toBe(message);
  });

  it("are only for the reto's organizer", async () => {
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    const refused = await askUpload({ field: 'medalImage', contentType: 'image/png', size: 100 }, stranger);
    expect([refused.status, refused.body.message]).toEqual([403, 'Usuario no autorizado para este evento']);
    expect((await callApi(cloudUrl, `/api/retos/${eventId}/media-uploads`, { method: 'POST', body: { field: 'medalImage', contentType: 'image/png', size: 100 } })).status).toBe(401);
  });
});
