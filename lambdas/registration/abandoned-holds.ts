// Places held by a payment that was cut short (its request stopped between the hold and the charge,
// or before the folio or the voucher): given back once the hold is older than any payment runs. The
// sweep takes the payment claim first, so no attempt can be paying while the place goes back; a
// charge that did happen is settled by the provider's order.paid notification, which holds a place
// again if one is free and flags a refund otherwise (notified-payment.ts).
import { inParallel } from '../timing/in-parallel';
import type { RegistrantItem } from '../data/registrant-entity';
import { STALE_CLAIM_MS } from './payment-claim';
import { releasePlace } from './places-repository';
import { claimPayment, endPayment, holdsOpenSince } from './registrants-repository';

/** How long a place may stay held without a folio or a voucher. */
export const OPEN_HOLD_LIMIT_MS = 15 * 60_000;
const RELEASES_IN_FLIGHT = 10;

/** False when an attempt is paying it now, or something settled the hold since it was read. */
async function releaseAbandoned(registrant: RegistrantItem, now: Date): Promise<boolean> {
  const sweep = `barrido-${now.toISOString()}`;
  const claimed = await claimPayment(registrant, sweep, now, new Date(now.getTime() - STALE_CLAIM_MS));
  if (!claimed) return false;
  try {
    return await releasePlace(claimed, 'abandoned');
  } finally {
    await endPayment(claimed, sweep);
  }
}

/** Releases every hold open longer than the limit at `now`; answers how many places went back. */
export async function releaseAbandonedHolds(now: Date): Promise<number> {
  const due = await holdsOpenSince(new Date(now.getTime() - OPEN_HOLD_LIMIT_MS).toISOString());
  const released = await inParallel(due, RELEASES_IN_FLIGHT, (registrant) => releaseAbandoned(registrant, now));
  return released.filter(Boolean).length;
}
