// Race photos: uploaded with the event's timing key, resized by the S3 trigger, shown around the finish.
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { PhotoUploadTicket } from '@shared/accounts/account-schemas';
import type { EventPhoto } from '@shared/media/event-photo';
import { callApi } from '../../support/accounts';
import { at, runner, sendReads, timedRace, timingCall, type TimedRace } from './timing-fixture';
import { queuesDrained } from '../../support/queues-drained';

const cloudUrl = inject('cloudUrl');

async function uploadPhoto(race: TimedRace, takenAt: string, key: string | null = race.key) {
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
  const ticket = await timingCall<PhotoUploadTicket>(
    cloudUrl,
    race,
    'POST',
    'photo-uploads',
    { contentType: 'image/jpeg', size: photo.length, takenAt },
    key,
  );
  if (ticket.status !== 201) return ticket.status;
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: photo });
  return put.status;
}

async function photosOfBib(race: TimedRace, bib: string): Promise<EventPhoto[]> {
  return (await callApi<{ photos: EventPhoto[] }>(cloudUrl, `/api/events/${race.eventId}/athletes/${bib}`)).body.photos;
}

describe('race photos', () => {
  it('appear in the athlete detail when taken within 200 s of the finish, resized with a thumbnail', async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('501', 'Irma', 'F')] });
    await sendReads(cloudUrl, race, [
      { bib: '501', point: 'SALIDA', time: at('07:00:05.000') },
      { bib: '501', point: 'META', time: at('07:48:30.000') },
    ]);
    expect(await uploadPhoto(race, at('07:48:20.000'))).toBe(200);
    // The window's last second (finish + 200 s) is inside; one second later is not.
    expect(await uploadPhoto(race, at('07:51:50.000'))).toBe(200);
    expect(await uploadPhoto(race, at('07:51:51.000'))).toBe(200);
    expect(await uploadPhoto(race, at('07:20:00.000'))).toBe(200);

    // Every upload has been through the trigger: those outside the window stay out.
    await queuesDrained(cloudUrl);
    const photos = await photosOfBib(race, '501');
    expect(photos.map((p) => p.horaAjustada)).toEqual([at('07:48:20.000'), at('07:51:50.000')].map((time) => Date.parse(time) / 1000));
    expect(photos[0]!.horaAjustada).toBe(Date.parse(at('07:48:20.000')) / 1000);

    const [photo, thumb] = await Promise.all(
      [photos[0]!.url, photos[0]!.urlThumb].map(async (url) => sharp(Buffer.from(await (await fetch(`${cloudUrl}${url}`)).arrayBuffer())).metadata()),
    );
    expect([photo!.width, photo!.height]).toEqual([1500, 1000]);
    expect([thumb!.width, thumb!.height]).toEqual([300, 200]);
  });

  it('cannot be uploaded without the event key', async () => {
    const race = await timedRace(cloudUrl);
    expect(await uploadPhoto(race, at('07:48:20.000'), null)).toBe(401);
    expect(await uploadPhoto(race, at('07:48:20.000'), 'tk_otra-llave-que-no-existe-aaaaaaaaaaaaaaaaaaaaaa')).toBe(401);
  });
});
