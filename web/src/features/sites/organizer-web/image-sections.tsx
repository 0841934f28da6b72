// Banner and image sections: one organizer image, optionally a link (its click url).
import type { ReactNode } from 'react';
import { rendererTexts } from './renderer-texts';
import { safeImageUrl } from './safe-url';
import type { SectionOf } from './section-types';
import { SiteLink } from './site-link';

function Clickable({ url, alt, children }: { url: string; alt: string; children: ReactNode }) {
  if (!url) return <>{children}</>;
  return (
    <SiteLink url={url} look="plain" label={alt ? undefined : rendererTexts.imageLink} style={{ display: 'block' }}>
      {children}
    </SiteLink>
  );
}

/** Big: the image fills the banner's width and height, cropped; small: whole, centred in that height. */
export function BannerSection({ section }: { section: SectionOf<'banner'> }) {
  const src = safeImageUrl(section.image.url);
  if (!src) return null;
  return (
    <Clickable url={section.clickUrl} alt={section.image.alt}>
      <img
        src={src}
        alt={section.image.alt}
        style={{ display: 'block', width: '100%', height: `${section.height}px`, objectFit: section.size === 'big' ? 'cover' : 'contain' }}
      />
    </Clickable>
  );
}

export function ImageSection({ section }: { section: SectionOf<'image'> }) {
  const src = safeImageUrl(section.image.url);
  if (!src) return null;
  return (
    <Clickable url={section.clickUrl} alt={section.image.alt}>
      <img src={src} alt={section.image.alt} loading="lazy" style={{ display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto' }} />
    </Clickable>
  );
}
