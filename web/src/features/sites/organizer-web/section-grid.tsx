// Lays out a page's sections on a 12-column grid by each one's width; hidden sections are not drawn.
import type { CSSProperties } from 'react';
import type { SiteSection } from '@shared/sites/site-schema';
import { isPlatformSection } from './section-types';
import { useSite } from './site-context';
import { SectionView } from './section-view';

/** From this width on a screen is "larger" (Amplify UI's `medium` breakpoint). */
export const LARGE_SCREEN_PX = 768;

/**
 * Columns of 12 each width takes, on small screens and on larger ones. docs/sites.md §2.10: "Width options 1
 * to 6 (1 full, 2 half, 3 third, 4 quarter, 5 half on small screens, 6 quarter on larger and half
 * on small)". 5 is read as half on small screens and full on larger ones.
 */
export const WIDTH_SPANS: Record<number, { small: number; large: number }> = {
  1: { small: 12, large: 12 },
  2: { small: 6, large: 6 },
  3: { small: 4, large: 4 },
  4: { small: 3, large: 3 },
  5: { small: 6, large: 12 },
  6: { small: 6, large: 3 },
};

/** The grid's only CSS, scoped to the site's root by its data attribute. */
export const GRID_CSS = `
[data-organizer-site] .organizer-site-grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); }
[data-organizer-site] .organizer-site-cell { grid-column: span var(--site-span-small) / span var(--site-span-small); min-width: 0; box-sizing: border-box; }
@media (min-width: ${LARGE_SCREEN_PX}px) {
  [data-organizer-site] .organizer-site-cell { grid-column: span var(--site-span-large) / span var(--site-span-large); }
}
[data-organizer-site] .organizer-site-markdown > :first-child { margin-top: 0; }
[data-organizer-site] .organizer-site-markdown > :last-child { margin-bottom: 0; }
`;

export function widthSpans(width: number): { small: number; large: number } {
  return WIDTH_SPANS[width] ?? { small: 12, large: 12 };
}

export function SectionGrid({ sections }: { sections: readonly SiteSection[] }) {
  const { renderPlatformSection } = useSite();
  const drawn = sections.filter((section) => !section.hide && (renderPlatformSection || !isPlatformSection(section)));
  return (
    <div className="organizer-site-grid">
      {drawn.map((section, index) => {
        const spans = widthSpans(section.width);
        const style = { '--site-span-small': spans.small, '--site-span-large': spans.large, padding: `${section.padding}px` } as CSSProperties;
        return (
          <div key={index} className="organizer-site-cell" id={section.sectionID || undefined} data-component={section.component} style={style}>
            <SectionView section={section} />
          </div>
        );
      })}
    </div>
  );
}
