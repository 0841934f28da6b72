// Where an organizer's links and images may point, checked again as the page draws them: the
// schema's shapes (shared/core/url-shapes.ts), plus mailto and plain relative paths in Markdown.
// Anything else (javascript:, data:, protocol-relative //host) is dropped, never rendered.
import { IMAGE_URL, LINK_URL, urlOfShape } from '@shared/core/url-shapes';

export type LinkTarget =
  | { kind: 'section'; id: string }
  | { kind: 'external'; href: string }
  | { kind: 'mail'; href: string }
  | { kind: 'internal'; path: string };

const MAILTO = /^mailto:[^\s<>"'`\\:]+@[^\s<>"'`\\:]+$/i;
/** A path relative to the current page: no scheme (no colon at all), no leading slash. */
const RELATIVE = /^[A-Za-z0-9._~-][^\s<>"'`\\:]{0,499}$/;

export function linkTarget(url: string): LinkTarget | null {
  const trimmed = url.trim();
  const value = urlOfShape(trimmed, LINK_URL);
  if (value !== null) {
    if (value.startsWith('#')) return { kind: 'section', id: value.slice(1) };
    if (value.startsWith('http')) return { kind: 'external', href: value };
    // '//host/path' fits the schema's site-path shape but leaves the site.
    if (value.startsWith('//')) return null;
    return { kind: 'internal', path: value };
  }
  if (MAILTO.test(trimmed)) return { kind: 'mail', href: trimmed };
  if (RELATIVE.test(trimmed)) return { kind: 'internal', path: trimmed };
  return null;
}

/** The image's address when it is an https one or the platform's own media, otherwise null. */
export function safeImageUrl(url: string): string | null {
  return urlOfShape(url, IMAGE_URL);
}

/** react-markdown's urlTransform: keeps only link targets and image sources allowed above. */
export function markdownUrl(url: string, key: string): string {
  if (key === 'href') return linkTarget(url) ? url.trim() : '';
  if (key === 'src') return safeImageUrl(url) ?? '';
  return '';
}
