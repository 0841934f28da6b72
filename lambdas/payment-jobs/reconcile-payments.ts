// Scheduled every 5 minutes: the payments lifecycle's reconciliation (lambdas/payments/lifecycle/
// reconcile.ts) of payments cut short, with what the provider says: race registrants' held places,
// retos' attempts and athletes' changes to a registration (charged, perhaps, and never applied).
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '@lambdas/core/observability';
import { reconcileCutShort, type ReconcileOutcome } from '@lambdas/payments/lifecycle/reconcile';
import { changePayments } from '@lambdas/registration/changes/change-reconciliation';
import { registrationPayments } from '@lambdas/registration/payment/registration-payments';
import { retoPayments } from '@lambdas/retos/payment/reto-payments';

export const handler = observed(async (event: ScheduledEvent): Promise<ReconcileOutcome & { retosPaid: number; changesApplied: number; changesReleased: number }> => {
  const at = new Date(event.time);
  const [holds, retos, changes] = await Promise.all([reconcileCutShort(registrationPayments(), at), reconcileCutShort(retoPayments(), at), reconcileCutShort(changePayments(), at)]);
  return { ...holds, retosPaid: retos.completed, changesApplied: changes.completed, changesReleased: changes.released };
});
