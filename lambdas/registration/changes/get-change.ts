// GET /api/events/{eventId}/changes/{cambioId} — a change as its payer reads it: the new athlete of a
// transfer opening the link the holder shared, or the holder paying a modality change
// (docs/registration.md, Transfers and modality changes). The random cambioId is the credential; an
// applied transfer's answer names no link to the registration (pay-change.ts gives it to its payer).
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { getRegistrant } from '../registrants-repository';
import { changeContext, changeNotFound, changeOf } from './change-request';
import { toChangeView } from './change-view';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const [change, context] = await Promise.all([changeOf(event, eventId), changeContext(eventId)]);
  const registrant = await getRegistrant(change);
  if (!registrant) throw changeNotFound();
  // Never the registration's link: whoever gave it away knows this change's id as well as its new holder.
  return { body: toChangeView(change, context.event, context.config, registrant.descripcionModalidad) };
});
