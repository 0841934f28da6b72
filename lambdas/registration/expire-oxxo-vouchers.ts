// Scheduled every 10 minutes: cancels the registrations whose OXXO voucher expired unpaid.
import type { ScheduledEvent } from 'aws-lambda';
import { expireOxxoVouchers } from './voucher-expiry';

export async function handler(event: ScheduledEvent): Promise<{ expired: number }> {
  return { expired: await expireOxxoVouchers(new Date(event.time)) };
}
