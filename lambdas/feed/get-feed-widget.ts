// GET /api/feed/v1/events/{eventId}/widget?modalidad=&lista=&page= — the results widget's page, which
// any site may frame (docs/results.md 'The results widget'): one list of one modality (or the live
// passes) of a live or closed event, drawn on the server from the published pages. An upcoming event's
// widget says its results will show there; a page past a list's end shows the list's last page.
import { EVENT_STATUS } from '@shared/results/event-status';
import { eventPaths } from '@shared/results/event-paths';
import { passPointName } from '@shared/results/checkpoints';
import type { ControlPoint, Modality } from '@shared/results/event-schemas';
import { withSectionDefaults } from '@shared/results/event-sections';
import { toLocalDateTime } from '@shared/results/local-time';
import { isPublicRow } from '@shared/results/public-rows';
import { winnersGroups } from '@shared/results/report-groups';
import type { ResultRow } from '@shared/results/result-row';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { contentHash } from '@lambdas/core/content-hash';
import { httpHandler, type HttpEvent, type HttpReply } from '@lambdas/core/http-handler';
import { siteOf } from '@lambdas/core/request-site';
import type { EventItem } from '@lambdas/data/event-entity';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { getLiveFeedRecord } from '@lambdas/realtime/live-feed-repository';
import { matchesEtag } from '@lambdas/results/standings-http';
import { listKey, pageCountOf } from '@lambdas/results/standings-paging';
import { getStandingsPage } from '@lambdas/results/standings-repository';
import { getListTotals } from '@lambdas/results/standings-state-repository';
import { modalityLists } from './feed-index';
import { countFeedRead } from './feed-limit';
import { FEED_CACHE_CONTROL } from './feed-reply';
import { resultsArePublic } from './public-results';
import { widgetDocument, type WidgetContent, type WidgetState } from './widget-page';
import { PASSES_LIST, widgetListParam, widgetQueryOf, type WidgetList } from './widget-query';

/** Where the widget's link leads on the platform: the event while it is upcoming, then its live page, then its results. */
const platformPaths: Record<WidgetState, (eventId: number) => string> = { upcoming: eventPaths.upcoming, live: eventPaths.live, closed: eventPaths.results };

const stateOf = (item: EventItem): WidgetState =>
  item.eventoDisponible === EVENT_STATUS.live ? 'live' : item.eventoDisponible === EVENT_STATUS.closed ? 'closed' : 'upcoming';

interface Shown {
  eventId: number;
  item: EventItem;
  modality: Modality | undefined;
  list: WidgetList;
  page: number;
  totals: Record<string, number>;
  points: ControlPoint[];
}

async function contentOf({ eventId, item, modality, list, page, totals, points }: Shown): Promise<WidgetContent> {
  if (!resultsArePublic(item)) return { kind: 'notYet' };
  if (list === PASSES_LIST) {
    const passes = (await getLiveFeedRecord(eventId))?.passes ?? [];
    return { kind: 'passes', passes: passes.map((pass) => ({ ...pass, punto: passPointName(points, pass, resultsScreenTexts.finish) })) };
  }
  const address = { modalidad: modality?.codigoModalidad ?? '', view: list.view, group: list.group };
  const total = totals[listKey(address)] ?? 0;
  const pageCount = Math.max(1, pageCountOf(address, total));
  const number = Math.min(page, pageCount);
  const stored = modality ? await getStandingsPage(eventId, address, number) : null;
  const rows = ((stored?.rows ?? []) as ResultRow[]).filter(isPublicRow);
  return {
    kind: 'rows',
    view: list.view,
    rows,
    groups: list.view === 'ganadores' && modality ? winnersGroups(modality, rows) : undefined,
    page: number,
    pageCount,
    total,
    updatedAt: stored ? toLocalDateTime(Date.parse(stored.generatedAt), item.zonaHoraria).slice(11, 19) : null,
  };
}

function htmlReply(event: HttpEvent, html: string, csp: string): HttpReply {
  const etag = `"${contentHash(html)}"`;
  const headers = { 'cache-control': FEED_CACHE_CONTROL, etag, 'content-security-policy': csp };
  if (matchesEtag(event.headers['if-none-match'], etag)) return { statusCode: 304, headers };
  return { headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, body: Buffer.from(html, 'utf8') };
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const query = widgetQueryOf(event);
  countFeedRead(event);
  const [item, sections, totals] = await Promise.all([getEvent(eventId), getEventSections(eventId), getListTotals(eventId, { consistent: false })]);
  if (!item) throw eventNotFound();
  const { modalidades, puntosControl } = withSectionDefaults(sections);
  const modality = modalidades.find((candidate) => candidate.codigoModalidad === query.modalidad) ?? modalidades[0];
  const lists = modality ? modalityLists(modality, totals) : [];
  // A list the modality does not have (another modality's category, say) shows its general list.
  const list = query.list === PASSES_LIST || lists.some((known) => widgetListParam(known) === widgetListParam(query.list)) ? query.list : { view: 'general' as const, group: '' };
  const state = stateOf(item);
  const content = await contentOf({ eventId, item, modality, list, page: query.page, totals, points: puntosControl });
  const { html, csp } = widgetDocument({
    nombreEvento: item.nombreEvento,
    color: item.organizador.colorOrganizador ?? '',
    state,
    platformUrl: `${siteOf(event)}${platformPaths[state](eventId)}`,
    modalities: modalidades.map(({ codigoModalidad, descripcionModalidad }) => ({ codigoModalidad, descripcionModalidad })),
    modalidad: modality?.codigoModalidad ?? '',
    lists,
    list,
    content,
  });
  return htmlReply(event, html, csp);
});
