// The shapes of the URLs the platform stores, without zod: its schemas bound link and image fields
// with them (shared/core/url-schemas.ts), and the organizer web's renderer checks them again as it
// draws, on a first view that loads no zod (docs/architecture.md, "First views").

/** What a link or image field says when its address has neither shape. */
export const urlMessages = {
  badLink: 'Escribe una dirección que empiece con https://, http://, / o #',
  badImage: 'La imagen debe ser una dirección https:// o una imagen subida a la plataforma',
};

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
