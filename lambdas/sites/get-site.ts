// GET /api/events/{eventId}/site — the event's organizer web for its editors: draft, publication, hosts.
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { siteEditorView } from './site-editor-view';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'configure');
  return { body: await siteEditorView(eventId) };
});
