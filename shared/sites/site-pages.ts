// Which page of a site a name stands for: none is the home page, a name of `pages` that page, and
// anything else the site's not-found page (or the default one).
import { documentTexts } from '@shared/core/document-texts';
import type { SiteContent, SitePage, SiteSection } from './site-schema';

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

/**
 * A page's title in the browser's tab and its document: '{page} · {site}' for a page other than home
 * with a title of its own, 'Página no encontrada · {site}' for the not-found page, the site's title else.
 */
export function sitePageTitle(content: SiteContent, { page, found }: { page: SitePage; found: boolean }): string {
  const own = found ? page.title : documentTexts.notFoundTitle;
  return page !== content.home && own && own !== content.title ? `${own} · ${content.title}` : content.title;
}

const shownOf = (sections: readonly SiteSection[], component: 'header' | 'footer') => sections.find((section) => section.component === component && !section.hide);

/** A header with no logo and no menu: the header draws the site's title as the way home. */
const TITLE_HEADER: SiteSection = { component: 'header', logo: '', menu: [], width: 1, hide: false, padding: 16, sectionID: '' };

/**
 * The sections a page draws. A page other than home that brings no header of its own gets the home
 * page's header (or one with the site's title as the way home), and the home page's footer when it
 * has none, so every page keeps the site's menu and a way back.
 */
export function framedSections(content: SiteContent, resolved: { name: string; page: SitePage }): SiteSection[] {
  const { sections } = resolved.page;
  if (!resolved.name) return sections;
  const header = shownOf(sections, 'header') ? [] : [shownOf(content.home.sections, 'header') ?? TITLE_HEADER];
  const homeFooter = shownOf(content.home.sections, 'footer');
  const footer = shownOf(sections, 'footer') || !homeFooter ? [] : [homeFooter];
  return [...header, ...sections, ...footer];
}
