// The athlete's recorded activities (infra/routes.ts 'Activities as proof'), for /atletas and the
// reto page: one activity's laps, read once and kept.
import { useQuery } from '@tanstack/react-query';
import type { ActivityDetail } from '@shared/activities/activity';
import { apiRequest } from './api-client';

export const activitiesKey = ['activities'] as const;

export function fetchActivity(activityId: string): Promise<ActivityDetail> {
  return apiRequest<ActivityDetail>(`/api/me/activities/${encodeURIComponent(activityId)}`);
}

/** The activity with its laps, fetched only while `enabled` (a laps panel that is open). */
export function useActivityDetail(activityId: string, enabled: boolean) {
  return useQuery({ queryKey: [...activitiesKey, 'detail', activityId], queryFn: () => fetchActivity(activityId), enabled, staleTime: Infinity });
}
