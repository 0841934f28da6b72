// Scheduled every 10 minutes: cancels the registrations whose OXXO voucher expired unpaid, and gives
// back the code use of retos' participants whose voucher did.
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '@lambdas/core/observability';
import { expireRetoVouchers } from '@lambdas/retos/reto-voucher-expiry';
import { expireOxxoVouchers } from '@lambdas/registration/payment/voucher-expiry';

export const handler = observed(async (event: ScheduledEvent): Promise<{ expired: number }> => {
  const at = new Date(event.time);
  return { expired: (await expireOxxoVouchers(at)) + (await expireRetoVouchers(at)) };
});
