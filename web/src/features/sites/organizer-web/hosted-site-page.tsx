// One page of a published organizer web, full window, titled as its document is: on the organizer's host
// ('/', '/{route}', '/{route}/{idregistro}', '/{route}/{idregistro}/{descarga}') and as an event's
// web on the main host.
import { useEffect } from 'react';
import type { HostedSite } from '@shared/sites/site-api';
import { resolvePage, sitePageTitle } from '@shared/sites/site-pages';
import { renderPlatformSectionLazily } from './lazy-platform-sections';
import { SitePage } from './site-page';

interface HostedSitePageProps {
  hosted: HostedSite;
  /** A page name; empty for the home page. */
  page: string;
  /** The route's segment after the page's. */
  detail?: string;
  buildPath?: (sitePath: string) => string;
}

export function HostedSitePage({ hosted, page, detail, buildPath }: HostedSitePageProps) {
  // The same title as the page's document: the page's own, then the site's (docs/sites.md 'Documents').
  const title = sitePageTitle(hosted.site, resolvePage(hosted.site, page));
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The site's background fills the window, however short the page.
  return (
    <div style={{ minHeight: '100vh', background: hosted.site.miniTheme.background }}>
      <SitePage content={hosted.site} eventId={hosted.eventId} page={page} detail={detail} buildPath={buildPath} renderPlatformSection={renderPlatformSectionLazily} />
    </div>
  );
}
