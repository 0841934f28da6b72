// Public standings reads are the same for every viewer and change at most once a second: the CDN
// and browsers keep them a few seconds, revalidate with the ETag, and get a 304 when nothing changed.
import type { HttpEvent, HttpReply } from '@lambdas/core/http-handler';
import { contentHash } from '@lambdas/core/content-hash';

/** Whether an If-None-Match header (one tag, a list, weak tags or `*`) names this ETag. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The body with Cache-Control and an ETag (`tag`, or the body's content hash), or a bodiless 304
 * when the caller already holds that version.
 */
export function cacheableReply(event: HttpEvent, body: unknown, options: { maxAge: number; tag?: string }): HttpReply {
  const etag = `"${options.tag ?? contentHash(body)}"`;
  const headers = {
    'cache-control': `public, max-age=${options.maxAge}, stale-while-revalidate=30`,
    etag,
  };
  if (matchesEtag(event.headers['if-none-match'], etag)) return { statusCode: 304, headers };
  return { headers, body };
}
