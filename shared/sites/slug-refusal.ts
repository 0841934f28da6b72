// Why a well-formed free subdomain is still refused, before any is claimed (docs/sites.md#which-subdomains-are-refused):
// a reserved name, or an IDN label (xn--…) a browser would show in another alphabet. The API answers
// with it and the editor's field shows it before sending.
import { RESERVED_SLUGS } from './reserved-slugs';
import { slugSkeleton } from './slug-skeleton';
import { siteMessages } from './site-texts';

export interface SlugRefusal {
  code: 'SLUG_RESERVED' | 'SLUG_PUNYCODE';
  message: string;
}

const reservedSkeletons = new Set(RESERVED_SLUGS.map(slugSkeleton));

/** `xn--` and every other label with dashes in its third and fourth places, which IDNA reserves for its own labels. */
const idnaReserved = (slug: string) => slug.slice(2, 4) === '--';

export function slugRefusal(slug: string): SlugRefusal | null {
  if (idnaReserved(slug)) return { code: 'SLUG_PUNYCODE', message: siteMessages.slugPunycode };
  // Trailing digits may be a number (`www2`) or a letter's look-alike (`cognit0`): read both ways.
  const readings = [slug, slug.replace(/[\d-]+$/, '')];
  if (readings.some((reading) => reservedSkeletons.has(slugSkeleton(reading)))) return { code: 'SLUG_RESERVED', message: siteMessages.slugReserved };
  return null;
}
