// An organizer host's page (spec §2.1): '/', '/{route}', '/{route}/{idregistro}' and
// '/{route}/{idregistro}/{descarga}' draw the page the route names, or the site's not-found page.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { HostedSite } from '../../../../../shared/sites/site-api';
import { RegistrationSection } from './registration-section';
import { pageOfRoute } from './hosted-site';
import type { PlatformSection } from './section-types';
import { SitePage } from './site-page';

function platformSection(section: PlatformSection) {
  return section.component === 'registration' ? <RegistrationSection section={section} /> : null;
}

export function HostedSitePage({ hosted }: { hosted: HostedSite }) {
  const { route } = useParams();
  const page = pageOfRoute(route, hosted.eventId);
  const { title } = hosted.site;
  useEffect(() => {
    document.title = title;
  }, [title]);
  // The site's background fills the window, however short the page.
  return (
    <div style={{ minHeight: '100vh', background: hosted.site.miniTheme.background }}>
      <SitePage content={hosted.site} page={page} renderPlatformSection={platformSection} />
    </div>
  );
}
