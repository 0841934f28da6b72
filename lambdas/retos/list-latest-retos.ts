// GET /api/retos-admin/latest — 'Eventos virtuales organizados por los usuarios' (docs/retos.md §2.9, §6): the
// latest 150 retos by start, newest first, for the platform's admins (perfil 1) only.
import { retoPageTexts } from '@shared/retos/reto-page-texts';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { toVirtualEventView } from './virtual-event-view';
import { listLatestRetos } from './virtual-events-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  if (caller.perfil !== 1) throw new HttpError(403, 'ADMIN_ONLY', retoPageTexts.authorized.notAuthorized);
  return { body: { retos: (await listLatestRetos()).map(toVirtualEventView) } };
});
