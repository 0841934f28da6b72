// A reto participant's payment item and what moves it, each move conditioned on the version read and
// written in one transaction with what it changes elsewhere: the attempt claimed with the code use
// taken back (when it had been given back), the registration activated once paid (its receipt owed in
// the one outbox in the same transaction), the voucher recorded with its mail owed likewise, the code
// use returned on a refusal or an expired voucher (usedCount down and the athlete out of `used`).
import { createWriteTransaction, type Entity, type TransactWriteEntity } from 'electrodb';
import type { OxxoVoucher } from '@shared/registration/registration-api';
import type { RetoPaymentRequest } from '@shared/retos/reto-payment';
import { guardedWrite } from '@lambdas/data/conditions';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { RetoParticipantEntity, type RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import { RetoPassEntity } from '@lambdas/data/reto-pass-entity';
import { RetoPaymentEntity, type RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import { transact } from '@lambdas/data/transaction-retry';
import { owe, type OwedMail } from '@lambdas/mail/outbox-repository';
import { getCode } from '../access-codes-repository';

const entities = { payment: RetoPaymentEntity, pass: RetoPassEntity, participant: RetoParticipantEntity, mails: OutboxMailEntity };

/** A code use given back shifts the `used` list of everyone after it: the return is read again then. */
const RETURN_TRIES = 5;

/** What a transaction's function gets for an entity. */
type WriterOf<E> = E extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

type Participant = Pick<RetoParticipantItem, 'eventId' | 'userID' | 'eventPass'>;

const keyOf = ({ eventId, userID }: Participant | RetoPaymentItem) => ({ eventId, userID });

const unpaidVoucherKeys = ['fichaPendiente', 'fichaVence'] as const;
/** Removed by whatever tells the attempt's outcome: a charge, a voucher, a refusal, the provider asked. */
const openAttemptKeys = ['intentoAbierto', 'abiertoDesde'] as const;

export async function getRetoPayment(eventId: string, userID: string): Promise<RetoPaymentItem | null> {
  const { data } = await RetoPaymentEntity.get({ eventId, userID }).go({ consistent: true });
  return data;
}

export type ClaimOutcome = { ok: true; payment: RetoPaymentItem } | { ok: false; reason: 'raced' | 'codeGone' };

/**
 * Makes `intento` the participant's attempt in flight, as long as the payment is still as read
 * (`current`, null before the first attempt). A participant whose code use was given back takes one
 * again first, while the code is on and has one left ('codeGone' otherwise).
 */
export async function claimAttempt(participant: Participant, current: RetoPaymentItem | null, attempt: { intento: string; metodo: RetoPaymentRequest['metodo']; now: Date }): Promise<ClaimOutcome> {
  const desde = attempt.now.toISOString();
  const started = { estado: 'en-curso', intento: attempt.intento, metodo: attempt.metodo, desde, usoDevuelto: false, intentoAbierto: 'si', abiertoDesde: desde } as const;
  const retake = current?.usoDevuelto === true;
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ payment, pass }) => [
      current
        ? payment
            .patch(keyOf(current))
            .set({ ...started, version: current.version + 1 })
            .remove(['mensajes', 'ficha', 'ordenPago', ...unpaidVoucherKeys])
            .where(({ version }, { eq }) => eq(version, current.version))
            .commit()
        : payment.create({ ...keyOf(participant), ...started, version: 1 }).commit(),
      ...(retake ? [takeUse(pass, participant)] : []),
    ]).go(),
  );
  if (!outcome.ok) return { ok: false, reason: outcome.failed[0] ? 'raced' : 'codeGone' };
  const claimed = await getRetoPayment(participant.eventId, participant.userID);
  if (!claimed) throw new Error(`The payment of ${participant.userID} in ${participant.eventId} vanished once claimed`);
  return { ok: true, payment: claimed };
}

/** registerWithCode's guard: a use is taken only while the code is on, has one left and the athlete holds none. */
function takeUse(pass: WriterOf<typeof RetoPassEntity>, { eventId, userID, eventPass }: Participant) {
  return pass
    .patch({ eventId, code: eventPass })
    .add({ usedCount: 1 })
    .append({ used: [userID] })
    .where(({ active, usedCount, uses, used }, { eq, name, contains }) => `${eq(active, true)} AND ${name(usedCount)} < ${name(uses)} AND NOT ${contains(used, userID)}`)
    .commit();
}

/** A participant who holds no code use and cannot take one back leaves the reto, free to register again. */
export async function removeParticipation(current: RetoPaymentItem): Promise<boolean> {
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ payment, participant }) => [
      payment
        .delete(keyOf(current))
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      participant
        .delete(keyOf(current))
        .where(({ active }, { eq }) => eq(active, false))
        .commit(),
    ]).go(),
  );
  return outcome.ok;
}

export interface PaidCharge {
  ordenPago: string;
  idOperacion: string;
  /** MXN cents. */
  monto: number;
  at: Date;
}

/** cannotHold: the participant is gone, or its code use was given back and the code has none left. */
export type SettleOutcome = 'paid' | 'raced' | 'cannotHold';

/**
 * The registration holds: the participant active and the payment paid, its receipt owed, unless it
 * changed since read. A payment whose code use was given back takes one again.
 */
