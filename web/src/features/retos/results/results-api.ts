// The results and participants routes of a reto (infra/routes.ts): a page of results, the
// organizer's participants a page at a time, their CSV and one participant's detail.
import type { RetoParticipantDetail, RetoParticipantPage, RetoParticipantsCsv } from '@shared/retos/reto-participants';
import type { ResultList, RetoResultsPage } from '@shared/retos/reto-results';
import { retoApiPath } from '@shared/retos/reto-api-path';
import { apiRequest } from '@web/lib/api-client';


export const retoResultsKey = (eventId: string, gender: ResultList, page: number) => ['reto-results', eventId, gender, page] as const;
export const retoParticipantsKey = (eventId: string) => ['reto-participants', eventId] as const;
export const retoParticipantKey = (eventId: string, userID: string) => ['reto-participant', eventId, userID] as const;

export function fetchRetoResults(eventId: string, gender: ResultList, page: number): Promise<RetoResultsPage> {
  return apiRequest<RetoResultsPage>(`${retoApiPath(eventId)}/results?gender=${gender}&page=${page}`);
}

export function fetchRetoParticipants(eventId: string, cursor?: string): Promise<RetoParticipantPage> {
  return apiRequest<RetoParticipantPage>(`${retoApiPath(eventId)}/participants${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
}

export function fetchRetoParticipantsCsv(eventId: string): Promise<RetoParticipantsCsv> {
  return apiRequest<RetoParticipantsCsv>(`${retoApiPath(eventId)}/participants/csv`);
}

export function fetchRetoParticipant(eventId: string, userID: string): Promise<RetoParticipantDetail> {
  return apiRequest<RetoParticipantDetail>(`${retoApiPath(eventId)}/participants/${encodeURIComponent(userID)}`);
}
