// 'Mis actividades' (infra/routes.ts): the athlete's activities a page at a time, and an upload's
// presigned PUT and what it became.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@shared/activities/activity';
import type { ActivityUploadRequest, ActivityUploadState, ActivityUploadTicket } from '@shared/activities/activity-upload';
import { activitiesKey } from '@web/lib/activities-api';
import { apiRequest } from '@web/lib/api-client';

export function useMyActivities() {
  return useInfiniteQuery({
    queryKey: [...activitiesKey, 'mine'],
    queryFn: ({ pageParam }) => apiRequest<ActivityPage>(`/api/me/activities${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.cursor,
  });
}

export function requestActivityUpload(request: ActivityUploadRequest): Promise<ActivityUploadTicket> {
  return apiRequest<ActivityUploadTicket>('/api/me/activity-uploads', { method: 'POST', body: request });
}

export function fetchActivityUpload(uploadId: string): Promise<ActivityUploadState> {
  return apiRequest<ActivityUploadState>(`/api/me/activity-uploads/${encodeURIComponent(uploadId)}`);
}
