// The public read routes of the results API (infra/routes.ts), typed by the shared contracts.
import type { LiveState } from '@shared/realtime/live-messages';
import type { AgeGrade } from '@shared/results/age-grade-value';
import type { EventSummary } from '@shared/results/event-schemas';
import type { LivePass, ResultRow, ResultsCsv, StandingsPage, StandingsView } from '@shared/results/result-row';
import { type PublicEventList, publicEventApi } from '@shared/results/public-event-api';
import { apiRequest } from '@web/lib/api-client';

export type EventListName = PublicEventList;

export interface EventListPage {
  events: EventSummary[];
  nextCursor?: string;
}

export interface AthletePhoto {
  url: string;
  urlThumb: string;
  horaAjustada: number;
}

export interface AthleteDetail {
  row: ResultRow;
  photos: AthletePhoto[];
  /** The age grade when the athlete's modality is graded (docs/results.md "Edad ajustada"). */
  grade: AgeGrade | null;
}


/** The first matches (at most 50) and how many matched in all. */
export interface SearchAnswer {
  rows: ResultRow[];
  total: number;
}

export interface StandingsQuery {
  modalidad: string;
  view: StandingsView;
  group: string;
}

const publicGet = <T>(path: string, cache?: RequestCache) => apiRequest<T>(path, { signedIn: false, ...(cache ? { cache } : {}) });

export function fetchEventList(list: EventListName, cursor?: string): Promise<EventListPage> {
  return publicGet(publicEventApi.list(list, cursor));
}

/**
 * Without a page number the API answers the first page; the next ones follow `page + 1`. `fresh` asks
 * the server again past the browser's cached copy (the answers are cacheable for a few seconds).
 */
const listQuery = (standings: StandingsQuery) => {
  const query = new URLSearchParams({ modalidad: standings.modalidad, view: standings.view });
  if (standings.group) query.set('group', standings.group);
  return query;
};

/** A page's rows are athletes, or teams for the team report (`Row`). */
export function fetchStandingsPage<Row = ResultRow>(eventId: number, standings: StandingsQuery, page: number | null, fresh = false): Promise<StandingsPage<Row>> {
  const query = listQuery(standings);
  if (page !== null) query.set('page', String(page));
  return publicGet(`/api/events/${eventId}/results?${query}`, fresh ? 'no-cache' : undefined);
}

/** A report as a CSV file's text (the team report). */
export function fetchResultsCsv(eventId: number, standings: StandingsQuery): Promise<ResultsCsv> {
  return publicGet(`/api/events/${eventId}/results/csv?${listQuery(standings)}`);
}

export function searchAthletes(eventId: number, text: string): Promise<SearchAnswer> {
  return publicGet(`/api/events/${eventId}/search?${new URLSearchParams({ q: text })}`);
}

export const athleteKey = (eventId: number, bib: string) => ['athlete', eventId, bib] as const;

export function fetchAthlete(eventId: number, bib: string): Promise<AthleteDetail> {
  return publicGet(`/api/events/${eventId}/athletes/${encodeURIComponent(bib)}`);
}

export function fetchLiveSnapshot(eventId: number): Promise<LiveState> {
  return publicGet(`/api/events/${eventId}/live`);
}

/** The live table under a filter of one modality (a checkpoint code, 0 the finish, 100000 those on course). */
export function fetchLivePasses(eventId: number, modalidad: string, filtro: number): Promise<{ passes: LivePass[] }> {
  return publicGet(`/api/events/${eventId}/live/passes?${new URLSearchParams({ modalidad, filtro: String(filtro) })}`);
}
