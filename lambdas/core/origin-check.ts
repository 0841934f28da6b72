// Refuses API requests that did not come through the edge: CloudFront (or the local gateway) adds a
// secret header to every request it forwards, so a call straight to the execute-api endpoint, which
// could forge the viewer's address and host, never reaches a handler.
import { createHash, timingSafeEqual } from 'node:crypto';
import { edgeHeaders } from '@shared/core/edge-headers';
import { edgeTexts } from '@shared/core/edge-texts';
import { originVerifySecret } from './env';
import { HttpError } from './http-error';
import type { HttpEvent } from './http-handler';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Throws 403 unless the request carries the edge's secret; a function without one configured (unit tests) checks nothing. */
export function requireEdge(event: HttpEvent, secret = originVerifySecret): void {
  if (secret === undefined) return;
  const sent = event.headers?.[edgeHeaders.originVerify];
  if (sent === undefined || !timingSafeEqual(digest(sent), digest(secret))) {
    throw new HttpError(403, 'ORIGIN_REFUSED', edgeTexts.originRefused);
  }
}
