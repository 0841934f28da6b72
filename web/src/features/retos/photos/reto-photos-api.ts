// The calls of a reto's photos (infra/routes.ts): an upload of one of the athlete's photos, their own
// photos, and a page of the grid of start photos or finishers.
import type { RetoGridType, RetoPhotoPage, RetoPhotoUploadRequest, RetoPhotoUploadTicket, RetoPhotoView } from '@shared/retos/reto-photos';
import { apiRequest } from '@web/lib/api-client';

const retoPath = (eventID: string) => `/api/retos/${encodeURIComponent(eventID)}`;

/** Every photo query of a reto starts with this key: invalidating it refreshes the grids and the athlete's own. */
export const retoPhotosKey = (eventID: string) => ['reto-photos', eventID] as const;
export const retoPhotoGridKey = (eventID: string, type: RetoGridType) => [...retoPhotosKey(eventID), 'grid', type] as const;
export const myRetoPhotosKey = (eventID: string) => [...retoPhotosKey(eventID), 'mine'] as const;

export function requestRetoPhotoUpload(eventID: string, request: RetoPhotoUploadRequest): Promise<RetoPhotoUploadTicket> {
  return apiRequest<RetoPhotoUploadTicket>(`${retoPath(eventID)}/me/photos`, { method: 'POST', body: request });
}

export async function fetchMyRetoPhotos(eventID: string): Promise<RetoPhotoView[]> {
  return (await apiRequest<{ photos: RetoPhotoView[] }>(`${retoPath(eventID)}/me/photos`)).photos;
}

export function fetchRetoPhotoPage(eventID: string, type: RetoGridType, cursor?: string): Promise<RetoPhotoPage> {
  const query = new URLSearchParams({ type, ...(cursor ? { cursor } : {}) });
  return apiRequest<RetoPhotoPage>(`${retoPath(eventID)}/photos?${query}`);
}
