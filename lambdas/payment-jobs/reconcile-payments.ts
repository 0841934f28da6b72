// Scheduled every 5 minutes: settles payments cut short with what the provider says, race
// registrants' held places (abandoned-holds.ts) and retos' attempts (reto-cut-short-payments.ts).
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '@lambdas/core/observability';
import { settleRetoAttemptsCutShort } from '@lambdas/retos/reto-cut-short-payments';
import { releaseAbandonedHolds, type SweepOutcome } from '@lambdas/registration/payment/abandoned-holds';

export const handler = observed(async (event: ScheduledEvent): Promise<SweepOutcome & { retosPaid: number }> => {
  const at = new Date(event.time);
  const [holds, retosPaid] = await Promise.all([releaseAbandonedHolds(at), settleRetoAttemptsCutShort(at)]);
  return { ...holds, retosPaid };
});
