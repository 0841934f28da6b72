// Paying a priced reto (POST /api/retos/{eventID}/me/payment, infra/routes.ts).
import type { RetoPaymentAnswer, RetoPaymentRequest } from '@shared/retos/reto-payment';
import { retoApiPath } from '@shared/retos/reto-api-path';
import { apiRequest } from '@web/lib/api-client';

export function payReto(eventId: string, request: RetoPaymentRequest): Promise<RetoPaymentAnswer> {
  return apiRequest<RetoPaymentAnswer>(`${retoApiPath(eventId)}/me/payment`, { method: 'POST', body: request });
}
