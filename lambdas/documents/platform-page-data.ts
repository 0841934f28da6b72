// The data island of a main-host page's document (docs/sites.md 'Documents'): the public reads its
// first view waits for, as the API answers them and under the address the SPA asks. A list page
// carries its list's first page; an event's upcoming, results and live pages (and an athlete's
// result) the event with its sections; a reto's athlete page the reto's card. Public data only: CloudFront keeps the document a minute for
// every visitor. The registration's view is not carried: its places held change by the second.
import type { PageAnswers } from '@shared/core/page-answers';
import { eventIdOfIndex } from '@shared/results/event-paths';
import { publicEventApi } from '@shared/results/public-event-api';
import { retoApiPath } from '@shared/retos/reto-api-path';
import type { EventListName } from '@lambdas/events/event-lists';
import { eventDetail, eventListPage } from '@lambdas/events/public-event-reads';
import { documentReads, type DocumentReads } from './document-reads';
import { retoPageId } from './page-routes';

/** The list each list page shows (web/src/features/results/event-list-pages.tsx). */
const listPages: Record<string, EventListName> = {
  'proximos-eventos': 'upcoming',
  live: 'live',
  resultados: 'previous',
  'eventos-anteriores': 'previous',
};

/** The pages drawn from the event and its sections (web/src/features/results/event-screen.tsx). */
const eventPages = new Set(['proximos-eventos', 'live', 'resultados', 'eventos-anteriores']);

async function answers(segments: string[], reads: DocumentReads): Promise<Record<string, unknown> | undefined> {
  const [first = '', second, third] = segments;
  const retoId = retoPageId(segments);
  if (retoId !== undefined) {
    const reto = await reads.reto(retoId);
    return reto && { [retoApiPath(retoId)]: reto };
  }
  if (segments.length === 1 && Object.hasOwn(listPages, first)) {
    const list = listPages[first]!;
    return { [publicEventApi.list(list)]: await eventListPage(list, null) };
  }
  const eventId = eventIdOfIndex(second);
  const athlete = segments.length === 3 && (first === 'resultados' || first === 'eventos-anteriores') && third;
  if (eventId === undefined || !eventPages.has(first) || (segments.length !== 2 && !athlete)) return undefined;
  const detail = await eventDetail(eventId);
  return detail && { [publicEventApi.detail(eventId)]: detail };
}

export async function platformPageData(segments: string[], now = Date.now(), reads = documentReads()): Promise<PageAnswers | undefined> {
  const found = await answers(segments, reads);
  return found && { at: now, answers: found };
}
