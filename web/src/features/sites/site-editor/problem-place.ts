// Where a problem of the site document is, in the editor's own words: 'Inicio › Galería (sección 10)
// › Imagen 1' instead of the schema's path 'home.sections.9.images.0.url'.
import { pageLabel, PLACE_SEPARATOR as SEPARATOR, sectionLabel } from '@shared/sites/section-place';
import type { SiteContent, SitePage } from '@shared/sites/site-schema';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';

const texts = siteEditorTexts;

/** An item of a list inside a section, by the list's key. */
const ITEM_NAMES: Record<string, (number: number) => string> = {
  images: texts.fields.image,
  boxes: texts.fields.box,
  menu: texts.fields.link,
  links: texts.fields.link,
};

/** A field inside a section or an item; a key not listed adds nothing (the message still says what). */
const FIELD_NAMES: Record<string, string> = {
  title: texts.fields.title,
  text: texts.fields.text,
  body: texts.fields.body,
  alt: texts.fields.alt,
  image: texts.fields.imageUrl,
  logo: texts.fields.logo,
  until: texts.fields.until('').replace(' ()', ''),
  doneText: texts.fields.doneText,
  buttonText: texts.fields.buttonText,
  clickUrl: texts.fields.clickUrl,
  buttonUrl: texts.fields.buttonUrl,
  videoId: texts.fields.videoId,
  eventId: texts.fields.eventId,
  viewIndex: texts.fields.viewIndex,
  page: texts.fields.page,
  height: texts.fields.height,
  price: texts.fields.price,
  padding: texts.layout.padding,
  id: texts.layout.sectionId,
  width: texts.layout.width,
};

const SITE_FIELDS: Record<string, string> = {
  title: texts.site.title,
  icon: texts.site.icon,
  primary: texts.site.primary,
  secondary: texts.site.secondary,
  text: texts.site.text,
  background: texts.site.background,
  fontFamily: texts.site.font,
  backgroundImage: texts.site.backgroundImage,
};

function pageOf(content: SiteContent, path: readonly string[]): { name: string; page: SitePage | undefined; rest: readonly string[] } | null {
  const [first, second, ...rest] = path;
  if (first === 'home') return { name: pageLabel(['home']), page: content.home, rest: path.slice(1) };
  if (first === 'notFound') return { name: pageLabel(['notFound']), page: content.notFound, rest: path.slice(1) };
  if (first === 'pages' && second !== undefined) return { name: pageLabel(['pages', second]), page: content.pages[second], rest };
  return null;
}

function insideSection(rest: readonly string[]): string[] {
  const names: string[] = [];
  rest.forEach((key, i) => {
    const list = rest[i - 1];
    if (/^\d+$/.test(key)) {
      const item = list === undefined ? undefined : ITEM_NAMES[list];
      if (item) names.push(item(Number(key) + 1));
    } else if (!ITEM_NAMES[key] && FIELD_NAMES[key]) {
      names.push(FIELD_NAMES[key]);
    }
  });
  return names;
}

export function problemPlace(path: string, content: SiteContent): string {
  const steps = path.split('.').filter(Boolean);
  if (steps.length === 0) return '';
  const page = pageOf(content, steps);
  if (!page) {
    const field = SITE_FIELDS[steps.at(-1) ?? ''];
    return [texts.site.heading, ...(field ? [field] : [])].join(SEPARATOR);
  }
  const [list, index, ...rest] = page.rest;
  if (list !== 'sections' || index === undefined) return [page.name, ...(list === 'title' ? [texts.pages.title] : [])].join(SEPARATOR);
  const section = page.page?.sections[Number(index)];
  return [page.name, sectionLabel(section?.component, Number(index)), ...insideSection(rest)].join(SEPARATOR);
}
