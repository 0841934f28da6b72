// Images of an organizer web through the media pipeline: the upload route (the event's 'configure'
// permission, a bounded type and size, a key under the event), then the S3 trigger that turns the
// upload into a WebP at the address the route named.
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { SiteImageStatus, SiteImageUploadTicket } from '@shared/media/site-image';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';
import { createdEvent } from '../../support/timed-events';
import { queuesDrained } from '../../support/queues-drained';

const cloudUrl = inject('cloudUrl');

let token: string;
let eventId: number;
const uploads = () => `/api/events/${eventId}/site/image-uploads`;
const askUpload = (body: unknown, as = token) => callApi<SiteImageUploadTicket & ApiErrorBody>(cloudUrl, uploads(), { method: 'POST', token: as, body });
const imageStatus = (imageId: string, as = token) => callApi<SiteImageStatus & ApiErrorBody>(cloudUrl, `${uploads()}/${imageId}`, { token: as });
const imageIdOf = (ticket: SiteImageUploadTicket) => ticket.key.split('/').at(-1) ?? '';

beforeAll(async () => {
  ({ token } = await signedUpAthlete(cloudUrl));
  ({ iDEvento: eventId } = await createdEvent(cloudUrl, token));
});

async function served(url: string): Promise<Response | undefined> {
  const response = await fetch(`${cloudUrl}${url}`);
  return response.status === 200 ? response : undefined;
}

describe('site image uploads', () => {
  it('turn an uploaded PNG into a WebP of at most 2000 px at the address the route named, transparency kept', async () => {
    const logo = await sharp({ create: { width: 3000, height: 1500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const ticket = await askUpload({ contentType: 'image/png', size: logo.length });
    expect(ticket.status).toBe(201);
    expect(ticket.body.key).toMatch(new RegExp(`^site-images/${eventId}/[a-f0-9-]{36}$`));
    expect(ticket.body.url).toBe(`/media/${ticket.body.key}.webp`);
    expect((await fetch(`${cloudUrl}${ticket.body.url}`, { method: 'HEAD' })).status).toBe(404);
    // The editor asks the status route, which answers 200 either way: no failed request while it waits.
    expect(await imageStatus(imageIdOf(ticket.body))).toMatchObject({ status: 200, body: { lista: false } });

    const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: logo });
    expect(put.status).toBe(200);
    await waitFor(async () => ((await imageStatus(imageIdOf(ticket.body))).body.lista ? true : undefined));
    const image = await waitFor(() => served(ticket.body.url));
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 2000, 1000, true]);
  });

  it('signs the declared type and length into the upload URL', async () => {
    const ticket = await askUpload({ contentType: 'image/jpeg', size: 2048 });
    const signed = new URL(ticket.body.uploadUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(ticket.body.headers).toEqual({ 'content-type': 'image/jpeg' });
  });

  it('never gives an address to an upload that is not an image', async () => {
    const text = Buffer.from('esto no es una imagen');
    const ticket = await askUpload({ contentType: 'image/jpeg', size: text.length });
    await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: text });
    await queuesDrained(cloudUrl);
    expect((await fetch(`${cloudUrl}${ticket.body.url}`, { method: 'HEAD' })).status).toBe(404);
  });

  it.each([
    [{ contentType: 'application/pdf', size: 100 }, 'contentType', 'Solo se aceptan imágenes JPEG, PNG o WEBP'],
    [{ contentType: 'image/heic', size: 100 }, 'contentType', 'Solo se aceptan imágenes JPEG, PNG o WEBP'],
    [{ contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'size', 'La imagen debe pesar menos de 10 MB'],
    [{ contentType: 'image/png', size: 0 }, 'size', 'Demasiado pequeño: se esperaba que número fuera >0'],
  ])('refuses %j with a Spanish message', async (body, field, message) => {
    const refused = await askUpload(body);
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.[field]).toBe(message);
  });

  it('is only for those who may configure the event: another organizer is refused, an unknown event is 404', async () => {
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    const refused = await askUpload({ contentType: 'image/png', size: 100 }, stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/autorizado/);
    const unknown = await callApi<ApiErrorBody>(cloudUrl, '/api/events/999999999/site/image-uploads', { method: 'POST', token, body: { contentType: 'image/png', size: 100 } });
    expect(unknown.status).toBe(404);
    expect((await callApi(cloudUrl, uploads(), { method: 'POST', body: { contentType: 'image/png', size: 100 } })).status).toBe(401);
  });

  it("answers an image's status only to those who may configure the event, and 404 for an id that names no image", async () => {
    const { token: stranger } = await signedUpAthlete(cloudUrl);
    const id = '0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10';
    expect((await imageStatus(id, stranger)).status).toBe(403);
    const bad = await imageStatus('..%2F..%2Fotra');
    expect([bad.status, bad.body.message]).toEqual([404, 'La imagen pedida no existe']);
  });
});
