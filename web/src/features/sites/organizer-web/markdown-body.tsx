// An organizer's Markdown, drawn without any HTML: raw tags are skipped, only text-level elements
// are kept, links follow the site's link rules and images come only from https or /media. Its own
// chunk, loaded once a page draws Markdown (site-markdown.tsx).
import Markdown, { type Components } from 'react-markdown';
import { markdownUrl } from './safe-url';
import { SiteLink } from './site-link';

const ALLOWED_ELEMENTS = ['p', 'br', 'strong', 'em', 'del', 'a', 'img', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** The section's own title is an h2: the body's headings start one level below it. */
const components: Components = {
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h4>{children}</h4>,
  h3: ({ children }) => <h5>{children}</h5>,
  h4: ({ children }) => <h6>{children}</h6>,
  h5: ({ children }) => <h6>{children}</h6>,
  h6: ({ children }) => <h6>{children}</h6>,
  a: ({ href, children }) => <SiteLink url={href ?? ''}>{children}</SiteLink>,
  img: ({ src, alt }) =>
    typeof src === 'string' && src !== '' ? <img src={src} alt={alt ?? ''} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} /> : null,
};

export function MarkdownBody({ children }: { children: string }) {
  return (
    <Markdown skipHtml allowedElements={ALLOWED_ELEMENTS} unwrapDisallowed urlTransform={markdownUrl} components={components}>
      {children}
    </Markdown>
  );
}
