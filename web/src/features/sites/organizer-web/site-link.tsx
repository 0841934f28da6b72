// The link rules of an organizer web (docs/sites.md §2.10): '#id' scrolls smoothly to that section,
// http(s) opens a new tab, anything else navigates inside the SPA. A link whose target is not
// allowed is drawn as its bare content.
import { Button, Link } from '@aws-amplify/ui-react';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { linkTarget } from './safe-url';
import { useSite } from './site-context';

export type SiteLinkLook = 'text' | 'button' | 'plain';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

interface SiteLinkProps {
  url: string;
  look?: SiteLinkLook;
  /** For links whose content says nothing (an image without alt text). */
  label?: string;
  /** Only for the 'plain' look (the others are Amplify UI's). */
  style?: CSSProperties;
  children: ReactNode;
}

export function SiteLink({ url, look = 'text', label, style, children }: SiteLinkProps) {
  const { buildPath } = useSite();
  const target = linkTarget(url);
  if (!target) return <span style={style}>{children}</span>;
  const common = { 'aria-label': label, children };

  if (target.kind === 'internal') {
    // Paths from the site's root follow the app's route for the site; relative ones stay relative.
    const to = target.path.startsWith('/') ? buildPath(target.path) : target.path;
    if (look === 'button') return <Button as={RouterLink} to={to} variation="primary" {...common} />;
    if (look === 'text') return <Link as={RouterLink} to={to} {...common} />;
    return <RouterLink to={to} style={style} {...common} />;
  }

  const anchor =
    target.kind === 'section'
      ? {
          href: `#${target.id}`,
          onClick: (event: MouseEvent) => {
            event.preventDefault();
            scrollToSection(target.id);
          },
        }
      : target.kind === 'external'
        ? { href: target.href, target: '_blank', rel: 'noopener noreferrer' }
        : { href: target.href };
  if (look === 'button') return <Button as="a" variation="primary" {...anchor} {...common} />;
  if (look === 'text') return <Link {...anchor} {...common} />;
  return <a style={style} {...anchor} {...common} />;
}
