// GET /api/retos/{eventID}/codes?cursor= — the reto's access codes for its organizer, newest first,
// 10 at a time (docs/retos.md §2.8, §9), with the slots issued and admitted.
import { CODES_PAGE, codeCursorOf, codesCursorSchema, type AccessCodePage } from '@shared/retos/access-codes';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { messages } from '@shared/core/messages';
import { listCodes } from './access-codes-repository';
import { organizedRetoOfRoute } from './reto-access';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const reto = await organizedRetoOfRoute(event, caller);
  const cursor = codesCursorSchema.safeParse(event.queryStringParameters?.cursor);
  if (!cursor.success) throw new HttpError(400, 'INVALID_CURSOR', messages.invalidRequest);
  const [date = '', code = ''] = cursor.data?.split('|') ?? [];
  const { codes, more } = await listCodes(reto.eventId, CODES_PAGE, cursor.data ? { date, code } : undefined);
  const last = codes.at(-1);
  const body: AccessCodePage = { codes, issued: reto.codeUsesIssued ?? 0, limit: reto.accessCodeAdmited, ...(more && last ? { cursor: codeCursorOf(last) } : {}) };
  return { body };
});
