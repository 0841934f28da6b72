// Test-only: gives a user a role on an event, as the authorized-users form will.
import { z } from 'zod';
import { EVENT_PROFILES } from '@shared/registration/admin-permissions';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { EventRoleEntity } from '@lambdas/data/event-role-entity';

const bodySchema = z.object({ eventId: z.number().int().positive(), userId: z.string().min(1), role: z.enum(EVENT_PROFILES) });

export const handler = httpHandler(async (event) => {
  await EventRoleEntity.put(parseBody(event, bodySchema)).go();
  return { statusCode: 201, body: {} };
});
