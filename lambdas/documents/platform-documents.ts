// The documents of the main host's pages (docs/sites.md 'Documents'): the platform's own pages by
// their fixed texts, an event's public pages and an athlete's result by their reads, an event's web
// (/evento_{id}) by its published site, a reto's athlete page by its reto; the SPA's other routes get the default texts, and any path
// the SPA draws as not found a 404.
import { documentTexts } from '@shared/core/document-texts';
import { eventIdOfIndex } from '@shared/results/event-paths';
import { getEvent } from '@lambdas/events/events-repository';
import { publishedSite } from '@lambdas/sites/sites-repository';
import { platformTitle } from './document-head';
import { documentReads, type DocumentReads } from './document-reads';
import { athletePageMeta, type EventPage, eventImage, eventPageMeta } from './event-documents';
import { excerpt, type PageMeta, previewImage } from './page-meta';
import { retoPageId } from './page-routes';
import { sitePageImage, sitePageText } from './site-html';

const defaultMeta: PageMeta = { title: documentTexts.defaultTitle, description: documentTexts.defaultDescription, status: 200 };

export const notFoundMeta: PageMeta = {
  title: platformTitle(documentTexts.notFoundTitle),
  description: documentTexts.notFoundDescription,
  status: 404,
};

/** The SPA's routes (web/src/app/routes.tsx) that no document describes on its own: signed-in and tool pages. */
const appRoutes = new Set(['atletas', 'password-restore', 'eventos-organizador', 'retos-organizador', 'usuario-autorizado', 'detalle-inscrito', 'traspaso', 'editor-foto', 'views', 'retos', 'cronometraje']);

const fixedPages = documentTexts.pages;
const isFixedPage = (name: string): name is keyof typeof fixedPages => Object.hasOwn(fixedPages, name);

/** `/{list}/evento_{id}` and the registration under upcoming. */
const eventRoutes: Record<string, EventPage> = {
  'proximos-eventos': 'upcoming',
  convocatoria: 'convocatoria',
  resultados: 'results',
  'eventos-anteriores': 'results',
  live: 'live',
};

/** An event's web on the main host (/evento_{id}, /{page}/evento_{id}) while showWeb is on. */
async function eventWebMeta(eventId: number, pageName: string | undefined): Promise<PageMeta | undefined> {
  const [event, site] = await Promise.all([getEvent(eventId), publishedSite(eventId)]);
  if (!event?.showWeb || !site) return undefined;
  const page = pageName === undefined ? site.home : Object.hasOwn(site.pages, pageName) ? site.pages[pageName] : undefined;
  if (!page) return undefined;
  const picture = sitePageImage(site, page) ?? sitePageImage(site, site.home);
  const image = previewImage(picture?.url, picture?.alt ?? site.title) ?? eventImage(event);
  return {
    title: page.title && page.title !== site.title ? `${page.title} · ${site.title}` : site.title,
    description: excerpt(sitePageText(page) || sitePageText(site.home) || event.nombreEvento),
    image,
    status: 200,
  };
}

async function eventMeta(segments: string[]): Promise<PageMeta | undefined> {
  const [first = '', second, third] = segments;
  const eventId = eventIdOfIndex(second);
  if (segments.length === 1) {
    const own = eventIdOfIndex(first);
    return own === undefined ? undefined : eventWebMeta(own, undefined);
  }
  if (eventId === undefined) return undefined;
  const page = Object.hasOwn(eventRoutes, first) ? eventRoutes[first] : undefined;
  if (segments.length === 2 && page) return eventPageMeta(eventId, page);
  if (segments.length === 3 && first === 'proximos-eventos' && third === 'inscripcion') return eventPageMeta(eventId, 'registration');
  if (segments.length === 3 && page === 'results' && third) return athletePageMeta(eventId, third);
  return segments.length <= 3 ? eventWebMeta(eventId, first) : undefined;
}

/** A reto's athlete page: the reto's name, description and photo; an id that names no reto, not found. */
async function retoMeta(retoId: string, reads: DocumentReads): Promise<PageMeta> {
  const reto = await reads.reto(retoId);
  if (!reto) return notFoundMeta;
  return {
    title: platformTitle(reto.eventName),
    description: excerpt(reto.eventDescription) || documentTexts.defaultDescription,
    image: previewImage(reto.eventPhoto ?? undefined, reto.eventName),
    status: 200,
  };
}

export async function platformPageMeta(segments: string[], reads = documentReads()): Promise<PageMeta> {
  const [first] = segments;
  if (first === undefined) return defaultMeta;
  if (segments.length === 1 && isFixedPage(first)) {
    const { title, description } = fixedPages[first];
    return { title: platformTitle(title), description, status: 200 };
  }
  const retoId = retoPageId(segments);
  if (retoId !== undefined) return retoMeta(retoId, reads);
  const event = await eventMeta(segments);
  if (event) return event;
  return appRoutes.has(first) ? defaultMeta : notFoundMeta;
}
