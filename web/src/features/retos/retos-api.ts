// The retos routes of the HTTP API (infra/routes.ts): create one, read one, the caller's own.
import type { CreateVirtualEventRequest, VirtualEventView } from '../../../../shared/retos/virtual-event';
import { apiRequest } from '../../lib/api-client';

export const myRetosKey = ['my-retos'] as const;

export async function fetchMyRetos(): Promise<VirtualEventView[]> {
  return (await apiRequest<{ retos: VirtualEventView[] }>('/api/my-retos')).retos;
}

export function createReto(request: CreateVirtualEventRequest): Promise<VirtualEventView> {
  return apiRequest<VirtualEventView>('/api/retos', { method: 'POST', body: request });
}
