// Which page of a site a name stands for: none is the home page, a name of `pages` that page, and
// anything else the site's not-found page (or the default one).
import type { SiteContent, SitePage } from './site-schema';

export const DEFAULT_NOT_FOUND_PAGE: SitePage = {
  title: '',
  sections: [{ component: 'notFound', width: 1, hide: false, padding: 16, sectionID: '' }],
};

/** Own keys only: a name like 'constructor' must not find Object.prototype's. */
export function namedPage(content: SiteContent, name: string): SitePage | undefined {
  return Object.hasOwn(content.pages, name) ? content.pages[name] : undefined;
}

export function resolvePage(content: SiteContent, name: string | undefined): { name: string; page: SitePage; found: boolean } {
  if (!name) return { name: '', page: content.home, found: true };
  const page = namedPage(content, name);
  if (page) return { name, page, found: true };
  return { name, page: content.notFound ?? DEFAULT_NOT_FOUND_PAGE, found: false };
}
