// The organizer's social networks: one labelled link each, opening in a new tab.
import { rendererTexts } from './renderer-texts';
import type { SectionOf } from './section-types';
import { SiteLink } from './site-link';

export function SocialMediaSection({ section }: { section: SectionOf<'socialMedia'> }) {
  // Only https addresses: the schema's rule for these links, kept as they are drawn.
  const links = section.links.filter((link) => link.url.startsWith('https://'));
  return (
    <nav aria-label={rendererTexts.socialMedia}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.5rem 1rem' }}>
        {links.map((link, index) => (
          <li key={index}>
            <SiteLink url={link.url} look="button">
              {rendererTexts.networks[link.network] ?? link.network}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
