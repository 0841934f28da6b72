// GET /api/events/{eventId}/registration-config — the whole registry configuration, discount codes
// included, for anyone with a role on the event; the schema's defaults until one is saved.
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requireEventRole } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { getRegistryConfig } from './registry-config-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requireEventRole(callerOf(event), eventId);
  return { body: (await getRegistryConfig(eventId)) ?? registryConfigSchema.parse({}) };
});
