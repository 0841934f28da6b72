// The results a custom view's templates read: every finisher of the event (general standings of each
// modality, all pages) for `#n#` boxes, and one athlete's row for the view's bib.
import type { Modality } from '@shared/results/event-schemas';
import type { ResultRow, StandingsPage } from '@shared/results/result-row';
import { ApiError, apiRequest } from '@web/lib/api-client';

const publicGet = <T>(path: string) => apiRequest<T>(path, { signedIn: false });

function generalPage(eventId: number, modalidad: string, page?: number): Promise<StandingsPage> {
  const query = new URLSearchParams({ modalidad, view: 'general' });
  if (page !== undefined) query.set('page', String(page));
  return publicGet(`/api/events/${eventId}/results?${query}`);
}

async function modalityRows(eventId: number, modalidad: string): Promise<ResultRow[]> {
  const first = await generalPage(eventId, modalidad);
  const rest = Array.from({ length: Math.max(0, first.pageCount - 1) }, (_, i) => generalPage(eventId, modalidad, first.page + i + 1));
  return [first, ...(await Promise.all(rest))].flatMap((page) => page.rows);
}

export async function fetchFinishers(eventId: number, modalities: Modality[]): Promise<ResultRow[]> {
  const perModality = await Promise.all(modalities.map((modality) => modalityRows(eventId, modality.codigoModalidad)));
  return perModality.flat();
}

/** The row of one bib; null when the event has no such athlete, so its fields render empty. */
export async function fetchAthleteRow(eventId: number, bib: string): Promise<ResultRow | null> {
  try {
    return (await publicGet<{ row: ResultRow }>(`/api/events/${eventId}/athletes/${encodeURIComponent(bib)}`)).row;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
