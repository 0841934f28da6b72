// The events an organizer web's platform sections show (docs/sites.md 'Platform sections'): a form,
// a registration, an event's web or a result view shows the site's own event, or one the site's
// owner (the account that created the site's event) administers (lambdas/events/event-administrators.ts).
// A save naming another is refused; a site stored before the rule, or naming an event its owner no
// longer administers, is served without those sections.
import type { PagePath } from '@shared/sites/section-place';
import type { SiteContent, SitePage, SiteSection } from '@shared/sites/site-schema';
import type { EventItem } from '@lambdas/data/event-entity';
import { administeredAmong } from '@lambdas/events/event-administrators';
import { getEvent } from '@lambdas/events/events-repository';

export type SiteEvent = Pick<EventItem, 'eventId' | 'createdBy'>;

type EmbeddingSection = Extract<SiteSection, { eventId: number }>;

/** A section that shows an event, where it is in the document. */
export interface EmbeddedEvent {
  page: PagePath;
  index: number;
  section: EmbeddingSection;
}

const embeds = (section: SiteSection): section is EmbeddingSection => 'eventId' in section;

function pagesOf(content: SiteContent): [PagePath, SitePage][] {
  return [
    [['home'], content.home],
    ...(content.notFound ? [[['notFound'], content.notFound] as [PagePath, SitePage]] : []),
    ...Object.entries(content.pages).map(([name, page]): [PagePath, SitePage] => [['pages', name], page]),
  ];
}

function embeddedEvents(content: SiteContent): EmbeddedEvent[] {
  return pagesOf(content).flatMap(([page, { sections }]) => sections.flatMap((section, index) => (embeds(section) ? [{ page, index, section }] : [])));
}

/** Whether the web of the event `siteId` may show `eventId`: its own event, or one its owner administers. */
export async function webMayShow(siteId: number, eventId: number): Promise<boolean> {
  if (eventId === siteId) return true;
  const site = await getEvent(siteId);
  return site !== null && (await administeredAmong(site.createdBy, [eventId])).has(eventId);
}

/** The sections of `content` that show an event the site may not show, in document order. */
export async function foreignSections(content: SiteContent, site: SiteEvent): Promise<EmbeddedEvent[]> {
  const others = embeddedEvents(content).filter(({ section }) => section.eventId !== site.eventId);
  if (others.length === 0) return [];
  const administered = await administeredAmong(site.createdBy, others.map(({ section }) => section.eventId));
  return others.filter(({ section }) => !administered.has(section.eventId));
}

/** `content` as visitors may see it: without the sections that show an event the site may not show. */
export async function withoutForeignSections(content: SiteContent, site: SiteEvent): Promise<SiteContent> {
  const foreign = new Set<SiteSection>((await foreignSections(content, site)).map(({ section }) => section));
  if (foreign.size === 0) return content;
  const kept = (page: SitePage): SitePage => ({ ...page, sections: page.sections.filter((section) => !foreign.has(section)) });
  return {
    ...content,
    home: kept(content.home),
    ...(content.notFound ? { notFound: kept(content.notFound) } : {}),
    pages: Object.fromEntries(Object.entries(content.pages).map(([name, page]) => [name, kept(page)])),
  };
}
