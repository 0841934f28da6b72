// The port of the payments lifecycle: what one kind of purchase tells and does for the steps written
// once in this folder (claim → charge → settle → notify → expire → reconcile). Race registration
// (lambdas/registration/payment/) and retos (lambdas/retos/payment/) each implement it; nothing here
// knows either. Amounts are MXN cents, as the provider takes them.
//
// The port comes in parts, each step taking the part it needs:
// - PaymentSettlement: what is bought as the provider knows it (its owner, its mode) and how a paid
//   order completes it or is flagged for a refund. Every other part includes it.
// - PaymentClaim: one attempt at a time per purchase (claim.ts).
// - PaymentCharge: holding what the purchase reserves, its order, and what each outcome of the
//   provider's call records: the completion, the voucher (and its mail), a refusal, an interruption (charge.ts).
// - PaymentReconciliation: the payments cut short, as the reconciliation reads and settles them (reconcile.ts).
// - PaymentRecords: what the webhook and the jobs read and move: the purchase an order names, what a
//   notification asks of it, the vouchers due, and the payments cut short (notify.ts, expire.ts, reconcile.ts).
//
// `Purchase` is the purchase as read (a registrant; a reto's payment with its participant), `Listed`
// what the jobs' indexes list of it, `Answer` what a payment request answers.
import type { PaymentOwner } from '../paid-orders';
import type { CardChargeResult, OrderInput, PaymentMetadata, PaymentNotification, ProviderOrder } from '../payment-provider';

/** One press of a payment button: the same intento sent again is the same attempt. */
export type PaymentAttempt = { metodo: 'free'; intento: string } | { metodo: 'oxxo_pay'; intento: string } | { metodo: 'card'; intento: string; token: string };

/** The provider's mode a purchase pays in: `test` for an event in test mode. */
export interface PaymentMode {
  test: boolean;
}

/** A card the provider charged. */
export type CardCharge = Extract<CardChargeResult, { ok: true }>;

/** The voucher a purchase records, as its payer reads it (the shape of a registration's and a reto's `OxxoVoucher`). */
export interface PaymentVoucher {
  referencia: string;
  /** MXN cents. */
  monto: number;
  /** ISO-8601 UTC. */
  expiraEn: string;
}

/** How an attempt paid: nothing at all (a free registration), or a card charged. */
export type AttemptPayment = { method: 'free' } | { method: 'card'; charge: CardCharge };

/** What the provider says of an order, by a notification or when asked: its notification id plays no part. */
export type ProviderNotice = Omit<PaymentNotification, 'id'>;

/**
 * What completing a purchase with a paid order came to: 'settled' when it holds now (completed now,
 * or complete already), 'raced' when it changed since it was read (the order is applied again later),
 * 'refund' when it cannot take this order (what it reserved is gone for good, or another order paid
 * it): the order is then flagged for a refund.
 */
export type SettleOutcome = 'settled' | 'raced' | 'refund';

/** What giving an unpaid voucher's reservation back came to: 'gone' when it was no longer unpaid. */
export type VoucherRelease = 'released' | 'gone' | 'raced';

/**
 * What a notification asks of the purchase its metadata names: nothing; to be delivered again later
 * (an attempt is paying it now); a refund flag; its voucher expired; a completion with its order, or
 * a completion that also ends the attempt whose request stopped after the charge ('settleAttempt').
 */
export type NotificationStep = 'ignore' | 'retryLater' | 'refund' | 'expire' | 'settle' | 'settleAttempt';

/** What is bought as the provider knows it, and how a paid order completes it. */
export interface PaymentSettlement<Purchase> {
  /** Whose orders are the purchase's: the provider's order search finds them by this. */
  owner(purchase: Purchase): PaymentOwner;
  mode(purchase: Purchase): Promise<PaymentMode>;
  /**
   * Completes the purchase with an order the provider says is paid, taking again what it reserves when
   * it lost it. Never completes it twice, and never with a second order.
   */
  settle(purchase: Purchase, order: ProviderOrder): Promise<SettleOutcome>;
  /** Flags paid orders the purchase did not take (never the one that paid it), for staff to refund. */
  flagRefund(purchase: Purchase, orders: readonly ProviderOrder[]): Promise<void>;
}

/** One try at an attempt's claim: the purchase claimed, the answer of a purchase settled already, or a race lost. */
export type ClaimTry<Purchase, Answer> = { claimed: Purchase } | { answer: Answer } | 'raced';

