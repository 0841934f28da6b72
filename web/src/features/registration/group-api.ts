// The group registration call (docs/registration.md, Group registration): public, like the flow's own.
import type { CreatedGroupRegistration, GroupRegistrationRequest } from '@shared/registration/group-registration-api';
import { apiRequest } from '@web/lib/api-client';

export function createGroupRegistration(eventId: number, body: GroupRegistrationRequest): Promise<CreatedGroupRegistration> {
  return apiRequest(`/api/events/${eventId}/group-registrations`, { method: 'POST', body, signedIn: false });
}
