// The public API of an athlete's changes (docs/registration.md, Transfers and modality changes): no
// account, the registration's link credential (registrationLink) or the cambioId in the path is the credential.
import { useQuery } from '@tanstack/react-query';
import type { ChangePayment, ChangeView, StartChange } from '@shared/registration/change-api';
import { apiRequest } from '@web/lib/api-client';

/** `enlace`: the registration's link credential (registrationLink), as its page's address carries it. */
const registrationPath = (eventId: number, enlace: string) => `/api/events/${eventId}/registrations/${encodeURIComponent(enlace)}`;
const changePath = (eventId: number, cambioId: string) => `/api/events/${eventId}/changes/${encodeURIComponent(cambioId)}`;

export const changeKey = (eventId: number, cambioId: string) => ['registration-change', eventId, cambioId];

export function useChange(eventId: number | null, cambioId: string) {
  return useQuery({
    queryKey: changeKey(eventId ?? 0, cambioId),
    queryFn: () => apiRequest<ChangeView>(changePath(eventId ?? 0, cambioId), { signedIn: false }),
    enabled: eventId !== null && cambioId !== '',
  });
}

export const startChange = (eventId: number, enlace: string, body: StartChange) =>
  apiRequest<ChangeView>(`${registrationPath(eventId, enlace)}/changes`, { method: 'POST', body, signedIn: false });

export const cancelChange = (eventId: number, enlace: string, cambioId: string) =>
  apiRequest<ChangeView>(`${registrationPath(eventId, enlace)}/changes/${encodeURIComponent(cambioId)}`, { method: 'DELETE', signedIn: false });

export const payChange = (eventId: number, cambioId: string, body: ChangePayment) =>
  apiRequest<ChangeView>(`${changePath(eventId, cambioId)}/payment`, { method: 'POST', body, signedIn: false });
