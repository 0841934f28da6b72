// Scheduled every 5 minutes: mails the athletes who left a reto's chat messages unread while offline.
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '@lambdas/core/observability';
import { sendDueChatMails } from './chat-mail-round';

export const handler = observed(async (event: ScheduledEvent): Promise<{ sent: number }> => ({ sent: await sendDueChatMails(new Date(event.time)) }));
