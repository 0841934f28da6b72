// The console routes of the HTTP API (infra/routes.ts): the caller's events, event data, sections,
// timing keys and the review queue of doubtful reads. The API checks the caller's role on the event on every call.
import type { EventInfo, EventSummary } from '@shared/results/event-schemas';
import type { CreatedTimingKey, TimingKeySummary } from '@shared/timing/timing-key-schemas';
import type { ReviewDecisionAnswer, ReviewDecisionRequest, ReviewQueue } from '@shared/timing/read-review-schemas';
import { apiRequest } from '@web/lib/api-client';

export type MyEvent = EventSummary & { role: string };

export const myEventsKey = ['my-events'] as const;
export const timingKeysKey = (eventId: number) => ['timing-keys', eventId] as const;

export async function fetchMyEvents(): Promise<MyEvent[]> {
  return (await apiRequest<{ events: MyEvent[] }>('/api/my-events')).events;
}

export function createEvent(info: EventInfo): Promise<EventSummary> {
  return apiRequest<EventSummary>('/api/events', { method: 'POST', body: info });
}

export function updateEvent(eventId: number, info: EventInfo): Promise<EventSummary> {
  return apiRequest<EventSummary>(`/api/events/${eventId}`, { method: 'PUT', body: info });
}

export async function fetchTimingKeys(eventId: number): Promise<TimingKeySummary[]> {
  return (await apiRequest<{ keys: TimingKeySummary[] }>(`/api/events/${eventId}/timing-keys`)).keys;
}

export function createTimingKey(eventId: number, label: string): Promise<CreatedTimingKey> {
  return apiRequest<CreatedTimingKey>(`/api/events/${eventId}/timing-keys`, { method: 'POST', body: { label } });
}

export function revokeTimingKey(eventId: number, keyId: string): Promise<void> {
  return apiRequest<void>(`/api/events/${eventId}/timing-keys/${encodeURIComponent(keyId)}`, { method: 'DELETE' });
}

export const readReviewsKey = (eventId: number) => ['read-reviews', eventId] as const;

export function fetchReadReviews(eventId: number): Promise<ReviewQueue> {
  return apiRequest<ReviewQueue>(`/api/events/${eventId}/read-reviews`);
}

export function decideReadReview(eventId: number, body: ReviewDecisionRequest): Promise<ReviewDecisionAnswer> {
  return apiRequest<ReviewDecisionAnswer>(`/api/events/${eventId}/read-reviews`, { method: 'POST', body });
}
