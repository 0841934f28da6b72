// GET /api/events/{eventId}/registrations/{registroId} — the public confirmation of one registrant;
// the random registroId is the credential.
import { httpHandler } from '../core/http-handler';
import { eventIdOf } from '../results/event-path';
import { toConfirmation } from './confirmation-view';
import { registrantOf } from './registrant-path';
import { currentRegistration } from './registration-context';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const [context, registrant] = await Promise.all([currentRegistration(eventId), registrantOf(event, eventId)]);
  return { body: toConfirmation(registrant, context.event, context.config) };
});
