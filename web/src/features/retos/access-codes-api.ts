// The organizer's access-code calls (infra/routes.ts): a page of the list, a new batch, a switch.
import type { AccessCodePage, AccessCodeView, GenerateCodesRequest } from '@shared/retos/access-codes';
import { apiRequest } from '@web/lib/api-client';

const codesPath = (eventId: string) => `/api/retos/${encodeURIComponent(eventId)}/codes`;

export const accessCodesKey = (eventId: string) => ['reto-access-codes', eventId] as const;

export function fetchCodePage(eventId: string, cursor?: string): Promise<AccessCodePage> {
  return apiRequest<AccessCodePage>(cursor ? `${codesPath(eventId)}?cursor=${encodeURIComponent(cursor)}` : codesPath(eventId));
}

export function generateCodes(eventId: string, request: GenerateCodesRequest): Promise<{ created: number }> {
  return apiRequest<{ created: number }>(codesPath(eventId), { method: 'POST', body: request });
}

export function toggleCode(eventId: string, code: string, active: boolean): Promise<AccessCodeView> {
  return apiRequest<AccessCodeView>(`${codesPath(eventId)}/${encodeURIComponent(code)}`, { method: 'PUT', body: { active } });
}
