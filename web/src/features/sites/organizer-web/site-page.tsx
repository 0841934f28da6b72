// Draws one page of an organizer web (docs/sites.md §2.10, docs/retos.md §3 Organizer web) from its content:
// the home page, a named page or the not-found page (these two under the site's header and footer),
// themed by the site's mini theme. Sections that
// need the platform's data are drawn by the app through `renderPlatformSection`.
import { Heading } from '@aws-amplify/ui-react';
import { useMemo, type CSSProperties } from 'react';
import type { SiteContent } from '@shared/sites/site-schema';
import { GRID_CSS, SectionGrid } from './section-grid';
import type { RenderPlatformSection } from './section-types';
import { SiteContext, type SiteContextValue } from './site-context';
import { framedSections, resolvePage } from '@shared/sites/site-pages';
import { siteThemeStyle } from './site-theme';

export interface SitePageProps {
  content: SiteContent;
  eventId: number;
  /** A name of `content.pages`; absent or empty for the home page. Any other name draws the not-found page. */
  page?: string;
  /** The organizer's '/x' paths as routes of the app, e.g. under the site's prefix. Default: unchanged. */
  buildPath?: (sitePath: string) => string;
  /** Draws form, registration, eventList, eventWeb and resultView sections; without it they are left out. */
  renderPlatformSection?: RenderPlatformSection;
  /** The route's segment after the page's, if any. */
  detail?: string;
  /** The editor's preview: forms are drawn but send nothing. */
  preview?: boolean;
}

const samePath = (sitePath: string) => sitePath;

/** Read by screen readers, not shown: the page's one h1, so every section heading can be an h2. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function SitePage({ content, eventId, page, buildPath = samePath, renderPlatformSection, detail, preview = false }: SitePageProps) {
  const resolved = resolvePage(content, page);
  const style = useMemo(() => siteThemeStyle(content.miniTheme), [content.miniTheme]);
  const site = useMemo<SiteContextValue>(
    () => ({ content, eventId, buildPath, renderPlatformSection, detail, preview, pagePath: [resolved.name] }),
    [content, eventId, buildPath, renderPlatformSection, detail, preview, resolved.name],
  );
  const sections = useMemo(() => framedSections(content, resolved), [content, resolved.name, resolved.page]);
  const heading = resolved.page.title && resolved.page.title !== content.title ? `${resolved.page.title} · ${content.title}` : content.title;
  return (
    <SiteContext.Provider value={site}>
      <div data-organizer-site="" style={{ ...style, position: 'relative' }}>
        <style>{GRID_CSS}</style>
        {/* The site's h1 on its own host; in the editor's preview the console's page has its own h1. */}
        <Heading level={preview ? 2 : 1} style={visuallyHidden}>
          {heading}
        </Heading>
        <SectionGrid sections={sections} />
      </div>
    </SiteContext.Provider>
  );
}
