import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { PhotoUploadTicket, Profile } from '@shared/accounts/account-schemas';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';
import { queuesDrained } from '../../support/queues-drained';

const cloudUrl = inject('cloudUrl');

async function uploadPhoto(token: string, photo: Buffer, contentType = 'image/jpeg'): Promise<PhotoUploadTicket> {
  const ticket = await callApi<PhotoUploadTicket>(cloudUrl, '/api/me/photo-upload', {
    method: 'POST',
    token,
    body: { contentType, size: photo.length },
  });
  expect(ticket.status).toBe(201);
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: photo });
  expect(put.status).toBe(200);
  return ticket.body;
}

async function photoURLOf(token: string): Promise<string | undefined> {
  return (await callApi<Profile>(cloudUrl, '/api/me', { token })).body.photoURL;
}

describe('profile photo', () => {
  it('is resized to 800 px, turned upright and saved as a JPEG photoURL', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const sideways = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    await uploadPhoto(token, sideways);
    const photoURL = await waitFor(() => photoURLOf(token));
    expect(photoURL).toMatch(/^\/media\/profile\/.+\.jpg$/);

    const served = await fetch(`${cloudUrl}${photoURL}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 800]);
  });

  it('keeps the current photo when the upload is not an image', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } }).png().toBuffer();
    await uploadPhoto(token, png, 'image/png');
    const first = await waitFor(() => photoURLOf(token));

    await uploadPhoto(token, Buffer.from('esto no es una imagen'));
    await queuesDrained(cloudUrl);
    expect(await photoURLOf(token)).toBe(first);
  });

  it('signs the declared length into the upload URL', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const ticket = await callApi<PhotoUploadTicket>(cloudUrl, '/api/me/photo-upload', {
      method: 'POST',
      token,
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    const signed = new URL(ticket.body.uploadUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
  });

  it('drops an upload over 15 MB even if it reaches the bucket', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const ticket = await callApi<PhotoUploadTicket>(cloudUrl, '/api/me/photo-upload', {
      method: 'POST',
      token,
      body: { contentType: 'image/jpeg', size: photo.length },
    });
    // The local S3 does not check signatures; AWS refuses this body outright.
    const oversized = Buffer.concat([photo, Buffer.alloc(15 * 1024 * 1024)]);
    await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: oversized });
    await queuesDrained(cloudUrl);
    expect(await photoURLOf(token)).toBeUndefined();
  });

  it('refuses a file type that is not a photo', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const res = await callApi<{ fields: Record<string, string> }>(cloudUrl, '/api/me/photo-upload', {
      method: 'POST',
      token,
      body: { contentType: 'application/pdf', size: 100 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.contentType).toBe('Solo se aceptan imágenes JPEG, PNG, WEBP o HEIC');
  });
});