export async function settlePaid(participant: Participant, current: RetoPaymentItem, charge: PaidCharge, receipt: OwedMail): Promise<SettleOutcome> {
  const retake = current.usoDevuelto;
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ payment, participant: participants, pass, mails }) => [
      payment
        .patch(keyOf(current))
        .set({ estado: 'pagado', ordenPago: charge.ordenPago, idOperacion: charge.idOperacion, monto: charge.monto, pagadoEn: charge.at.toISOString(), usoDevuelto: false, version: current.version + 1 })
        .remove([...unpaidVoucherKeys, ...openAttemptKeys])
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      participants.patch(keyOf(participant)).set({ active: true }).commit(),
      owe(mails, receipt),
      ...(retake ? [takeUse(pass, participant)] : []),
    ]).go(),
  );
  if (outcome.ok) return 'paid';
  return outcome.failed[0] ? 'raced' : 'cannotHold';
}

/** The voucher issued for the attempt in flight, its mail owed: the payment waits for it, findable by its expiry. */
export async function recordVoucher(current: RetoPaymentItem, ficha: OxxoVoucher, ordenPago: string, mail: OwedMail): Promise<boolean> {
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ payment, mails }) => [
      payment
        .patch(keyOf(current))
        .set({ estado: 'ficha', ficha, ordenPago, fichaPendiente: 'oxxo', fichaVence: ficha.expiraEn, version: current.version + 1 })
        .remove([...openAttemptKeys])
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      owe(mails, mail),
    ]).go(),
  );
  return outcome.ok;
}

/** The provider call failed: whether it charged is unknown, so the attempt is resumed with its own key, or its charge found by the reconciliation. */
export async function interruptAttempt(current: RetoPaymentItem): Promise<void> {
  await guardedWrite(
    RetoPaymentEntity.patch(keyOf(current))
      .set({ estado: 'interrumpido', version: current.version + 1 })
      .where(({ version }, { eq }) => eq(version, current.version))
      .go({ response: 'none' }),
  );
}

/** The provider has no paid order of an attempt cut short: it is resumed with its own key, and no longer asked about; false when it changed since read. */
export function closeAttempt(current: RetoPaymentItem): Promise<boolean> {
  return guardedWrite(
    RetoPaymentEntity.patch(keyOf(current))
      .set({ estado: 'interrumpido', version: current.version + 1 })
      .remove([...openAttemptKeys])
      .where(({ version }, { eq }) => eq(version, current.version))
      .go({ response: 'none' }),
  );
}

/**
 * Gives the participant's code use back (a refusal, an expired voucher) with the payment's new state;
 * false when the payment changed since read. The participant stays, pending, and may pay again.
 */
export async function giveUseBack(participant: Participant, current: RetoPaymentItem, change: { estado: 'rechazado' | 'vencido'; mensajes?: string[] }): Promise<boolean> {
  for (let tries = 0; tries < RETURN_TRIES; tries += 1) {
    const held = current.usoDevuelto ? -1 : ((await getCode(participant.eventId, participant.eventPass))?.used.lastIndexOf(participant.userID) ?? -1);
    const outcome = await transact(() =>
      createWriteTransaction(entities, ({ payment, pass }) => [
        payment
          .patch(keyOf(current))
          .set({ ...change, usoDevuelto: true, version: current.version + 1 })
          .remove([...unpaidVoucherKeys, ...openAttemptKeys])
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit(),
        ...(held < 0
          ? []
          : [
              pass
                .patch({ eventId: participant.eventId, code: participant.eventPass })
                .add({ usedCount: -1 })
                .data(({ used }, { remove }) => remove(used[held]))
                // ElectroDB builds `used[i]` at run time; its types know whole attributes only (a string one, as `code`).
                .where((item, { eq, gt }) => `${eq(item.used[held] as unknown as typeof item.code, participant.userID)} AND ${gt(item.usedCount, 0)}`)
                .commit(),
            ]),
      ]).go(),
    );
    if (outcome.ok) return true;
    if (outcome.failed[0]) return false;
  }
  throw new Error(`The code use of ${participant.userID} in ${participant.eventId} could not be given back`);
}

/** An order paid that the registration cannot take (paid already, or its code has no use left). */
export async function markForRefund(current: RetoPaymentItem, ordenPago: string): Promise<void> {
  await guardedWrite(
    RetoPaymentEntity.patch(keyOf(current))
      .append({ reembolsar: [ordenPago] })
      .where(({ reembolsar }, { notContains }) => notContains(reembolsar, ordenPago))
      .go({ response: 'none' }),
  );
}

/** Unpaid vouchers of every reto due by `until`. */
export async function retoVouchersDueBy(until: string): Promise<RetoPaymentItem[]> {
  const { data } = await RetoPaymentEntity.query.pendingVouchers({ fichaPendiente: 'oxxo' }).lte({ fichaVence: until }).go({ pages: 'all' });
  return data;
}

/** Attempts of every reto whose outcome is unknown since before `since` (ISO-8601 UTC), oldest first. */
export async function retoAttemptsOpenSince(since: string): Promise<RetoPaymentItem[]> {
  const { data } = await RetoPaymentEntity.query.openAttempts({ intentoAbierto: 'si' }).lt({ abiertoDesde: since }).go({ pages: 'all' });
  return data;
}
