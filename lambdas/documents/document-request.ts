// What a document request names (docs/sites.md 'Documents'): the host the visitor typed and the page's
// path, both bounded; anything else is no page (a 404 document), never an error.
import { z } from 'zod';
import type { HttpEvent } from '@lambdas/core/http-handler';

export interface DocumentRequest {
  /** Lower case, without the port: the key of organizer hosts. */
  hostname: string;
  /** scheme://host[:port], for the absolute addresses previews need. */
  origin: string;
  /** The path without its query, as the visitor asked it. */
  path: string;
  /** The path's segments, decoded, without empty ones. */
  segments: string[];
}

const hostSchema = z
  .string()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9.-]{0,252})(?::\d{1,5})?$/);

const MAX_SEGMENTS = 8;
const pathSchema = z
  .string()
  .max(1024)
  .regex(/^\/[^\s<>"'`\\]*$/);

/** A decoded segment: no slash it did not have, no control character. */
const segmentSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((segment) => !segment.includes('/') && [...segment].every((char) => char.charCodeAt(0) >= 0x20));

function segmentsOf(path: string): string[] | undefined {
  const parts = path.split('/').filter(Boolean);
  if (parts.length > MAX_SEGMENTS) return undefined;
  try {
    const decoded = parts.map((part) => decodeURIComponent(part));
    return decoded.every((part) => segmentSchema.safeParse(part).success) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** The request, or none when its host or path could name no page. */
export function documentRequestOf(event: HttpEvent): DocumentRequest | undefined {
  const host = hostSchema.safeParse(event.pathParameters?.host ?? '');
  const path = pathSchema.safeParse(event.queryStringParameters?.path ?? '/');
  if (!host.success || !path.success) return undefined;
  const segments = segmentsOf(path.data);
  if (!segments) return undefined;
  const scheme = event.headers['x-forwarded-proto']?.split(',')[0]?.trim() === 'http' ? 'http' : 'https';
  return { hostname: host.data.replace(/:\d+$/, ''), origin: `${scheme}://${host.data}`, path: path.data, segments };
}
