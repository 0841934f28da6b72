// The public registration API as the flow calls it: no account needed, so no token is sent.
import { useQuery } from '@tanstack/react-query';
import type {
  CreatedRegistration,
  DiscountCheck,
  DiscountCheckResponse,
  PaymentRequest,
  RegistrantConfirmation,
  RegistrationRequest,
  RegistrationView,
} from '@shared/registration/registration-api';
import { publicEventApi } from '@shared/results/public-event-api';
import { apiRequest } from '@web/lib/api-client';

const registrationsPath = (eventId: number) => `/api/events/${eventId}/registrations`;

export const registrationViewKey = (eventId: number) => ['registration-view', eventId];

export function useRegistrationView(eventId: number | null) {
  return useQuery({
    queryKey: registrationViewKey(eventId ?? 0),
    queryFn: () => apiRequest<RegistrationView>(publicEventApi.registration(eventId ?? 0), { signedIn: false }),
    enabled: eventId !== null,
  });
}

export function checkDiscount(eventId: number, body: DiscountCheck): Promise<DiscountCheckResponse> {
  return apiRequest(`${registrationsPath(eventId)}/discount`, { method: 'POST', body, signedIn: false });
}

export function createRegistration(eventId: number, body: RegistrationRequest): Promise<CreatedRegistration> {
  return apiRequest(registrationsPath(eventId), { method: 'POST', body, signedIn: false });
}

export function payRegistration(eventId: number, registroId: string, body: PaymentRequest): Promise<RegistrantConfirmation> {
  return apiRequest(`${registrationsPath(eventId)}/${encodeURIComponent(registroId)}/payment`, { method: 'POST', body, signedIn: false });
}
