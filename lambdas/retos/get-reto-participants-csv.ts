// GET /api/retos/{eventID}/participants/csv — the participant list as a CSV file's text ('Descargar
// CSV', docs/retos.md §2.8), for the reto's organizer or an admin.
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { organizedRetoOfRoute } from './reto-access';
import { participantsCsv } from './reto-participants-csv';

export const handler = httpHandler(async (event) => {
  const reto = await organizedRetoOfRoute(event, callerOf(event));
  return { body: await participantsCsv(reto) };
});
