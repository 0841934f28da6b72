// The organizer's access-code calls (infra/routes.ts): a page of the list, a new batch, a switch.
import type { AccessCodePage, AccessCodeView, GenerateCodesRequest } from '@shared/retos/access-codes';
import { apiRequest } from '@web/lib/api-client';

const codesPath = (eventID: string) => `/api/retos/${encodeURIComponent(eventID)}/codes`;

export const accessCodesKey = (eventID: string) => ['reto-access-codes', eventID] as const;

export function fetchCodePage(eventID: string, cursor?: string): Promise<AccessCodePage> {
  return apiRequest<AccessCodePage>(cursor ? `${codesPath(eventID)}?cursor=${encodeURIComponent(cursor)}` : codesPath(eventID));
}

export function generateCodes(eventID: string, request: GenerateCodesRequest): Promise<{ created: number }> {
  return apiRequest<{ created: number }>(codesPath(eventID), { method: 'POST', body: request });
}

export function toggleCode(eventID: string, code: string, active: boolean): Promise<AccessCodeView> {
  return apiRequest<AccessCodeView>(`${codesPath(eventID)}/${encodeURIComponent(code)}`, { method: 'PUT', body: { active } });
}
