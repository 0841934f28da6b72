// The site's header: logo (else the site's title) back to the site's home, menu and call to action.
// On a narrow screen the menu wraps onto more lines instead of overflowing.
import { rendererTexts } from './renderer-texts';
import { safeImageUrl } from './safe-url';
import type { SectionOf } from './section-types';
import { useSite } from './site-context';
import { SiteLink } from './site-link';

export function HeaderSection({ section }: { section: SectionOf<'header'> }) {
  const { content } = useSite();
  const logo = safeImageUrl(section.logo);
  return (
    <header style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem 1.5rem' }}>
      {logo ? (
        <SiteLink url="/" look="plain" style={{ display: 'block', maxWidth: '100%' }}>
          <img src={logo} alt={content.title} style={{ display: 'block', maxHeight: '64px', maxWidth: '100%' }} />
        </SiteLink>
      ) : (
        <SiteLink url="/" look="plain" style={{ color: 'inherit', fontWeight: 800, fontSize: '1.125rem', textDecoration: 'none', overflowWrap: 'anywhere' }}>
          {content.title}
        </SiteLink>
      )}
      {section.menu.length > 0 && (
        <nav aria-label={rendererTexts.menu} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem', justifyContent: 'flex-end' }}>
            {section.menu.map((item, index) => (
              <li key={index} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <SiteLink url={item.url}>{item.text}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {section.callToAction && (
        <SiteLink url={section.callToAction.url} look="button">
          {section.callToAction.text}
        </SiteLink>
      )}
    </header>
  );
}
