// The shapes of the URLs an organizer web may hold, without zod: the site schema bounds its fields
// with them (shared/sites/site-schema.ts), and the organizer web's renderer checks them again as it
// draws, on a first view that loads no zod (docs/architecture.md, "First views").

/** Longest link or image address a site holds. */
export const SITE_URL_MAX = 500;

/** A link: a section of the page (#id), a path of the site (never '//' or '/\': another site's address), or an http(s) address. */
export const LINK_URL = /^(#[A-Za-z0-9_-]{1,60}|\/(?![/\\])[^\s<>"'`\\]{0,499}|https?:\/\/[^\s<>"'`\\]{1,490})$/;

/** An image: an https address, or the platform's own media. */
export const IMAGE_URL = /^(https:\/\/[^\s<>"'`\\()]{1,490}|\/media\/[^\s<>"'`\\()]{1,490})$/;

/** The trimmed address when it fits the shape, otherwise null. */
export function urlOfShape(url: string, shape: RegExp): string | null {
  const trimmed = url.trim();
  return trimmed.length <= SITE_URL_MAX && shape.test(trimmed) ? trimmed : null;
}
