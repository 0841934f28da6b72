// Draws another page of the same site in this section's cell. One level only: a page inserted here
// draws its own insertView sections as nothing, so no chain of pages can recurse or fan out.
import { useMemo } from 'react';
import type { SectionOf } from './section-types';
import { SiteContext, useSite } from './site-context';
import { SectionGrid } from './section-grid';
import { namedPage } from '@shared/sites/site-pages';

export function InsertViewSection({ section }: { section: SectionOf<'insertView'> }) {
  const site = useSite();
  const page = namedPage(site.content, section.page);
  const allowed = page !== undefined && site.pagePath.length === 1 && !site.pagePath.includes(section.page);
  const inner = useMemo(() => ({ ...site, pagePath: [...site.pagePath, section.page] }), [site, section.page]);
  if (!allowed) return null;
  return (
    <SiteContext.Provider value={inner}>
      <SectionGrid sections={page.sections} />
    </SiteContext.Provider>
  );
}
