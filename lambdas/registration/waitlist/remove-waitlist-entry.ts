// DELETE /api/events/{eventId}/waitlist/{codigoModalidad}/entries/{correo} — the organizer takes
// someone off the list ('delete', as a registrant's deletion); a place offered to them passes on at
// once. Answers the lists.
import { httpHandler } from '@lambdas/core/http-handler';
import { adminEntryKey, adminView, notFound } from './admin-waitlist';
import { leaveList } from './leave-list';
import { getEntry } from './waitlist-repository';

export const handler = httpHandler(async (event) => {
  const key = await adminEntryKey(event, 'delete');
  const entry = await getEntry(key);
  if (!entry || !(await leaveList(entry))) throw notFound();
  return { body: await adminView(key.eventId) };
});
