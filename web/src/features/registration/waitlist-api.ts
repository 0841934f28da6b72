// The waiting list's public calls (infra/routes.ts): joining a sold-out modality's list, and the
// athlete's own entry read or left with the key their mail carries. No account needed.
import type { JoinedWaitlist, JoinWaitlist, WaitlistEntryKey, WaitlistEntryView } from '@shared/registration/waitlist-api';
import { apiRequest } from '@web/lib/api-client';

const waitlistPath = (eventId: number) => `/api/events/${eventId}/waitlist`;

export const waitlistEntryKey = (eventId: number, key: WaitlistEntryKey) => ['waitlist-entry', eventId, key.codigoModalidad, key.correo, key.clave] as const;

export const joinWaitlist = (eventId: number, body: JoinWaitlist) => apiRequest<JoinedWaitlist>(waitlistPath(eventId), { method: 'POST', body, signedIn: false });

export const fetchWaitlistEntry = (eventId: number, body: WaitlistEntryKey) =>
  apiRequest<WaitlistEntryView>(`${waitlistPath(eventId)}/entry`, { method: 'POST', body, signedIn: false });

export const leaveWaitlist = (eventId: number, body: WaitlistEntryKey) => apiRequest<unknown>(`${waitlistPath(eventId)}/exit`, { method: 'POST', body, signedIn: false });
