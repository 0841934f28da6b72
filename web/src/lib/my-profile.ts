// The signed-in athlete's profile (GET /api/me), shared by the app shell and every feature.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '@shared/accounts/account-schemas';
import { apiRequest } from './api-client';
import { useAuth } from './auth-session';

function myProfileKey(userId: string) {
  return ['me', userId] as const;
}

export function fetchMyProfile(): Promise<Profile> {
  return apiRequest<Profile>('/api/me');
}

export function useMyProfile() {
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.userId : '';
  return useQuery({ queryKey: myProfileKey(userId), queryFn: fetchMyProfile, enabled: userId !== '' });
}

/** Stores a profile the API just answered with, so nothing needs to fetch it again. */
export function useStoreMyProfile(): (profile: Profile) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => queryClient.setQueryData(myProfileKey(profile.userId), profile),
    [queryClient],
  );
}
