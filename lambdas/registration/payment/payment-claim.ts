// A registrant's part of the payments lifecycle's claim (lambdas/payments/lifecycle/claim.ts): the
// attempt marks the registrant as its payment in flight (pagoEnCurso), a claim older than
// STALE_CLAIM_MS is taken over, and the claim is the read of the registrant too. While the claim is
// held, by this very attempt sent again or by another, the answer is 409 with how long until a claim
// left by a request that stopped is taken over (Retry-After). A registrant settled already answers
// its outcome again: paid, its voucher, or the same attempt's refusal. The claim is also where the
// payment route checks its link (registrant-path.ts): a link of an earlier holder ends the claim it
// took and answers 410, nothing paid and nothing of the registrant shown.
import type { PaymentRequest, PaymentStatus } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { payOnce as payUnderClaim } from '@lambdas/payments/lifecycle/claim';
import type { PaymentAttempt, PaymentClaim } from '@lambdas/payments/lifecycle/payment-port';
import { STALE_CLAIM_MS, untilClaimStale } from '@lambdas/payments/stale-claim';
import { holdsLink, linkedRegistrant, registrantNotFound, registrationTransferred, type RegistrantLink } from '../form/registrant-path';
import { claimPayment, endPayment, getRegistrant, type FailedPayment, type RegistrantKey } from '../registrants-repository';

/** A claim can end between the claim refused and the read: the claim is tried once more then. */
const CLAIM_TRIES = 2;

export const inProgress = () => new HttpError(409, 'PAYMENT_IN_PROGRESS', registrationApiMessages.paymentInProgress);

export const paymentFailed = (details: string[]) => new HttpError(402, 'PAYMENT_FAILED', registrationApiMessages.paymentFailed(details));

/** True when the registrant is where the attempt would take it; throws what an earlier outcome answered. */
function isSettled(registrant: RegistrantItem, request: PaymentAttempt): boolean {
  if ((registrant.statusPago as PaymentStatus).status === 'ok') return true;
  if (registrant.borrado) throw new HttpError(409, 'REGISTRANT_DELETED', registrationApiMessages.registrantDeleted);
  if (registrant.cancelado) throw new HttpError(409, 'VOUCHER_EXPIRED', registrationApiMessages.voucherExpired);
  if (registrant.pagoPendiente) {
    if (request.metodo === 'oxxo_pay') return true;
    throw new HttpError(409, 'VOUCHER_PENDING', registrationApiMessages.voucherPending);
  }
  const failed = (registrant.pagosFallidos as FailedPayment[]).find((failure) => failure.intento === request.intento);
  if (failed) throw paymentFailed(failed.mensajes);
  return false;
}

async function reread(key: RegistrantKey): Promise<RegistrantItem> {
  const current = await getRegistrant(key);
  if (!current) throw new Error(`Registrant ${key.registroId} vanished while paying`);
  return current;
}

/** The registrant `key` names, as the lifecycle's claim takes it; with `link`, only for the holder of that link. */
export function registrantClaim(key: RegistrantKey, link?: RegistrantLink): PaymentClaim<RegistrantItem, RegistrantItem> {
  return {
    claimTries: CLAIM_TRIES,
    async claim(request, { now, lastTry }) {
      const claimed = await claimPayment(key, request.intento, now, new Date(now.getTime() - STALE_CLAIM_MS));
      if (claimed) {
        if (link && !holdsLink(claimed, link)) {
          await endPayment(key, request.intento);
          throw registrationTransferred();
        }
        return { claimed };
      }
      const current = await getRegistrant(key, { consistent: true });
      if (!current) throw registrantNotFound();
      if (link) linkedRegistrant(current, link);
      if (isSettled(current, request)) return { answer: current };
      // Still claimed, by this attempt or another; or freed since, and claimed once more.
      if (current.pagoEnCurso !== undefined || lastTry) throw untilClaimStale(inProgress(), current.pagoDesde, now);
      return 'raced';
    },
    settledUnderClaim: isSettled,
    endClaim: (claimed, request) => endPayment(claimed, request.intento),
    reread: () => reread(key),
    inProgress,
  };
}

/**
 * The registrant once the attempt settled, paid by `pay` under the claim or earlier. `pay` answers
 * the registrant when it ended the claim itself (with the completion), or nothing.
 */
export function payOnce(link: RegistrantLink, request: PaymentRequest, pay: (claimed: RegistrantItem) => Promise<RegistrantItem | undefined>): Promise<RegistrantItem> {
  return payUnderClaim(registrantClaim({ eventId: link.eventId, registroId: link.registroId }, link), request, pay);
}
