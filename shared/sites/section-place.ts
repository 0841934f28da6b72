// How a page and a section of a site are named to the organizer, by the editor's problems and the
// API's answers alike: 'Inicio', 'Página «ruta»', 'Galería (sección 10)' (docs/sites.md 'The editor').
import { sectionNames, siteEditorTexts } from './site-editor-texts';
import type { SectionComponent } from './site-schema';

const texts = siteEditorTexts;

/** Where a page lives in the document: ['home'], ['notFound'] or ['pages', name]. */
export type PagePath = readonly ['home'] | readonly ['notFound'] | readonly ['pages', string];

export function pageLabel(path: PagePath): string {
  if (path[0] === 'home') return texts.pages.home;
  if (path[0] === 'notFound') return texts.pages.notFound;
  return `${texts.pages.label} «${path[1]}»`;
}

/** `component` undefined: a section the document no longer holds. */
export const sectionLabel = (component: SectionComponent | undefined, index: number): string =>
  `${component ? sectionNames[component] : texts.sections.heading} (sección ${index + 1})`;

export const PLACE_SEPARATOR = ' › ';
