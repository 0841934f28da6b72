// The local cloud's public port compresses as CloudFront does (infra/local/compression.ts): the public
// reads that CloudFront caches go out as brotli or gzip to a client that accepts them, and the rest of
// the API, which CloudFront passes through uncached, goes out as it is.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signedUpAthlete } from '../../support/accounts';
import { createdEvent } from '../../support/timed-events';

const cloudUrl = inject('cloudUrl');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawGet(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${cloudUrl}${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression at the public port', () => {
  beforeAll(async () => {
    // Enough upcoming events that their list passes the 1,000 bytes below which nothing is compressed.
    const { token } = await signedUpAthlete(cloudUrl);
    for (let i = 0; i < 5; i += 1) await createdEvent(cloudUrl, token, { nombreEvento: `Carrera comprimida ${i + 1}` });
  });

  it('sends the public events list as brotli, or gzip, to a client that accepts it, the same JSON once decoded', async () => {
    const plain = await rawGet('/api/events?list=upcoming');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(1_000);

    const br = await rawGet('/api/events?list=upcoming', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const gzip = await rawGet('/api/events?list=upcoming', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('sends the rest of the API as it is, as CloudFront passes it through uncached', async () => {
    const answer = await rawGet('/api/timing/openapi.json', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThanOrEqual(1_000);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toHaveProperty('openapi');
  });
});
