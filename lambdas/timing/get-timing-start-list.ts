// GET /api/timing/events/{eventId}/athletes — the start list for a timing app paired with the event's key.
import { httpHandler } from '@lambdas/core/http-handler';
import { startListRunners } from './start-list-runners';
import { hashTimingKey } from './timing-key-secret';
import { authorizedEventId } from './timing-request';

export const handler = httpHandler(async (event) => {
  const eventId = await authorizedEventId(event);
  // Counted per key, named by a hash: the key itself is never kept, not even in memory.
  const keyHash = hashTimingKey(event.headers['x-api-key'] ?? '');
  return { headers: { 'cache-control': 'no-store' }, body: await startListRunners(eventId, `llave:${keyHash}`) };
});
