// Edits of a site document as pure functions: which page the editor shows, that page's sections, and
// the order of any list in it.
import type { SiteContent, SitePage, SiteSection } from '@shared/sites/site-schema';
import { DEFAULT_NOT_FOUND_PAGE, namedPage } from '@shared/sites/site-pages';

/** '' is the home page; a name that cannot be a page's stands for the not-found page. */
export type PageKey = string;
export const HOME_PAGE: PageKey = '';
export const NOT_FOUND_PAGE: PageKey = ':no-encontrada';

export function pageOf(content: SiteContent, key: PageKey): SitePage {
  if (key === HOME_PAGE) return content.home;
  if (key === NOT_FOUND_PAGE) return content.notFound ?? DEFAULT_NOT_FOUND_PAGE;
  return namedPage(content, key) ?? { title: '', sections: [] };
}

export function withPage(content: SiteContent, key: PageKey, page: SitePage): SiteContent {
  if (key === HOME_PAGE) return { ...content, home: page };
  if (key === NOT_FOUND_PAGE) return { ...content, notFound: page };
  return { ...content, pages: { ...content.pages, [key]: page } };
}

export function withoutPage(content: SiteContent, key: PageKey): SiteContent {
  const pages = { ...content.pages };
  delete pages[key];
  return { ...content, pages };
}

export function withSections(content: SiteContent, key: PageKey, sections: SiteSection[]): SiteContent {
  return withPage(content, key, { ...pageOf(content, key), sections });
}

/** Swaps an item (a section, a box, a link) with its neighbour (-1 up, +1 down); out of range leaves the list as it is. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const moved = [...items];
  if (!(index in moved) || !(target in moved)) return moved;
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}
