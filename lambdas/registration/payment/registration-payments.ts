// A race registration's part of the payments lifecycle (lambdas/payments/lifecycle/, its port in
// payment-port.ts): what is bought (its owner at the provider, its event's mode; its order is
// provider-order.ts), how a paid order completes it (paid-order-completion.ts) or flags it for a
// refund, what a notification asks of it (notification-action.ts), its unpaid vouchers' expiry (the
// place returned, the registrant told through the outbox) and its places held by payments cut short,
// settled by the reconciliation. The attempt's own parts are payment-claim.ts and payment-methods.ts.
import { MAIL_TYPES } from '@shared/registration/mail-texts';
import type { EventSummary } from '@shared/results/event-schemas';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { toEventSummary } from '@lambdas/events/event-view';
import { getEvent } from '@lambdas/events/events-repository';
import { sendOwed } from '@lambdas/mail/outbox';
import type { PaymentOwner } from '@lambdas/payments/paid-orders';
import type { NotificationStep, PaymentRecords, PaymentSettlement, ProviderNotice } from '@lambdas/payments/lifecycle/payment-port';
import { STALE_CLAIM_MS } from '@lambdas/payments/stale-claim';
import { queueRegistrantNotice } from '@lambdas/realtime/fan-out-queue';
import { registrantMail } from '../completion/registration-mail';
import { currentRegistration } from '../form/registration-context';
import { releasePlaces } from '../group/group-places';
import { offerAtOnce } from '../waitlist/waitlist-offers';
import { claimPayment, endPayment, getRegistrant, holdsOpenSince, markForRefund, vouchersDueBy } from '../registrants-repository';
import { notificationAction, type NotificationAction } from './notification-action';
import { inProgress } from './payment-claim';
import { completeWithOrder, type PaidContext } from './paid-order-completion';

/** How long a place may stay held without a folio or a voucher before the provider is asked. */
export const OPEN_HOLD_LIMIT_MS = 15 * 60_000;
/** While the provider cannot answer, the hold is kept this long at most, then released all the same. */
export const UNANSWERED_HOLD_LIMIT_MS = 60 * 60_000;

/** The lifecycle's step for each of the registration's actions. */
const notificationSteps: Record<NotificationAction, NotificationStep> = {
  ignore: 'ignore',
  retryLater: 'retryLater',
  refund: 'refund',
  voucherExpired: 'expire',
  voucherPaid: 'settle',
  cardPaid: 'settleAttempt',
};

/** The registrant's orders at the provider: their customer's e-mail, none older than its draft. */
export const registrantOwner = (registrant: RegistrantItem): PaymentOwner => ({
  eventId: String(registrant.eventId),
  registroId: registrant.registroId,
  email: registrant.correo,
  since: new Date(registrant.serverTime),
});

/** What is bought and how a paid order completes it, with the registration data `contextOf` reads for an event. */
export function registrantSettlement(contextOf: (eventId: number) => Promise<PaidContext>): PaymentSettlement<RegistrantItem> {
  return {
    owner: registrantOwner,
    // An event in test mode (its registry configuration's `prueba`) pays with the provider's test keys.
    mode: async (registrant) => ({ test: (await contextOf(registrant.eventId)).config?.prueba ?? false }),
    settle: async (registrant, order) => completeWithOrder(registrant, await contextOf(registrant.eventId), order),
    // One flag for the registrant: staff refund every order but the one that paid it.
    flagRefund: (registrant) => markForRefund(registrant),
  };
}

/** A value per event, read once per port (one notification, one run of a job). */
function perEvent<T>(read: (eventId: number) => Promise<T>): (eventId: number) => Promise<T> {
  const values = new Map<number, Promise<T>>();
  return (eventId) => {
    let value = values.get(eventId);
    if (!value) {
      value = read(eventId);
      values.set(eventId, value);
    }
    return value;
  };
}

const eventSummaryOf = async (eventId: number): Promise<EventSummary> => {
  const item = await getEvent(eventId);
  if (!item) throw new Error(`Event ${eventId} of an unpaid voucher does not exist`);
  return toEventSummary(item);
};

/** The registrant an order's metadata names, or null when it names none. */
async function registrantOf(metadata: ProviderNotice['metadata']): Promise<RegistrantItem | null> {
  const eventId = Number(metadata?.eventId);
  if (!metadata || !Number.isSafeInteger(eventId)) return null;
  return getRegistrant({ eventId, registroId: metadata.registroId });
}

/** The port of race registrants for the webhook and the jobs; a new one for each notification or run, which reads each event once. */
export function registrationPayments(): PaymentRecords<RegistrantItem, RegistrantItem> {
  const contextOf = perEvent(currentRegistration);
  const eventOf = perEvent(eventSummaryOf);
  /** The sweep's claim on each registrant it took, ended once settled. */
  const sweeps = new WeakMap<RegistrantItem, string>();
  return {
    ...registrantSettlement(contextOf),
    tipo: undefined,
    describe: ({ eventId, registroId }) => ({ eventId, registroId }),

    purchaseOf: registrantOf,
    notificationStep: (notice, registrant, now) => notificationSteps[notificationAction(notice, registrant, new Date(now.getTime() - STALE_CLAIM_MS))],
    // The provider delivers again later: by then the payment it raced with has settled.
    retryLater: inProgress,
    // The attempt that stopped would have ended its claim: the registrant is not left looking in flight.
    endAttempt: async (registrant, intento) => {
      await endPayment(registrant, intento);
    },

    vouchersDueBy: (now) => vouchersDueBy(now.toISOString()),
    voucherPurchase: async (registrant) => registrant,
    // The registration is cancelled (kept and flagged for the admin), its place and code use returned, and the registrant told.
    async releaseVoucher(registrant) {
      const mail = registrantMail({ ...registrant, cancelado: true }, await eventOf(registrant.eventId), MAIL_TYPES.fichaVencida, new Date());
      if (!(await releasePlaces(registrant, 'expired', mail))) return 'gone';
      await Promise.all([sendOwed(mail.owed), queueRegistrantNotice(registrant.eventId, registrant.registroId)]);
      await offerAtOnce(registrant.eventId);
      return 'released';
    },

    cutShortAfterMs: OPEN_HOLD_LIMIT_MS,
    cutShortBefore: (before) => holdsOpenSince(before.toISOString()),
    // Under a claim of the sweep's own: no attempt can be paying it while it is settled.
    async takeCutShort(registrant, now) {
      const sweep = `barrido-${now.toISOString()}`;
      const claimed = await claimPayment(registrant, sweep, now, new Date(now.getTime() - STALE_CLAIM_MS));
      if (!claimed) return null;
      if (!claimed.reservaAbierta) {
        // Settled since it was listed (a folio, a voucher, a place given back).
        await endPayment(claimed, sweep);
        return null;
      }
      sweeps.set(claimed, sweep);
      return claimed;
    },
    releasesUnanswered: (registrant, now) => Date.parse(registrant.reservadaDesde ?? registrant.serverTime) < now.getTime() - UNANSWERED_HOLD_LIMIT_MS,
    // A place freed by a voucher that expired or a payment cut short goes to the waiting list at once
    // (docs/registration.md, Waiting list); a declined card's waits for the job, so its payer may try
    // again. A place the registrant took from its waiting-list offer goes back to that offer instead.
    async releaseCutShort(registrant) {
      const released = await releasePlaces(registrant, 'abandoned');
      if (released) await offerAtOnce(registrant.eventId);
      return released;
    },
    async endCutShort(registrant) {
      const sweep = sweeps.get(registrant);
      if (sweep !== undefined) await endPayment(registrant, sweep);
    },
  };
}
