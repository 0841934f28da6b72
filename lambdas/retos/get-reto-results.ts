// GET /api/retos/{eventID}/results?gender=all|F|M&page= — the reto's results (docs/retos.md §2.6 step 4, §9)
// for its participants and its organizer (or an admin): a precomputed page of 100 finishers,
// '(Resultados preliminares)' while the reto is open, and the podium of each gender once it ended.
import { participationMessages } from '@shared/retos/participation';
import { PODIUM_PLACES, RESULTS_PAGE_SIZE, retoResultsQuerySchema, type RetoResultsPage } from '@shared/retos/reto-results';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { getParticipant } from './participants-repository';
import { isRetoOrganizer, retoOfRoute } from './reto-access';
import { getPositionsState } from './reto-positions-repository';
import { getResultsPage } from './reto-results-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const reto = await retoOfRoute(event);
  const { gender, page } = retoResultsQuerySchema.parse(event.queryStringParameters ?? {});
  if (!isRetoOrganizer(reto, caller) && !(await getParticipant(reto.eventId, caller.userId))) {
    throw new HttpError(403, 'NOT_PARTICIPANT', participationMessages.notParticipant);
  }
  const [state, rows, podiumF, podiumM] = await Promise.all([
    getPositionsState(reto.eventId, { consistent: false }),
    getResultsPage(reto.eventId, gender, page),
    reto.eventEnded ? getResultsPage(reto.eventId, 'F', 1) : [],
    reto.eventEnded ? getResultsPage(reto.eventId, 'M', 1) : [],
  ]);
  const total = state.totals[gender];
  const body: RetoResultsPage = {
    gender,
    page,
    pages: Math.ceil(total / RESULTS_PAGE_SIZE),
    total,
    rows,
    preliminary: !reto.eventEnded,
    podium: reto.eventEnded ? { F: podiumF.slice(0, PODIUM_PLACES), M: podiumM.slice(0, PODIUM_PLACES) } : null,
  };
  return { body };
});
