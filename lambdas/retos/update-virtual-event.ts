// PATCH /api/retos/{eventID} — the organizer (or an admin) saves part of a reto's configuration on the
// revision its page read (docs/retos.md §2.8, docs/platform.md §7 'owner update'); the platform owner's panels are for admins.
// A save on an older revision is told (409) and changes nothing: the page keeps what was typed. New
// categories or a new type (by distance or by time) place the athletes again: the reto's positions are
// recomputed off the request path.
import { ADMIN_ONLY_RETO_FIELDS, retoConfigMessages, retoEditsPerUser, updateVirtualEventSchema } from '@shared/retos/reto-config';
import { retoMessages, startsBeforeEnd } from '@shared/retos/virtual-event';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseDocumentBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { organizedRetoOfRoute } from './reto-access';
import { saveRetoConfig, storedReto } from './reto-config-repository';
import { requestPositions } from './reto-positions-queue';
import { toOrganizerRetoView } from './virtual-event-view';

const stale = () => new HttpError(409, 'STALE_REVISION', retoConfigMessages.stale);

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const reto = await organizedRetoOfRoute(event, caller);
  const { revision, ...changes } = parseDocumentBody(event, updateVirtualEventSchema);
  if (caller.perfil !== 1 && ADMIN_ONLY_RETO_FIELDS.some((field) => changes[field] !== undefined)) {
    throw new HttpError(403, 'ADMIN_ONLY', retoConfigMessages.adminOnly);
  }
  await enforceLimits([{ subject: `retos:configurar:${caller.userId}`, limits: retoEditsPerUser }]);
  // The period is checked against the reto as the page saw it; the write's revision guard keeps it so.
  const stored = await storedReto(reto.eventId);
  if (!stored) throw new HttpError(404, 'RETO_NOT_FOUND', retoMessages.adminNotFound);
  if ((stored.revision ?? 0) !== revision) throw stale();
  if (!startsBeforeEnd(changes.eventStart ?? stored.eventStart, changes.eventEnd ?? stored.eventEnd)) {
    throw new HttpError(400, 'START_AFTER_END', retoMessages.startAfterEnd, { [changes.eventEnd ? 'eventEnd' : 'eventStart']: retoMessages.startAfterEnd });
  }
  const outcome = await saveRetoConfig(reto.eventId, revision, changes);
  switch (outcome.kind) {
    case 'saved':
      // Categories and the type place the athletes: their positions are computed again.
      if (changes.categories || changes.eventType) await requestPositions(reto.eventId);
      return { body: toOrganizerRetoView(outcome.reto) };
    case 'stale':
      throw stale();
    case 'slotsBelowIssued':
      throw new HttpError(409, 'SLOTS_BELOW_ISSUED', retoConfigMessages.slotsBelowIssued(outcome.issued), { accessCodeAdmited: retoConfigMessages.slotsBelowIssued(outcome.issued) });
    case 'gone':
      throw new HttpError(404, 'RETO_NOT_FOUND', retoMessages.adminNotFound);
  }
});
