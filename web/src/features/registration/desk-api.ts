// The desk registration as the staff's form calls it: signed in, answered with the confirmation.
import type { DeskRegistrationRequest } from '@shared/registration/desk-registration-api';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { apiRequest } from '@web/lib/api-client';

export function createDeskRegistration(eventId: number, body: DeskRegistrationRequest): Promise<RegistrantConfirmation> {
  return apiRequest(`/api/events/${eventId}/desk-registrations`, { method: 'POST', body });
}
