// The admin area's waiting-list calls (infra/routes.ts): the lists, a move in line and a removal; each
// answers the lists as they are after it.
import type { WaitlistAdminView } from '@shared/registration/waitlist-api';
import { apiRequest } from '@web/lib/api-client';

export const waitlistKey = (eventId: number) => ['waitlist', eventId] as const;

const entryPath = (eventId: number, codigoModalidad: string, correo: string) =>
  `/api/events/${eventId}/waitlist/${encodeURIComponent(codigoModalidad)}/entries/${encodeURIComponent(correo)}`;

export const fetchWaitlist = (eventId: number) => apiRequest<WaitlistAdminView>(`/api/events/${eventId}/waitlist`);

export const moveWaitlistEntry = (eventId: number, codigoModalidad: string, correo: string, posicion: number) =>
  apiRequest<WaitlistAdminView>(`${entryPath(eventId, codigoModalidad, correo)}/position`, { method: 'PUT', body: { posicion } });

export const removeWaitlistEntry = (eventId: number, codigoModalidad: string, correo: string) =>
  apiRequest<WaitlistAdminView>(entryPath(eventId, codigoModalidad, correo), { method: 'DELETE' });
