// What the local cloud compresses, as CloudFront would (infra/local/compression.ts): the encoding a
// client admits, the paths whose behaviour compresses, and which answers qualify.
import type { ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chosenEncoding, cloudFrontCompresses, compressAnswer, encodedAnswer } from '@infra/local/compression';

const answerTo = (acceptEncoding: string | undefined, marked = true) => {
  const res = { req: { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } } } as unknown as ServerResponse;
  if (marked) compressAnswer(res);
  return res;
};
const script = Buffer.from('export const x = 1;\n'.repeat(200));

describe('chosenEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['BR', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, encoding) => {
    expect(chosenEncoding(header)).toBe(encoding);
  });
});

describe('cloudFrontCompresses', () => {
  it.each([
    ['/', true],
    ['/assets/index-abc.js', true],
    ['/resultados/evento_1', true],
    ['/api/events', true],
    ['/api/events/1/standings', true],
    ['/api/sites/by-host/primavera.localhost', true],
    ['/api/feed/v1/events/1/standings', true],
    ['/api/registrations/1', false],
    ['/api/timing/openapi.json', false],
    ['/local/outbox', false],
  ])('%s → %s', (path, compresses) => {
    expect(cloudFrontCompresses(path)).toBe(compresses);
  });
});

describe('encodedAnswer', () => {
  it('compresses a text answer of 1,000 bytes or more, saying so and varying on Accept-Encoding', () => {
    const { body, headers } = encodedAnswer(answerTo('gzip, br'), 200, script, { 'content-type': 'text/javascript; charset=utf-8' });
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(body).equals(script)).toBe(true);
  });

  it('keeps as they are: a small answer, an image, an error, an unmarked path, an encoded body', () => {
    const cases: [ServerResponse, number, Buffer, Record<string, string>][] = [
      [answerTo('br'), 200, Buffer.from('{"ok":true}'), { 'content-type': 'application/json' }],
      [answerTo('br'), 200, script, { 'content-type': 'image/jpeg' }],
      [answerTo('br'), 404, script, { 'content-type': 'text/html' }],
      [answerTo('br', false), 200, script, { 'content-type': 'application/json' }],
      [answerTo('br'), 200, script, { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
    ];
    for (const [res, status, payload, headers] of cases) {
      const answer = encodedAnswer(res, status, payload, headers);
      expect(answer.body).toBe(payload);
      expect(answer.headers['content-encoding']).toBe(headers['content-encoding']);
    }
  });

  it('varies on Accept-Encoding even for a client that accepts no encoding, so no cache hands it a compressed copy', () => {
    const { body, headers } = encodedAnswer(answerTo(undefined), 200, script, { 'content-type': 'text/css', vary: 'Origin' });
    expect(body).toBe(script);
    expect(headers.vary).toBe('Origin, Accept-Encoding');
    expect(headers['content-encoding']).toBeUndefined();
  });
});
