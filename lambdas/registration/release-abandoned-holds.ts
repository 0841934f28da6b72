// Scheduled every 5 minutes: gives back the places of payments cut short (abandoned-holds.ts).
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '../core/observability';
import { releaseAbandonedHolds } from './abandoned-holds';

export const handler = observed(async (event: ScheduledEvent): Promise<{ released: number }> => ({ released: await releaseAbandonedHolds(new Date(event.time)) }));
