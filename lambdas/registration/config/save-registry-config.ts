// PUT /api/events/{eventId}/registration-config — the registry configuration, validated and stored
// whole; a bad document answers 400 with the path of every field at fault. Only the profiles the
// spec shows the Configuración tab to (docs/registrant-admin.md §6) change it ('configure'); the other roles read it. Registrations read it
// from then on (its revision moves on after the save: a save cut short before it answers 500, and
// saving again moves it). A capacity raised offers its new places to the waiting lists at once.
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseDocumentBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { markRegistrationChanged } from '@lambdas/events/registration-revision';
import { saveRegistryConfig } from './registry-config-repository';
import { offerAtOnce } from '../waitlist/waitlist-offers';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const caller = callerOf(event);
  await requirePermission(caller, eventId, 'configure');
  const config = parseDocumentBody(event, registryConfigSchema);
  await saveRegistryConfig(eventId, config, caller.userId);
  await markRegistrationChanged(eventId, Object.keys(config.configModalidad));
  await offerAtOnce(eventId);
  return { body: config };
});
