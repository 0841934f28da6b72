// The athlete's reto page as the web tests drive it: a participation as the API answers it, and the
// API of one reto stubbed with a participation the test may change.
import type { ParticipationView } from '@shared/retos/participation';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { stubApi, type ApiAnswer, type ApiCall } from '../support/fake-api';
import { aVirtualEventView } from '../support/retos';

export const slow = { timeout: 30_000 };
export const RETO = '/api/retos/1-2-3';

export function aParticipation(overrides: Partial<ParticipationView> = {}): ParticipationView {
  return {
    eventID: '1-2-3',
    userID: 'user-1',
    athleteName: 'Lucía',
    athleteLastName: 'Hernández',
    athleteGender: 'F',
    raceNumber: '7',
    category: 'Libre',
    active: true,
    paymentPending: false,
    form: null,
    formPending: false,
    step: 0,
    goalTime: '00:00:00',
    finishTime: null,
    finishTimeDate: null,
    startLinePhoto: null,
    finishLinePhoto: null,
    evidencePhotos: 0,
    activityId: null,
    activitySummary: null,
    positions: { absolute: 0, gender: 0, category: 0, relative: 100, relativeGender: 100, relativeCategory: 100 },
    receipt: null,
    ...overrides,
  };
}

type Route = ApiAnswer | ((call: ApiCall) => ApiAnswer);

/**
 * GET of the reto, of the caller's participation and of the steps' lists (photos, results), plus the
 * test's own routes. The chat answers as to someone outside the reto, so no message buttons follow a topic.
 */
export function stubReto(reto: Partial<VirtualEventView>, participation: ParticipationView | null, routes: Record<string, Route> = {}): ApiCall[] {
  return stubApi({
    [`GET ${RETO}`]: { status: 200, body: aVirtualEventView(reto) },
    [`GET ${RETO}/me`]: { status: 200, body: { participation } },
    [`GET ${RETO}/me/photos`]: { status: 200, body: { photos: [] } },
    [`GET ${RETO}/photos?type=startLine`]: { status: 200, body: { photos: [] } },
    [`GET ${RETO}/photos?type=finishLine`]: { status: 200, body: { photos: [] } },
    [`GET ${RETO}/results?gender=all&page=1`]: { status: 200, body: { gender: 'all', page: 1, pages: 0, total: 0, rows: [], preliminary: true, podium: null } },
    [`GET ${RETO}/chat/me`]: { status: 403, body: { code: 'NOT_PARTICIPANT', message: 'Usuario no autorizado para este evento' } },
    ...routes,
  });
}

export const sent = (calls: ApiCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
