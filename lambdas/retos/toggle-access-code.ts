// PUT /api/retos/{eventID}/codes/{code} — the organizer switches a code off or on again; a used-up
// code cannot be switched on (docs/retos.md §4).
import { codeMessages, toggleCodeSchema } from '@shared/retos/access-codes';
import { accessCodeSchema } from '@shared/retos/participation';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { toggleCode } from './access-codes-repository';
import { organizedRetoOfRoute } from './reto-access';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { active } = parseBody(event, toggleCodeSchema);
  const reto = await organizedRetoOfRoute(event, caller);
  const code = accessCodeSchema.safeParse(event.pathParameters?.code ?? '');
  const toggled = code.success ? await toggleCode(reto.eventId, code.data, active) : null;
  if (!toggled) throw new HttpError(404, 'CODE_NOT_FOUND', codeMessages.unknown);
  return { body: toggled };
});
