// Scheduled every 5 minutes: the payments lifecycle's reconciliation (lambdas/payments/lifecycle/
// reconcile.ts) of payments cut short, with what the provider says: race registrants' held places and
// retos' attempts.
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '@lambdas/core/observability';
import { reconcileCutShort, type ReconcileOutcome } from '@lambdas/payments/lifecycle/reconcile';
import { registrationPayments } from '@lambdas/registration/payment/registration-payments';
import { retoPayments } from '@lambdas/retos/payment/reto-payments';

export const handler = observed(async (event: ScheduledEvent): Promise<ReconcileOutcome & { retosPaid: number }> => {
  const at = new Date(event.time);
  const [holds, retos] = await Promise.all([reconcileCutShort(registrationPayments(), at), reconcileCutShort(retoPayments(), at)]);
  return { ...holds, retosPaid: retos.completed };
});
