// The <head> tags of a page's document: title, description, canonical address and the Open Graph and
// Twitter card tags link previews read (docs/sites.md 'Documents'). Every value is escaped.
import { documentTexts } from '@shared/core/document-texts';
import { escapeHtml } from '@lambdas/core/escape-html';
import type { PageMeta } from './page-meta';

const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

export interface HeadContext {
  /** scheme://host of the document. */
  origin: string;
  /** The page's path, without its query. */
  path: string;
  /** The organizer web's title, or the platform's name. */
  siteName: string;
}

export function headTags(page: PageMeta, context: HeadContext): string {
  const url = `${context.origin}${context.path}`;
  const image = page.image;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    ...(page.status === 404 ? [meta('name', 'robots', 'noindex')] : [`<link rel="canonical" href="${escapeHtml(url)}" />`]),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:site_name', context.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  ];
  if (image) {
    const imageUrl = absolute(image.url, context.origin);
    tags.push(meta('property', 'og:image', imageUrl), meta('property', 'og:image:alt', image.alt), meta('name', 'twitter:image', imageUrl));
    if (image.width && image.height) {
      tags.push(meta('property', 'og:image:width', String(image.width)), meta('property', 'og:image:height', String(image.height)));
    }
  }
  return tags.join('\n    ');
}

/** The platform's own pages are titled '{page} · Carreras'; the home page and organizer webs carry their title alone. */
export const platformTitle = (title: string) => `${title} · ${documentTexts.siteName}`;
