// Scheduled every 10 minutes: the payments lifecycle's expiry (lambdas/payments/lifecycle/expire.ts)
// of OXXO vouchers past their validity, for race registrants (the registration cancelled, its place
// returned, the registrant told) and retos' participants (the code use given back).
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '@lambdas/core/observability';
import { expireVouchers } from '@lambdas/payments/lifecycle/expire';
import { registrationPayments } from '@lambdas/registration/payment/registration-payments';
import { retoPayments } from '@lambdas/retos/payment/reto-payments';

export const handler = observed(async (event: ScheduledEvent): Promise<{ expired: number }> => {
  const at = new Date(event.time);
  return { expired: (await expireVouchers(registrationPayments(), at)) + (await expireVouchers(retoPayments(), at)) };
});
