// Paying a priced reto (POST /api/retos/{eventID}/me/payment, infra/routes.ts).
import type { RetoPaymentAnswer, RetoPaymentRequest } from '@shared/retos/reto-payment';
import { apiRequest } from '@web/lib/api-client';

export function payReto(eventId: string, request: RetoPaymentRequest): Promise<RetoPaymentAnswer> {
  return apiRequest<RetoPaymentAnswer>(`/api/retos/${encodeURIComponent(eventId)}/me/payment`, { method: 'POST', body: request });
}
