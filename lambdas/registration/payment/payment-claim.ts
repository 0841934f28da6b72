// One payment at a time per registrant: an attempt claims the registrant before it charges. While
// the claim is held, by this very attempt sent again or by another, the answer comes at once: 409
// with how long until a claim left by a request that stopped is taken over (Retry-After). An
// attempt that already settled answers its outcome again, charging nothing.
import type { PaymentRequest, PaymentStatus } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { registrantNotFound } from '../form/registrant-path';
import { claimPayment, endPayment, getRegistrant, type FailedPayment, type RegistrantKey } from '../registrants-repository';
import { STALE_CLAIM_MS } from './stale-claim';

/** A claim can end between the claim refused and the read: the claim is tried once more then. */
const CLAIM_TRIES = 2;

/** 409 while `registrant` is claimed, saying in how many seconds its claim counts as cut short. */
function inProgress(registrant: RegistrantItem, now: Date): HttpError {
  const error = new HttpError(409, 'PAYMENT_IN_PROGRESS', registrationApiMessages.paymentInProgress);
  const staleAt = registrant.pagoDesde === undefined ? now.getTime() : Date.parse(registrant.pagoDesde) + STALE_CLAIM_MS;
  error.headers['retry-after'] = String(Math.max(1, Math.ceil((staleAt - now.getTime()) / 1000)));
  return error;
}

export const paymentFailed = (details: string[]) => new HttpError(402, 'PAYMENT_FAILED', registrationApiMessages.paymentFailed(details));

/** True when the registrant is where the attempt would take it; throws what an earlier outcome answered. */
function isSettled(registrant: RegistrantItem, request: PaymentRequest): boolean {
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

/**
 * The registrant once the attempt settled, paid by `pay` under the claim or earlier. The claim comes
 * first, and is the read of the registrant too; `pay` answers the registrant when it ended the claim
 * itself (with the completion), or nothing.
 */
export async function payOnce(key: RegistrantKey, request: PaymentRequest, pay: (claimed: RegistrantItem) => Promise<RegistrantItem | undefined>): Promise<RegistrantItem> {
  const now = new Date();
  for (let tries = 1; ; tries += 1) {
    const claimed = await claimPayment(key, request.intento, now, new Date(now.getTime() - STALE_CLAIM_MS));
    if (claimed) {
      let settled: RegistrantItem | undefined;
      let ended: RegistrantItem | null = null;
      try {
        // Settled before the claim: nothing left to charge.
        if (!isSettled(claimed, request)) settled = await pay(claimed);
      } finally {
        if (!settled) ended = await endPayment(claimed, request.intento);
      }
      return settled ?? ended ?? reread(key);
    }
    const current = await getRegistrant(key, { consistent: true });
    if (!current) throw registrantNotFound();
    if (isSettled(current, request)) return current;
    // Still claimed, by this attempt or another; or freed since, and claimed once more.
    if (current.pagoEnCurso !== undefined || tries >= CLAIM_TRIES) throw inProgress(current, now);
  }
}
