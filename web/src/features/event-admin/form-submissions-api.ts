// The calls of the 'Formularios' tab: one form's submissions a page at a time, and its CSV's text.
import type { SubmissionPage, SubmissionsCsv } from '@shared/sites/form-submission-api';
import { apiRequest } from '@web/lib/api-client';

export const formSubmissionsKey = (eventId: number, form: string) => ['form-submissions', eventId, form] as const;

const submissionsPath = (eventId: number) => `/api/events/${eventId}/forms/submissions`;

export function fetchFormSubmissions(eventId: number, form: string, cursor?: string): Promise<SubmissionPage> {
  const params = new URLSearchParams({ form });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<SubmissionPage>(`${submissionsPath(eventId)}?${params.toString()}`);
}

export const fetchFormSubmissionsCsv = (eventId: number, form: string) => apiRequest<SubmissionsCsv>(`${submissionsPath(eventId)}/csv?${new URLSearchParams({ form }).toString()}`);
