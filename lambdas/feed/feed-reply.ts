// How the open feed answers (docs/results.md 'The open results feed'): JSON or, with ?formato=csv, a
// CSV file; a strong ETag made of the published version and the format, a 304 to a client that holds
// it, and a cache short enough that a timing read reaches a viewer within 10 s: CloudFront and browsers
// keep an answer 2 s and serve it 1 s more while they ask again, on top of the few seconds a read takes
// to be published at 30,000 athletes (docs/benchmarks.md 'Feed freshness').
// Any site's scripts may read it (CORS without credentials: it is public and the same for everyone).
import { CSV_BOM } from '@shared/registration/csv-cells';
import { FEED_FORMATS, type FeedFormat } from '@shared/results/feed-api';
import { feedApiTexts } from '@shared/results/feed-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, type HttpEvent, type HttpReply } from '@lambdas/core/http-handler';
import { matchesEtag } from '@lambdas/results/standings-http';

export const FEED_CACHE_CONTROL = 'public, max-age=2, stale-while-revalidate=1';

/** Sent with every answer of the feed, its refusals too: any site's scripts may read it and its ETag. */
const FEED_CORS_HEADERS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'etag' };

/** A route of the feed: every answer, a 404 or a 429 included, readable by any site's scripts. */
export const feedHandler = (route: (event: HttpEvent) => Promise<HttpReply>) => httpHandler(route, { headers: FEED_CORS_HEADERS });

/** ?formato=json (the default) or csv; anything else is a 400. */
export function feedFormatOf(event: HttpEvent): FeedFormat {
  const asked = event.queryStringParameters?.formato ?? 'json';
  const format = FEED_FORMATS.find((known) => known === asked);
  if (!format) throw new HttpError(400, 'INVALID_FORMAT', feedApiTexts.invalidFormat);
  return format;
}

/** The answer's ETag: the version of what was published, per format (strong: the bytes follow from it). */
export const feedEtag = (revision: string, format: FeedFormat) => `"${revision}.${format}"`;

/** A name a download may carry in any browser: letters, digits, dashes and dots only. */
export const csvFileName = (parts: (string | number)[]) => `${parts.map((part) => String(part).replace(/[^A-Za-z0-9-]+/g, '-')).join('_')}.csv`;

export interface FeedAnswer {
  /** The published version the answer was made from, the same for the same content. */
  revision: string;
  json: unknown;
  /** The CSV, made only when it is asked for, and the name it is downloaded with; none for a JSON-only answer. */
  csv?: { text: () => string; fileName: string };
}

export function feedReply(event: HttpEvent, format: FeedFormat, answer: FeedAnswer): HttpReply {
  const etag = feedEtag(answer.revision, format);
  const headers = { 'cache-control': FEED_CACHE_CONTROL, etag };
  if (matchesEtag(event.headers['if-none-match'], etag)) return { statusCode: 304, headers };
  if (format === 'json' || !answer.csv) return { headers, body: answer.json };
  return {
    headers: { ...headers, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${answer.csv.fileName}"` },
    body: Buffer.from(`${CSV_BOM}${answer.csv.text()}`, 'utf8'),
  };
}
