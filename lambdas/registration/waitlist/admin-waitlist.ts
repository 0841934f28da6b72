// What the admin routes of the waiting lists share: the caller's permission, the entry the path names
// and the lists as the answer.
import type { AdminAction } from '@shared/registration/admin-permissions';
import { waitlistCorreo } from '@shared/registration/waitlist';
import type { WaitlistAdminView } from '@shared/registration/waitlist-api';
import { waitlistApiMessages } from '@shared/registration/waitlist-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { withSectionDefaults } from '@shared/results/event-sections';
import { adminCall } from '../admin/admin-request';
import { waitlistAdminView } from './waitlist-admin-view';
import { listEntries, type EntryKey } from './waitlist-repository';

/** The path's parameter, whether the gateway decoded it already or not; a malformed escape names nothing. */
function pathParameter(event: HttpEvent, name: string): string {
  const raw = event.pathParameters?.[name] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

/** The caller may `action`; the path names the entry. */
export async function adminEntryKey(event: HttpEvent, action: AdminAction): Promise<EntryKey> {
  const { eventId } = await adminCall(event, action);
  const codigoModalidad = pathParameter(event, 'codigoModalidad');
  const correo = waitlistCorreo(pathParameter(event, 'correo'));
  if (!codigoModalidad || codigoModalidad.length > 20 || !correo || correo.length > 1000) throw notFound();
  return { eventId, codigoModalidad, correo };
}

export const notFound = () => new HttpError(404, 'WAITLIST_ENTRY_NOT_FOUND', waitlistApiMessages.notFound);

export async function adminView(eventId: number): Promise<WaitlistAdminView> {
  const [entries, sections] = await Promise.all([listEntries(eventId), getEventSections(eventId)]);
  return waitlistAdminView(entries, withSectionDefaults(sections).modalidades);
}
