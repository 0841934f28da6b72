import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { PhotoUploadTicket, Profile } from '../../../shared/accounts/account-schemas';
import { callApi, signedUpAthlete, waitFor } from '../../support/accounts';

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
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await photoURLOf(token)).toBe(first);
  });

  it('refuses a body of another size than the one declared', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const ticket = await callApi<PhotoUploadTicket>(cloudUrl, '/api/me/photo-upload', {
      method: 'POST',
      token,
      body: { contentType: 'image/jpeg', size: 1000 },
    });
    const put = await fetch(ticket.body.uploadUrl, {
      method: 'PUT',
      headers: ticket.body.headers,
      body: Buffer.alloc(50_000, 1),
    });
    expect(put.status).toBe(403);
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