/** One attempt at a time per purchase; `Attempt` the payment requests its kind takes. */
export interface PaymentClaim<Purchase, Answer, Attempt extends PaymentAttempt = PaymentAttempt> {
  /** How many times a claim that races another request is tried before the attempt is answered as in progress. */
  readonly claimTries: number;
  /**
   * Claims the purchase for the attempt, unless another attempt holds it. Throws what the purchase
   * answers instead (in progress, an earlier refusal of the same attempt, a voucher pending).
   */
  claim(attempt: Attempt, tryOf: { now: Date; lastTry: boolean }): Promise<ClaimTry<Purchase, Answer>>;
  /** A purchase the claim found settled: its answer is given again and nothing is charged. */
  settledUnderClaim(claimed: Purchase, attempt: Attempt): boolean;
  /** Ends a claim the payment did not end itself: the purchase as it is then, or null when there is none to end or another attempt took it over. */
  endClaim(claimed: Purchase, attempt: Attempt): Promise<Answer | null>;
  /** The purchase as it stands, to answer with. */
  reread(claimed: Purchase): Promise<Answer>;
  /** The answer to an attempt whose claim kept racing others. */
  inProgress(): Error;
}

/** Paying a claimed purchase. */
export interface PaymentCharge<Purchase, Answer> extends PaymentSettlement<Purchase> {
  /** An earlier attempt was cut short holding what the purchase reserves: the provider is asked before anything is charged again. */
  wasCutShort(claimed: Purchase): boolean;
  /**
   * Holds what the purchase reserves (a place, a code use) for a payment by `metodo`; throws what it
   * answers when none is left (an unpaid voucher may be given less than an immediate payment).
   */
  hold(claimed: Purchase, metodo: PaymentAttempt['metodo']): Promise<Purchase>;
  /**
   * Its order as the provider takes it, keyed by the attempt (`intento`, or the attempt the claim
   * resumed) so the same attempt is the same order; throws when it cannot be paid that way.
   */
  order(held: Purchase, intento: string): OrderInput;
  /** Completes a purchase paid by this attempt: its answer, or undefined when the claim is still to end. */
  complete(held: Purchase, payment: AttemptPayment, intento: string): Promise<Answer | undefined>;
  /** Records the voucher issued (the purchase waits for it), owing its mail, if its kind sends one, in the outbox: the answer, or undefined when the claim is still to end. */
  recordVoucher(held: Purchase, voucher: PaymentVoucher, orderId: string): Promise<Answer | undefined>;
  /** Records the provider's refusal of the attempt and gives back what it held. */
  recordRefusal(held: Purchase, intento: string, messages: string[]): Promise<void>;
  /** Records that the provider's call failed: whether it charged is unknown, so what it held stays held. */
  recordInterruption(held: Purchase): Promise<void>;
  /** The answer to a refused payment, with the provider's messages. */
  paymentFailed(messages: string[]): Error;
}

/**
 * What the reconciliation reads and moves: the payments cut short. Race registrants and retos have it
 * as part of their records; an athlete's change to a registration (paid by card only, its orders
 * ignored by the webhook) has only this part (lambdas/registration/changes/change-reconciliation.ts).
 */
export interface PaymentReconciliation<Purchase, Listed> extends PaymentSettlement<Purchase> {
  /** Names a listed item in logs. */
  describe(listed: Listed): Record<string, unknown>;
  /** How old an attempt must be before it counts as cut short and the provider is asked. */
  readonly cutShortAfterMs: number;
  /** Purchases whose attempt's outcome is unknown since before `before`. */
  cutShortBefore(before: Date): Promise<Listed[]>;
  /** The purchase taken for the reconciliation (claimed, or read again), or null when nothing is left to settle. */
  takeCutShort(listed: Listed, now: Date): Promise<Purchase | null>;
  /** Whether a purchase whose provider cannot answer is given up as unpaid now rather than asked again later. */
  releasesUnanswered(purchase: Purchase, now: Date): boolean;
  /** The provider has no paid order of it: what it holds goes back (false when nothing did). */
  releaseCutShort(purchase: Purchase): Promise<boolean>;
  /** Done reconciling it (a claim taken for it ends). */
  endCutShort(purchase: Purchase): Promise<void>;
}

/** What the webhook and the jobs read and move. */
export interface PaymentRecords<Purchase, Listed> extends PaymentReconciliation<Purchase, Listed> {
  /** The metadata `tipo` its orders carry: notifications are routed by it. */
  readonly tipo: PaymentMetadata['tipo'];

  /** The purchase an order's metadata names, or null. */
  purchaseOf(metadata: PaymentMetadata | null): Promise<Purchase | null>;
  notificationStep(notice: ProviderNotice, purchase: Purchase | null, now: Date): NotificationStep;
  /** The answer that makes the provider deliver a notification again later. */
  retryLater(): Error;
  /** Ends the claim of the attempt whose request stopped after its charge, once its order completed the purchase. */
  endAttempt(purchase: Purchase, intento: string): Promise<void>;

  /** Unpaid vouchers of every purchase of its kind due by `now`. */
  vouchersDueBy(now: Date): Promise<Listed[]>;
  voucherPurchase(listed: Listed): Promise<Purchase>;
  /** Gives an unpaid voucher's reservation back and tells its payer, once. */
  releaseVoucher(purchase: Purchase): Promise<VoucherRelease>;
}
