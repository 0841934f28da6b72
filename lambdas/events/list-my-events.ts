// GET /api/my-events — the events the caller holds a role on, with that role, latest first.
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { toEventSummary } from './event-view';
import { listRolesOfUser } from './event-roles-repository';
import { getEvents } from './events-repository';

export const handler = httpHandler(async (event) => {
  const roles = await listRolesOfUser(callerOf(event).userId);
  const roleOf = new Map(roles.map((item) => [item.eventId, item.role]));
  const events = (await getEvents([...roleOf.keys()]))
    .map((item) => ({ ...toEventSummary(item), role: roleOf.get(item.eventId) ?? '' }))
    .sort((a, b) => `${b.fechaEvento} ${b.horaEvento}`.localeCompare(`${a.fechaEvento} ${a.horaEvento}`));
  return { body: { events } };
});
