// POST /api/retos/{eventID}/codes — the organizer generates access codes (docs/retos.md §5): 1–500 codes of
// 1–1,000 uses, never more uses in all than the reto's available slots; the same request sent again
// (its intento) makes no more.
import { codeMessages, generateCodesSchema } from '@shared/retos/access-codes';
import { rateLimits } from '@shared/core/rate-limits';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { generateCodes } from './access-codes-repository';
import { organizedRetoOfRoute } from './reto-access';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const request = parseBody(event, generateCodesSchema);
  const reto = await organizedRetoOfRoute(event, caller);
  if (reto.lastCodeBatch === request.intento) return { body: { created: 0 } };
  if ((reto.codeUsesIssued ?? 0) + request.quantity * request.uses > reto.accessCodeAdmited) {
    throw new HttpError(409, 'CODE_LIMIT', codeMessages.limit(reto.accessCodeAdmited));
  }
  await enforceLimits([{ subject: `retos:codigos:${caller.userId}`, limits: rateLimits.retoCodeGenerationsPerUser }]);
  const created = await generateCodes(reto.eventId, caller.userId, request, new Date());
  return { statusCode: created > 0 ? 201 : 200, body: { created } };
});
