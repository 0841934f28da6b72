// Scheduled every 10 minutes: cancels the registrations whose OXXO voucher expired unpaid.
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '../core/observability';
import { expireOxxoVouchers } from './voucher-expiry';

export const handler = observed(async (event: ScheduledEvent): Promise<{ expired: number }> => ({ expired: await expireOxxoVouchers(new Date(event.time)) }));
