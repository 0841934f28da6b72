// The documents the editor starts from: a new site, and a new section of each type with the schema's
// defaults (placeholders where a field is required, for the organizer to replace).
import { siteContentSchema, siteSectionSchema, type SectionComponent, type SiteContent, type SiteSection } from '@shared/sites/site-schema';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { untilFromLocalInput } from './countdown-input';

export const newSiteContent = (title: string): SiteContent => siteContentSchema.parse({ title: title.slice(0, 120) || siteEditorTexts.sections.newTitle });

export interface SectionContext {
  eventId: number;
  /** The event's date, YYYY-MM-DD, its start HH:MM and its IANA zone: a new countdown counts to that moment. */
  fechaEvento: string;
  horaEvento: string;
  zonaHoraria: string;
  /** The pages an insertView section of the edited page may draw; the first is its default. */
  pageNames?: readonly string[];
}

/** The fields each type cannot do without; image addresses are left for the organizer to write. */
function requiredFields(component: SectionComponent, context: SectionContext): Record<string, unknown> {
  const texts = siteEditorTexts.sections;
  switch (component) {
    case 'title':
      return { text: texts.newTitle };
    case 'banner':
    case 'image':
      return { image: { url: '/media/x' } };
    case 'gallery':
      return { images: [{ url: '/media/x' }] };
    case 'infoBoxes':
      return { boxes: [{ title: texts.newBox }] };
    case 'socialMedia':
      return { links: [{ network: 'facebook', url: 'https://facebook.com/' }] };
    case 'video':
      return { provider: 'youtube', videoId: 'id-del-video' };
    case 'countdown':
      return { until: untilFromLocalInput(`${context.fechaEvento}T${context.horaEvento}`, context.zonaHoraria) };
    case 'form':
      return { eventId: context.eventId, grupo: 'general' };
    case 'registration':
    case 'eventWeb':
    case 'results':
      return { eventId: context.eventId };
    case 'resultView':
      return { eventId: context.eventId, viewIndex: 0 };
    case 'download':
      return { text: 'Descargar', url: '/' };
    case 'insertView':
      return { page: context.pageNames?.[0] ?? texts.newPage };
    default:
      return {};
  }
}

/** The image placeholders are emptied after parsing: the preview draws nothing and saving names the field. */
function withoutImagePlaceholder(section: SiteSection): SiteSection {
  if (section.component === 'banner' || section.component === 'image') return { ...section, image: { ...section.image, url: '' } };
  if (section.component === 'gallery') return { ...section, images: section.images.map((image) => ({ ...image, url: '' })) };
  return section;
}

export function newSection(component: SectionComponent, context: SectionContext): SiteSection {
  return withoutImagePlaceholder(siteSectionSchema.parse({ component, ...requiredFields(component, context) }));
}
