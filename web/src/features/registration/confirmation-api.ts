// The public read of one registrant's confirmation (docs/registration.md §2 detail page): the link's
// credential (the random registroId, and after a transfer its new holder's key) is sent, no token.
import { useQuery } from '@tanstack/react-query';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { ApiError, apiRequest } from '@web/lib/api-client';

/** While the registration is still being confirmed (type 0, not refused as AGOTADO) the page asks again this often. */
const PENDING_REFRESH_MS = 5000;

/** A link the server refused (unknown, or of a holder before a transfer) is not asked again. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Whether the link is of a registration transferred to someone else since (410 REGISTRATION_TRANSFERRED). */
export const isTransferredAway = (error: unknown) => error instanceof ApiError && error.status === 410;

/** `enlace`: the page's `registry`, the registration's link credential (registrationLink). */
export function useConfirmation(eventId: number | null, enlace: string) {
  return useQuery({
    queryKey: ['registration-confirmation', eventId ?? 0, enlace],
    queryFn: () => apiRequest<RegistrantConfirmation>(`/api/events/${eventId ?? 0}/registrations/${encodeURIComponent(enlace)}`, { signedIn: false }),
    enabled: eventId !== null && enlace !== '',
    retry: (failures, error) => !refused(error) && failures < 1,
    refetchInterval: ({ state: { data } }) => (data?.tipoConfirmacion === 0 && !data.agotado ? PENDING_REFRESH_MS : false),
  });
}
