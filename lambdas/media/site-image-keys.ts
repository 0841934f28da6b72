// Object keys of organizer-web images: uploads/site-images/{eventId}/{imageId} → media/site-images/{eventId}/{imageId}.webp
import { randomUUID } from 'node:crypto';

export const SITE_IMAGE_PREFIX = 'site-images/';

export const newSiteImageId = (): string => randomUUID();

export function siteImageUploadKey(eventId: number, imageId: string): string {
  return `${SITE_IMAGE_PREFIX}${eventId}/${imageId}`;
}

export function parseSiteImageUploadKey(key: string): { eventId: number; imageId: string } | null {
  const match = /^site-images\/([1-9]\d{0,11})\/([a-f0-9-]{36})$/.exec(key);
  return match ? { eventId: Number(match[1]), imageId: match[2]! } : null;
}

/** WebP keeps the transparency of a logo or an icon, and is smaller than a JPEG of a photo. */
export function siteImageMediaKey(eventId: number, imageId: string): string {
  return `${SITE_IMAGE_PREFIX}${eventId}/${imageId}.webp`;
}
