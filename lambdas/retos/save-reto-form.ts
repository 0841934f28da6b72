// PUT /api/retos/{eventID}/me/form — 'Guardar Datos': the athlete's answers to the reto's form,
// checked by the form's own rules (shared/retos/reto-form.ts); a message per field otherwise.
import { checkRetoFormAnswers, retoFormSchema } from '@shared/retos/reto-form';
import { participationMessages } from '@shared/retos/participation';
import { messages } from '@shared/core/messages';
import { z } from 'zod';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { participationOfRoute } from './participant-access';
import { updateParticipant } from './participants-repository';
import { toParticipationView } from './participation-view';

/** The answers object; its keys and values are checked against the reto's form below. */
const bodySchema = z.object({ answers: z.record(z.string().max(40), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()])) });

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { answers } = parseBody(event, bodySchema);
  const { reto } = await participationOfRoute(event, caller);
  if (reto.eventEnded) throw new HttpError(409, 'RETO_ENDED', participationMessages.eventEnded);
  const form = retoFormSchema.catch([]).parse('form' in reto ? reto.form : []);
  const check = checkRetoFormAnswers(form, answers);
  if (!check.ok) throw new HttpError(400, 'INVALID_FORM', messages.invalidRequest, check.problems);
  const updated = await updateParticipant(reto.eventId, caller.userId, { form: check.answers });
  if (!updated) throw new HttpError(403, 'NOT_PARTICIPANT', participationMessages.notParticipant);
  return { body: toParticipationView(updated, reto) };
});
