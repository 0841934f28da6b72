// How long a pending own domain holds its name (docs/sites.md#pending-own-domains-lapse): 72 hours
// from its claim. A lapsed claim is read as absent (DynamoDB's TTL deletes it only some time later),
// blocks no one and is never served.
import type { SiteHostItem } from '@lambdas/data/site-host-entity';

export const PENDING_CLAIM_HOURS = 72;

/** When a claim made at `createdAt` lapses if still pending, in epoch milliseconds. */
export const pendingUntil = (createdAt: string) => Date.parse(createdAt) + PENDING_CLAIM_HOURS * 3_600_000;

export const hasLapsed = (item: Pick<SiteHostItem, 'status' | 'createdAt'>, now: Date) => item.status === 'pendiente' && pendingUntil(item.createdAt) <= now.getTime();
