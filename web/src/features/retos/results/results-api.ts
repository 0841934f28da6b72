// The results and participants routes of a reto (infra/routes.ts): a page of results, the
// organizer's participants a page at a time, their CSV and one participant's detail.
import type { RetoParticipantDetail, RetoParticipantPage, RetoParticipantsCsv } from '@shared/retos/reto-participants';
import type { ResultList, RetoResultsPage } from '@shared/retos/reto-results';
import { apiRequest } from '@web/lib/api-client';

const retoPath = (eventID: string) => `/api/retos/${encodeURIComponent(eventID)}`;

export const retoResultsKey = (eventID: string, gender: ResultList, page: number) => ['reto-results', eventID, gender, page] as const;
export const retoParticipantsKey = (eventID: string) => ['reto-participants', eventID] as const;
export const retoParticipantKey = (eventID: string, userID: string) => ['reto-participant', eventID, userID] as const;

export function fetchRetoResults(eventID: string, gender: ResultList, page: number): Promise<RetoResultsPage> {
  return apiRequest<RetoResultsPage>(`${retoPath(eventID)}/results?gender=${gender}&page=${page}`);
}

export function fetchRetoParticipants(eventID: string, cursor?: string): Promise<RetoParticipantPage> {
  return apiRequest<RetoParticipantPage>(`${retoPath(eventID)}/participants${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
}

export function fetchRetoParticipantsCsv(eventID: string): Promise<RetoParticipantsCsv> {
  return apiRequest<RetoParticipantsCsv>(`${retoPath(eventID)}/participants/csv`);
}

export function fetchRetoParticipant(eventID: string, userID: string): Promise<RetoParticipantDetail> {
  return apiRequest<RetoParticipantDetail>(`${retoPath(eventID)}/participants/${encodeURIComponent(userID)}`);
}
