// What a form section reads and sends: the event's field groups, from the public registration view
// (its configuration carries gruposFormularios), and a visitor's answers to one of them.
import { useQuery } from '@tanstack/react-query';
import type { FormField } from '@shared/registration/registry-config-schema';
import type { RegistrationView } from '@shared/registration/registration-api';
import type { CreatedSubmission, SubmissionRequest } from '@shared/sites/form-submission-api';
import { apiRequest } from '@web/lib/api-client';

export function useEventFormGroups(eventId: number) {
  return useQuery({
    queryKey: ['event-form-groups', eventId],
    queryFn: async (): Promise<Record<string, FormField[]>> => (await apiRequest<RegistrationView>(`/api/events/${eventId}/registration`, { signedIn: false })).config.gruposFormularios,
  });
}

/** The group the section names, or null when the event has none by that name. */
export const groupNamed = (groups: Record<string, FormField[]>, grupo: string): FormField[] | null => (Object.hasOwn(groups, grupo) ? (groups[grupo] ?? null) : null);

export const sendSubmission = (eventId: number, grupo: string, body: SubmissionRequest) =>
  apiRequest<CreatedSubmission>(`/api/events/${eventId}/forms/${encodeURIComponent(grupo)}/submissions`, { method: 'POST', body, signedIn: false });
