// Scheduled every minute: sends the confirmation mails completions left in the outbox (pending-mails.ts).
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '@lambdas/core/observability';
import { deliverDueMails } from './pending-mails';

export const handler = observed(async (event: ScheduledEvent): Promise<{ sent: number }> => ({ sent: await deliverDueMails(new Date(event.time)) }));
