// The documents of an event's public pages on the main host (docs/sites.md 'Documents'): upcoming,
// registration, convocatoria, results, live, and an athlete's result with its generated card. One or
// two reads each (the event, and the convocatoria or the athlete's row).
import { documentTexts } from '@shared/core/document-texts';
import { convocatoriaSchema } from '@shared/results/page-schemas';
import { isDisqualified } from '@shared/results/result-status';
import { BIB_MAX_LENGTH, type ResultRow } from '@shared/results/result-row';
import type { EventItem } from '@lambdas/data/event-entity';
import { getEventSection } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { getPublishedRows } from '@lambdas/results/standings-repository';
import { markdownText } from './markdown-html';
import { excerpt, longDate, type PageImage, type PageMeta, previewImage, whenWhere } from './page-meta';
import { type CardLines, PREVIEW_CARD_SIZE } from './preview-card';

export type EventPage = 'upcoming' | 'registration' | 'convocatoria' | 'results' | 'live';

/** An event's picture: its logo, else its card. */
export const eventImage = (event: EventItem): PageImage => previewImage(event.logoEvento, event.nombreEvento) ?? eventCardImage(event);

/** The convocatoria's first text, for its description; its first image, for its preview. */
async function convocatoriaParts(eventId: number): Promise<{ text?: string; image?: { url: string; alt: string } }> {
  const parsed = convocatoriaSchema.safeParse((await getEventSection(eventId, 'convocatoria')) ?? {});
  if (!parsed.success) return {};
  const text = parsed.data.blocks.find((block) => block.type === 'text' && block.text);
  const image = parsed.data.blocks.find((block) => block.type === 'image');
  return {
    ...(text?.type === 'text' ? { text: markdownText(text.text) } : {}),
    ...(image?.type === 'image' ? { image: { url: image.url, alt: image.alt } } : {}),
  };
}

export async function eventPageMeta(eventId: number, page: EventPage): Promise<PageMeta | undefined> {
  const [event, convocatoria] = await Promise.all([getEvent(eventId), page === 'convocatoria' ? convocatoriaParts(eventId) : undefined]);
  if (!event) return undefined;
  const words = documentTexts.event[page](event.nombreEvento, whenWhere(event));
  const text = convocatoria?.text;
  const description = excerpt(text ? (text.startsWith(event.nombreEvento) ? text : `${event.nombreEvento}: ${text}`) : words.description);
  const image = (convocatoria?.image && previewImage(convocatoria.image.url, convocatoria.image.alt || event.nombreEvento)) ?? eventImage(event);
  return { title: words.title, description, image, status: 200 };
}

/** Whether a row has an official time to show: placed, not disqualified. */
const finished = (row: ResultRow) => row.pG > 0 && row.toMS > 0 && !isDisqualified(row);

export interface AthleteResult {
  event: EventItem;
  row: ResultRow;
}

/** The athlete's published row and its event, or none. */
export async function athleteResult(eventId: number, bib: string): Promise<AthleteResult | undefined> {
  if (bib.length === 0 || bib.length > BIB_MAX_LENGTH) return undefined;
  const [event, [row]] = await Promise.all([getEvent(eventId), getPublishedRows(eventId, [bib])]);
  return event && row ? { event, row } : undefined;
}

/** An athlete's card: the event, the athlete, the time (or none) and the places. */
export function resultCardLines({ event, row }: AthleteResult): CardLines {
  const texts = documentTexts.athlete;
  const footer = [row.mod, texts.bib(row.num)].filter(Boolean).join(' · ');
  if (!finished(row)) return { heading: event.nombreEvento, title: row.nombre, lines: [texts.noTimeOnCard], footer };
  return {
    heading: event.nombreEvento,
    title: row.nombre,
    time: row.to,
    lines: [texts.place(row.pG), ...(row.pCat > 0 && row.cat ? [texts.placeInCategory(row.pCat, row.cat)] : [])],
    footer,
  };
}

/** An event's card, its preview when it has no picture of its own: organizer, name, date and venue. */
export function eventCardLines(event: EventItem): CardLines {
  return {
    heading: event.organizador.nombre,
    title: event.nombreEvento,
    lines: [`${longDate(event.fechaEvento)} · ${event.horaEvento}`, [event.lugarEvento, event.ciudadEvento].filter(Boolean).join(', ')],
    footer: documentTexts.siteName,
  };
}

/** The address of an event's card. */
export const eventCardImage = (event: EventItem): PageImage => ({
  url: `/api/events/${event.eventId}/tarjeta.png`,
  alt: event.nombreEvento,
  ...PREVIEW_CARD_SIZE,
});

export async function athletePageMeta(eventId: number, bib: string): Promise<PageMeta | undefined> {
  const result = await athleteResult(eventId, bib);
  if (!result) return undefined;
  const { event, row } = result;
  const texts = documentTexts.athlete;
  const done = finished(row);
  const category = row.pCat > 0 && row.cat ? texts.inCategory(row.pCat, row.cat) : '';
  return {
    title: done ? texts.title(row.nombre, row.to, event.nombreEvento) : texts.titleWithoutTime(row.nombre, event.nombreEvento),
    description: excerpt(
      done ? texts.finished(row.nombre, row.mod || row.codMod, event.nombreEvento, row.to, row.pG, category) : texts.noTime(row.nombre, event.nombreEvento),
    ),
    image: {
      url: `/api/events/${eventId}/athletes/${encodeURIComponent(bib)}/tarjeta.png`,
      alt: texts.cardAlt(row.nombre, event.nombreEvento),
      ...PREVIEW_CARD_SIZE,
    },
    status: 200,
  };
}
