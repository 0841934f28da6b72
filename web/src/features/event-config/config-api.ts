// The routes the Configuración tab calls (infra/routes.ts): the registry configuration, the event's
// sections and its plain data. The API checks the caller's role on the event on every call.
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { EventInfo, EventSummary } from '@shared/results/event-schemas';
import type { EventSectionName } from '@shared/results/event-sections';
import { apiRequest } from '@web/lib/api-client';

export const registryConfigKey = (eventId: number) => ['registry-config', eventId] as const;

export function fetchRegistryConfig(eventId: number): Promise<RegistryConfig> {
  return apiRequest<RegistryConfig>(`/api/events/${eventId}/registration-config`);
}

export function saveRegistryConfig(eventId: number, config: RegistryConfig): Promise<RegistryConfig> {
  return apiRequest<RegistryConfig>(`/api/events/${eventId}/registration-config`, { method: 'PUT', body: config });
}

/** Answers the section as stored. */
export async function saveSection(eventId: number, section: EventSectionName, data: unknown): Promise<unknown> {
  return (await apiRequest<{ section: EventSectionName; data: unknown }>(`/api/events/${eventId}/sections/${section}`, { method: 'PUT', body: data })).data;
}

export function updateEvent(eventId: number, info: EventInfo): Promise<EventSummary> {
  return apiRequest<EventSummary>(`/api/events/${eventId}`, { method: 'PUT', body: info });
}
