// The athlete's training data (infra/routes.ts 'training data'): read, and saved whole; saving
// drops the activities read so far, since their figures follow the new FTP and zones.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TrainingSettings } from '@shared/activities/training-settings';
import { activitiesKey } from '@web/lib/activities-api';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-session';

const trainingKey = (userId: string) => ['training', userId] as const;

export function useMyTraining() {
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.userId : '';
  return useQuery({ queryKey: trainingKey(userId), queryFn: () => apiRequest<TrainingSettings>('/api/me/training'), enabled: userId !== '' });
}

/** Saves the training data and keeps what the API answered. */
export function useSaveMyTraining(): (settings: TrainingSettings) => Promise<TrainingSettings> {
  const queryClient = useQueryClient();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.userId : '';
  return useCallback(
    async (settings: TrainingSettings) => {
      const saved = await apiRequest<TrainingSettings>('/api/me/training', { method: 'PUT', body: settings });
      queryClient.setQueryData(trainingKey(userId), saved);
      await queryClient.invalidateQueries({ queryKey: [...activitiesKey, 'detail'] });
      return saved;
    },
    [queryClient, userId],
  );
}
