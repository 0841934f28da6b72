// GET /api/events/{eventId}/waitlist — the event's waiting lists for the admin area: whoever sees
// every registrant ('listAll') sees them.
import { httpHandler } from '@lambdas/core/http-handler';
import { adminCall } from '../admin/admin-request';
import { adminView } from './admin-waitlist';

export const handler = httpHandler(async (event) => {
  const { eventId } = await adminCall(event, 'listAll');
  return { body: await adminView(eventId) };
});
