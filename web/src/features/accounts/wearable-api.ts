// The athlete's wearable connection (infra/routes.ts): read, started (the provider's page for the
// popup), completed with what the popup brought back, removed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { WearableAuthorizationRequest, WearableConnectionView, WearableConnectRequest, WearableConnectStart } from '@shared/activities/wearable';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-session';

const wearableKey = (userId: string) => ['wearable', userId] as const;

export function useWearableConnection() {
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.userId : '';
  return useQuery({ queryKey: wearableKey(userId), queryFn: () => apiRequest<WearableConnectionView>('/api/me/wearable'), enabled: userId !== '' });
}

/** Stores a connection the API just answered with. */
export function useStoreWearable(): (view: WearableConnectionView) => void {
  const queryClient = useQueryClient();
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.userId : '';
  return useCallback((view: WearableConnectionView) => queryClient.setQueryData(wearableKey(userId), view), [queryClient, userId]);
}

export function startWearableConnection(): Promise<WearableConnectStart> {
  const request: WearableConnectRequest = { api: 'health' };
  return apiRequest<WearableConnectStart>('/api/me/wearable', { method: 'POST', body: request });
}

export function completeWearableConnection(request: WearableAuthorizationRequest): Promise<WearableConnectionView> {
  return apiRequest<WearableConnectionView>('/api/me/wearable/authorization', { method: 'POST', body: request });
}

export function removeWearableConnection(): Promise<WearableConnectionView> {
  return apiRequest<WearableConnectionView>('/api/me/wearable', { method: 'DELETE' });
}

/** What the popup tells the page that opened it once the account is connected. */
export const wearableConnectedMessage = 'wearable-connected';
