// GET /api/retos/{eventID}/me — the signed-in athlete's participation in the reto, or null before
// registering (the page then shows step 0's access-code form); a priced reto's with its receipt once paid.
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { getParticipant } from './participants-repository';
import { getRetoPayment } from './payment/reto-payments-repository';
import { toParticipationView } from './participation-view';
import { retoOfRoute } from './reto-access';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const reto = await retoOfRoute(event);
  const participant = await getParticipant(reto.eventId, caller.userId);
  if (!participant) return { body: { participation: null } };
  const payment = reto.price > 0 ? await getRetoPayment(reto.eventId, caller.userId) : null;
  return { body: { participation: toParticipationView(participant, reto, payment) } };
});
