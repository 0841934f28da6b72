// The calls of a reto's photos (infra/routes.ts): an upload of one of the athlete's photos, their own
// photos, and a page of the grid of start photos or finishers.
import type { RetoGridType, RetoPhotoPage, RetoPhotoUploadRequest, RetoPhotoUploadTicket, RetoPhotoView } from '@shared/retos/reto-photos';
import { apiRequest } from '@web/lib/api-client';

const retoPath = (eventId: string) => `/api/retos/${encodeURIComponent(eventId)}`;

/** Every photo query of a reto starts with this key: invalidating it refreshes the grids and the athlete's own. */
export const retoPhotosKey = (eventId: string) => ['reto-photos', eventId] as const;
export const retoPhotoGridKey = (eventId: string, type: RetoGridType) => [...retoPhotosKey(eventId), 'grid', type] as const;
export const myRetoPhotosKey = (eventId: string) => [...retoPhotosKey(eventId), 'mine'] as const;

export function requestRetoPhotoUpload(eventId: string, request: RetoPhotoUploadRequest): Promise<RetoPhotoUploadTicket> {
  return apiRequest<RetoPhotoUploadTicket>(`${retoPath(eventId)}/me/photos`, { method: 'POST', body: request });
}

export async function fetchMyRetoPhotos(eventId: string): Promise<RetoPhotoView[]> {
  return (await apiRequest<{ photos: RetoPhotoView[] }>(`${retoPath(eventId)}/me/photos`)).photos;
}

export function fetchRetoPhotoPage(eventId: string, type: RetoGridType, cursor?: string): Promise<RetoPhotoPage> {
  const query = new URLSearchParams({ type, ...(cursor ? { cursor } : {}) });
  return apiRequest<RetoPhotoPage>(`${retoPath(eventId)}/photos?${query}`);
}
