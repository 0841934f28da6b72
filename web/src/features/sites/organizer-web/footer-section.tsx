// The site's footer, on the theme's secondary colour: Markdown text and a row of links.
import type { CSSProperties } from 'react';
import type { SectionOf } from './section-types';
import { SiteLink } from './site-link';
import { SiteMarkdown } from './site-markdown';

// Text and links take the colour that reads on the secondary background.
const footerStyle = {
  backgroundColor: 'var(--site-secondary)',
  color: 'var(--site-on-secondary)',
  '--amplify-components-text-color': 'var(--site-on-secondary)',
  '--amplify-components-heading-color': 'var(--site-on-secondary)',
  '--amplify-components-link-color': 'var(--site-on-secondary)',
  '--amplify-components-link-visited-color': 'var(--site-on-secondary)',
  '--amplify-components-link-hover-color': 'var(--site-on-secondary)',
  '--amplify-components-link-text-decoration': 'underline',
  padding: '1.5rem 1rem',
  borderRadius: '4px',
  overflowWrap: 'anywhere',
} as CSSProperties;

export function FooterSection({ section }: { section: SectionOf<'footer'> }) {
  return (
    <footer style={footerStyle}>
      <SiteMarkdown>{section.body}</SiteMarkdown>
      {section.links.length > 0 && (
        <ul style={{ listStyle: 'none', margin: section.body ? '1rem 0 0' : 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' }}>
          {section.links.map((link, index) => (
            <li key={index}>
              <SiteLink url={link.url}>{link.text}</SiteLink>
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}
