// The push notices' pure parts: the routes' bodies, the push services an endpoint may name, the notice
// a row gives and the subscriptions' lifetime (docs/realtime.md, "Push notices").
import { describe, expect, it } from 'vitest';
import { noticeOf, passKeysOf, pushEndpointAllowed, pushLifetimeEnd, pushSubscribeSchema, pushUnsubscribeSchema } from '@shared/realtime/push-notices';
import { pushOutcomeOf } from '@lambdas/realtime/push-sender';
import type { ControlPoint } from '@shared/results/event-schemas';
import type { ResultRow } from '@shared/results/result-row';

const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';

describe('the subscription bodies', () => {
  it.each([
    ['a browser subscription', { endpoint, keys, bib: '123' }, true],
    ['padded base64url keys', { endpoint, keys: { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` }, bib: 'A-1' }, true],
    ['a short public key', { endpoint, keys: { ...keys, p256dh: 'B'.repeat(86) }, bib: '123' }, false],
    ['a long auth secret', { endpoint, keys: { ...keys, auth: 'b'.repeat(23) }, bib: '123' }, false],
    ['keys in plain base64', { endpoint, keys: { ...keys, auth: `${'b'.repeat(21)}+` }, bib: '123' }, false],
    ['an endpoint of 1,025 characters', { endpoint: `${endpoint}/${'x'.repeat(1024 - endpoint.length)}`, keys, bib: '123' }, false],
    ['an ftp endpoint', { endpoint: 'ftp://fcm.googleapis.com/x', keys, bib: '123' }, false],
    ['a bib no topic can name', { endpoint, keys, bib: '12 3' }, false],
    ['a bib of 13 characters', { endpoint, keys, bib: '1'.repeat(13) }, false],
  ])('%s', (_name, body, valid) => {
    expect(pushSubscribeSchema.safeParse(body).success).toBe(valid);
  });

  it('stops a subscription with its endpoint, its secret and the bib', () => {
    expect(pushUnsubscribeSchema.safeParse({ endpoint, auth: keys.auth, bib: '123' }).success).toBe(true);
    expect(pushUnsubscribeSchema.safeParse({ endpoint, bib: '123' }).success).toBe(false);
  });
});

describe('push services an endpoint may name', () => {
  it.each([
    [endpoint, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/x', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://wns2-by3p.notify.windows.com/w/?token=x', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://user@fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com.example.com/x', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['http://localhost:3102/local/avisos/push/x', false],
  ])('%s: %s', (url, allowed) => {
    expect(pushEndpointAllowed(url)).toBe(allowed);
  });

  it('takes the one extra origin it is given (the local stand-in)', () => {
    expect(pushEndpointAllowed('http://localhost:3102/local/avisos/push/x', 'http://localhost:3102')).toBe(true);
    expect(pushEndpointAllowed('http://localhost:3103/local/avisos/push/x', 'http://localhost:3102')).toBe(false);
  });
});

const points = [{ codigoModalidad: '10K', punto: 1, vuelta: 1, descripcionPunto: 'el km 10' }] as ControlPoint[];
const onCourse = {
  num: '123',
  nombre: 'Ana López',
  codMod: '10K',
  to: '00:00:00',
  toMS: 0,
  fhm: '',
  parciales: [
    { kpc: 1001, tkpc: '00:21:05', pCat: 0, fechaHoraPunto: '2030-03-01 07:21:05.000' },
    { kpc: 1000, tkpc: '00:10:00', pCat: 0, fechaHoraPunto: '2030-03-01 07:10:00.000' },
  ],
} as ResultRow;
const finished = { ...onCourse, to: '00:42:13', toMS: 2_533_000, fhm: '2030-03-01 07:42:13.000' } as ResultRow;

describe('the notice of a changed row', () => {
  it('tells of the newest pass by its point’s name and time', () => {
    expect(noticeOf(7, onCourse, points)).toEqual({
      key: '1001',
      keys: ['1001', '1000'],
      payload: { title: 'Ana López (123) pasó por el km 10: 00:21:05', body: 'Toca para ver su detalle.', url: '/resultados/evento_7/123', tag: 'atleta-7-123' },
    });
  });

  it('tells of the finish first, with the time', () => {
    expect(noticeOf(7, finished, points)).toMatchObject({ key: '0', payload: { title: 'Ana López (123) cruzó la meta: 00:42:13' } });
    expect(passKeysOf(finished)).toEqual(['1001', '1000', '0']);
  });

  it('gives none for a row without passes', () => {
    expect(noticeOf(7, { ...onCourse, parciales: [] }, points)).toBeNull();
  });
});

describe('push service answers', () => {
  it.each([
    [201, 'sent'],
    [404, 'gone'],
    [410, 'gone'],
    [429, 'retry'],
    [503, 'retry'],
    [400, 'refused'],
    [403, 'refused'],
    [413, 'refused'],
  ])('%i: %s', (status, outcome) => {
    expect(pushOutcomeOf(status)).toBe(outcome);
  });
});

describe('a subscription’s lifetime', () => {
  const now = new Date('2030-02-01T12:00:00Z');
  it('ends three days after the event’s date', () => {
    expect(pushLifetimeEnd('2030-03-01', now)).toBe(Date.parse('2030-03-04T00:00:00Z') / 1000);
  });
  it('ends three days from now for an event already past', () => {
    expect(pushLifetimeEnd('2030-01-01', now)).toBe(now.getTime() / 1000 + 3 * 86_400);
  });
});
