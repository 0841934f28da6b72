// The public read of one registrant's confirmation (docs/registration.md §2 detail page): the random registroId in
// the link is the credential, so no token is sent.
import { useQuery } from '@tanstack/react-query';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { apiRequest } from '@web/lib/api-client';

/** While the registration is still being confirmed (type 0, not refused as AGOTADO) the page asks again this often. */
const PENDING_REFRESH_MS = 5000;

export function useConfirmation(eventId: number | null, registroId: string) {
  return useQuery({
    queryKey: ['registration-confirmation', eventId ?? 0, registroId],
    queryFn: () =>
      apiRequest<RegistrantConfirmation>(`/api/events/${eventId ?? 0}/registrations/${encodeURIComponent(registroId)}`, { signedIn: false }),
    enabled: eventId !== null && registroId !== '',
    refetchInterval: ({ state: { data } }) => (data?.tipoConfirmacion === 0 && !data.agotado ? PENDING_REFRESH_MS : false),
  });
}
