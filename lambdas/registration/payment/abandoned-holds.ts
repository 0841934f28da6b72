// Places held by a payment that was cut short (its request stopped between the hold and the charge,
// or before the folio or the voucher), settled once the hold is older than any payment runs: the
// provider is asked first, and a hold it says was paid completes its registration instead
// (cut-short-payments.ts); any other goes back. The sweep takes the payment claim first, so no
// attempt can be paying while it settles; a charge the provider reports later still comes by its
// order.paid notification, which holds a place again if one is free and flags a refund otherwise.
import { logger } from '@lambdas/core/observability';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { inParallel } from '@lambdas/core/in-parallel';
import { settleCutShort } from './cut-short-payments';
import { releasePlace } from '../form/places-repository';
import { claimPayment, endPayment, holdsOpenSince } from '../registrants-repository';
import { currentRegistration, type RegistrationContext } from '../form/registration-context';
import { STALE_CLAIM_MS } from './stale-claim';

/** How long a place may stay held without a folio or a voucher before the provider is asked. */
export const OPEN_HOLD_LIMIT_MS = 15 * 60_000;
/** While the provider cannot answer, the hold is kept this long at most, then released all the same. */
export const UNANSWERED_HOLD_LIMIT_MS = 60 * 60_000;
const SETTLES_IN_FLIGHT = 10;

export interface SweepOutcome {
  /** Places given back. */
  released: number;
  /** Registrations completed with a payment the provider reported. */
  completed: number;
}

type Settled = 'released' | 'completed' | 'kept';

/** What the provider says, or null when it could not be asked and the hold is young enough to wait for it. */
async function providerSettled(registrant: RegistrantItem, context: RegistrationContext, now: Date): Promise<boolean | null> {
  try {
    return await settleCutShort(registrant, context);
  } catch (error) {
    logger.error('The payment provider could not say whether a held place was paid', { registroId: registrant.registroId, error });
    const heldSince = Date.parse(registrant.reservadaDesde ?? registrant.serverTime);
    return heldSince < now.getTime() - UNANSWERED_HOLD_LIMIT_MS ? false : null;
  }
}

/** 'kept' when an attempt is paying it now, something settled the hold since it was read, or the provider must answer first. */
async function settleAbandoned(registrant: RegistrantItem, now: Date, contextOf: (eventId: number) => Promise<RegistrationContext>): Promise<Settled> {
  const sweep = `barrido-${now.toISOString()}`;
  const claimed = await claimPayment(registrant, sweep, now, new Date(now.getTime() - STALE_CLAIM_MS));
  if (!claimed) return 'kept';
  try {
    if (!claimed.reservaAbierta) return 'kept';
    const paid = await providerSettled(claimed, await contextOf(claimed.eventId), now);
    if (paid === null) return 'kept';
    if (paid) return 'completed';
    return (await releasePlace(claimed, 'abandoned')) ? 'released' : 'kept';
  } finally {
    await endPayment(claimed, sweep);
  }
}

/** Settles every hold open longer than the limit at `now`. */
export async function releaseAbandonedHolds(now: Date): Promise<SweepOutcome> {
  const due = await holdsOpenSince(new Date(now.getTime() - OPEN_HOLD_LIMIT_MS).toISOString());
  const contexts = new Map<number, Promise<RegistrationContext>>();
  const contextOf = (eventId: number) => {
    let context = contexts.get(eventId);
    if (!context) {
      context = currentRegistration(eventId);
      contexts.set(eventId, context);
    }
    return context;
  };
  const settled = await inParallel(due, SETTLES_IN_FLIGHT, async (registrant): Promise<Settled> => {
    try {
      return await settleAbandoned(registrant, now, contextOf);
    } catch (error) {
      // One hold that cannot be settled (its event gone, say) never stops the others: it is tried again next run.
      logger.error('A held place could not be settled', { eventId: registrant.eventId, registroId: registrant.registroId, error });
      return 'kept';
    }
  });
  return { released: settled.filter((outcome) => outcome === 'released').length, completed: settled.filter((outcome) => outcome === 'completed').length };
}
