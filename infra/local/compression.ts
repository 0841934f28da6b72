// What CloudFront does to the answers it serves from a behaviour whose cache policy accepts encodings
// (infra/site-behaviours.ts: the SPA, the public reads of events and hosts, the open results feed and
// its widget, the media): a text answer
// of 1,000 to 10,000,000 bytes, to a client that accepts it, goes out compressed, brotli before gzip,
// with Vary: Accept-Encoding. The local cloud's public port does the same on the same paths, so what a
// browser downloads here (and what Lighthouse measures) is what it downloads from the deployment.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FEED_PREFIX } from '@shared/results/feed-api';

const MIN_BYTES = 1_000;
const MAX_BYTES = 10_000_000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The paths whose CloudFront behaviour compresses: everything but the API, save its public reads, and the local-only tools. */
export function cloudFrontCompresses(path: string): boolean {
  if (path === '/local' || path.startsWith('/local/')) return false;
  if (!path.startsWith('/api/')) return true;
  return path.startsWith('/api/events') || path.startsWith('/api/sites/by-host/') || path.startsWith(`${FEED_PREFIX}/`);
}

/** The encoding a client's Accept-Encoding admits, brotli first (a `q=0` refuses one). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const admitted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (admitted.has('br')) return 'br';
  if (admitted.has('gzip')) return 'gzip';
  return undefined;
}

/** The answers to compress, marked by the public port for the paths CloudFront compresses. */
const compressing = new WeakSet<ServerResponse>();
export const compressAnswer = (res: ServerResponse) => compressing.add(res);

/** The SPA's bundles are sent again and again: each is compressed once per encoding. */
const CACHED_FROM_BYTES = 20_000;
const CACHE_ENTRIES = 64;
const cache = new Map<string, Buffer>();

function compress(payload: Buffer, encoding: Encoding): Buffer {
  const key = payload.length >= CACHED_FROM_BYTES ? `${encoding}:${createHash('sha256').update(payload).digest('base64')}` : undefined;
  const known = key === undefined ? undefined : cache.get(key);
  if (known) return known;
  const body =
    encoding === 'br'
      ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length } })
      : gzipSync(payload, { level: 6 });
  if (key !== undefined) {
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, body);
  }
  return body;
}

type Headers = Record<string, string | string[]>;

/** The body and headers an answer goes out with: compressed when CloudFront would compress it. */
export function encodedAnswer(res: ServerResponse, statusCode: number, payload: Buffer, headers: Headers): { body: Buffer; headers: Headers } {
  const req: IncomingMessage = res.req;
  const contentType = String(headers['content-type'] ?? '');
  const eligible =
    compressing.has(res) &&
    statusCode >= 200 &&
    statusCode < 300 &&
    statusCode !== 204 &&
    headers['content-encoding'] === undefined &&
    COMPRESSIBLE.test(contentType) &&
    payload.length >= MIN_BYTES &&
    payload.length <= MAX_BYTES;
  if (!eligible) return { body: payload, headers };
  const vary = { vary: headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding' };
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  if (!encoding) return { body: payload, headers: { ...headers, ...vary } };
  return { body: compress(payload, encoding), headers: { ...headers, ...vary, 'content-encoding': encoding } };
}
