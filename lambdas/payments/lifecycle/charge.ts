// Step 2, charge: a claimed purchase paid for free, by card, or with an OXXO voucher.
//
// Guarantees:
// - A purchase an earlier attempt left cut short holding its reservation is settled first by what
//   the provider holds (settle.ts): what that attempt charged completes it, and nothing is charged again.
// - What the purchase reserves (a place, a code use) is held before the provider is called, so no
//   payment is taken for something that is not there.
// - The provider is called once per attempt: its order is keyed by the attempt (the idempotency key),
//   so a resumed attempt is the same order.
// - A refusal gives back what was held, is recorded with the provider's messages and answered as
//   the port's payment failure; a call that fails may have charged all the same, so what was held
//   stays held (recorded as interrupted) for the next attempt or the reconciliation to ask the provider.
// - A card charged completes the purchase at once; an OXXO order records its voucher (valid
//   VOUCHER_VALIDITY_MS) and its mail goes through the outbox, the reservation now the voucher's.
import { countPaymentFailure } from '@lambdas/core/observability';
import { paymentProvider } from '../deployment-provider';
import { VOUCHER_VALIDITY_MS } from '../voucher-validity';
import { settleFromProvider } from './settle';
import type { PaymentAttempt, PaymentCharge } from './payment-port';

type ProviderAnswer<T> = ({ ok: true } & T) | { ok: false; messages: string[] };

/** The provider's answer, when it took the payment; a refusal and a failed call recorded as the guarantees above say. */
async function charged<Purchase, Answer, T>(port: PaymentCharge<Purchase, Answer>, held: Purchase, intento: string, call: () => Promise<ProviderAnswer<T>>): Promise<T> {
  let result: ProviderAnswer<T>;
  try {
    result = await call();
  } catch (error) {
    countPaymentFailure('provider_error');
    await port.recordInterruption(held);
    throw error;
  }
  if (result.ok) return result;
  countPaymentFailure('declined');
  await port.recordRefusal(held, intento, result.messages);
  throw port.paymentFailed(result.messages);
}

/**
 * Pays a claimed purchase: its answer, or undefined when the claim is still to end (a voucher issued,
 * or an earlier attempt's charge found and completed).
 */
export async function chargeClaimed<Purchase, Answer>(port: PaymentCharge<Purchase, Answer>, claimed: Purchase, attempt: PaymentAttempt): Promise<Answer | undefined> {
  if (port.wasCutShort(claimed) && (await settleFromProvider(port, claimed, await port.mode(claimed))) !== 'none') return undefined;
  const held = await port.hold(claimed, attempt.metodo);
  if (attempt.metodo === 'free') return port.complete(held, { method: 'free' }, attempt.intento);
  const input = port.order(held, attempt.intento);
  const provider = paymentProvider(await port.mode(held));
  if (attempt.metodo === 'card') {
    const charge = await charged(port, held, attempt.intento, () => provider.chargeCard({ ...input, token: attempt.token }));
    return port.complete(held, { method: 'card', charge }, attempt.intento);
  }
  const expiresAt = new Date(Date.now() + VOUCHER_VALIDITY_MS);
  const oxxo = await charged(port, held, attempt.intento, () => provider.createOxxoOrder({ ...input, expiresAt }));
  return port.recordVoucher(held, { referencia: oxxo.reference, monto: oxxo.amount, expiraEn: oxxo.expiresAt.toISOString() }, oxxo.orderId);
}
