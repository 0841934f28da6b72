// GET /api/my-retos — the retos the caller organizes (docs/retos.md §2.7 'Eventos virtuales Organizados por
// mí'), newest start first.
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { toVirtualEventView } from './virtual-event-view';
import { listRetosOf } from './virtual-events-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  return { body: { retos: (await listRetosOf(caller.userId)).map(toVirtualEventView) } };
});
