// The retos routes of the HTTP API (infra/routes.ts): create one, the caller's own, the athlete's
// participations, a reto's configuration and its media, the admins' list of every reto.
import type { MyParticipationItem } from '@shared/retos/participation';
import type { UpdateVirtualEventRequest } from '@shared/retos/reto-config';
import type { RetoMediaUploadRequest, RetoMediaUploadTicket } from '@shared/retos/reto-media';
import type { CreateVirtualEventRequest, OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';
import { apiFile, apiRequest } from '@web/lib/api-client';

export const myRetosKey = ['my-retos'] as const;

export async function fetchMyRetos(): Promise<VirtualEventView[]> {
  return (await apiRequest<{ retos: VirtualEventView[] }>('/api/my-retos')).retos;
}

export function createReto(request: CreateVirtualEventRequest): Promise<VirtualEventView> {
  return apiRequest<VirtualEventView>('/api/retos', { method: 'POST', body: request });
}

export const myParticipationsKey = ['my-participations'] as const;

export async function fetchMyParticipations(): Promise<MyParticipationItem[]> {
  return (await apiRequest<{ items: MyParticipationItem[] }>('/api/my-participations')).items;
}

const retoPath = (eventId: string) => `/api/retos/${encodeURIComponent(eventId)}`;

export const retoConfigKey = (eventId: string) => ['reto-config', eventId] as const;

export function fetchRetoConfig(eventId: string): Promise<OrganizerRetoView> {
  return apiRequest<OrganizerRetoView>(`${retoPath(eventId)}/config`);
}

export function updateReto(eventId: string, request: UpdateVirtualEventRequest): Promise<OrganizerRetoView> {
  return apiRequest<OrganizerRetoView>(retoPath(eventId), { method: 'PATCH', body: request });
}

export function requestRetoMediaUpload(eventId: string, request: RetoMediaUploadRequest): Promise<RetoMediaUploadTicket> {
  return apiRequest<RetoMediaUploadTicket>(`${retoPath(eventId)}/media-uploads`, { method: 'POST', body: request });
}

export const fetchCertificateSample = (eventId: string): Promise<Blob> => apiFile(`${retoPath(eventId)}/certificate-sample?format=jpeg`);

export const latestRetosKey = ['retos-admin', 'latest'] as const;

export async function fetchLatestRetos(): Promise<VirtualEventView[]> {
  return (await apiRequest<{ retos: VirtualEventView[] }>('/api/retos-admin/latest')).retos;
}
