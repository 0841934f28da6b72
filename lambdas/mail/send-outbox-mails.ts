// Scheduled every minute: sends the mails their senders left in the one outbox (outbox.ts).
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '@lambdas/core/observability';
import { deliverDueMails } from './outbox';

export const handler = observed(async (event: ScheduledEvent): Promise<{ sent: number }> => ({ sent: await deliverDueMails(new Date(event.time)) }));
