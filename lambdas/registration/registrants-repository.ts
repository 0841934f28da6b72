// Access patterns of registrants: the draft stored once per attempt, reads by id, and the payment
// bookkeeping on the registrant (the one attempt in flight, declines, the voucher and its mail, mails).
import { createWriteTransaction } from 'electrodb';
import type { OxxoVoucher, PaymentStatus } from '@shared/registration/registration-api';
import type { MailType } from '@shared/registration/mail-texts';
import { isConditionFailure } from '@lambdas/data/conditions';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { RegistrantNameEntity } from '@lambdas/data/registrant-name-entity';
import { RegistrationAttemptEntity } from '@lambdas/data/registration-attempt-entity';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { owe, type OwedMail } from '@lambdas/mail/outbox-repository';
import { openHoldKeys } from './form/places-repository';
import { nameItemsOf } from './admin/registrant-names';
import { transact } from '@lambdas/data/transaction-retry';

export type RegistrantKey = Pick<RegistrantItem, 'eventId' | 'registroId'>;
export type NewRegistrant = Omit<RegistrantItem, 'borrado' | 'liberado' | 'cancelado' | 'lugarReservado' | 'reembolsar' | 'changesRegistry' | 'mails' | 'pagosFallidos' | 'lista' | 'revision'>;

export interface FailedPayment {
  intento: string;
  fecha: string;
  mensajes: string[];
}

/** `consistent` reads what a write of this same request stored. */
interface ReadOptions {
  consistent?: boolean;
}

export async function getRegistrant({ eventId, registroId }: RegistrantKey, { consistent = false }: ReadOptions = {}): Promise<RegistrantItem | null> {
  const { data } = await RegistrantEntity.get({ eventId, registroId }).go({ consistent });
  return data;
}

/** The registrant an attempt created, if it created one. */
export async function registrantOfAttempt(eventId: number, intento: string, options: ReadOptions = {}): Promise<RegistrantItem | null> {
  const { data } = await RegistrationAttemptEntity.get({ eventId, intento }).go({ consistent: options.consistent ?? false });
  return data ? getRegistrant({ eventId, registroId: data.registroId }, options) : null;
}

/** Stores the draft with its attempt and the words of its name; false when the attempt had stored one already. */
export async function createDraft(draft: NewRegistrant): Promise<boolean> {
  const { eventId, intento, registroId } = draft;
  const outcome = await transact(() =>
    createWriteTransaction({ attempt: RegistrationAttemptEntity, registrant: RegistrantEntity, name: RegistrantNameEntity }, ({ attempt, registrant, name }) => [
      attempt.create({ eventId, intento, registroId }).commit(),
      registrant.create({ ...draft, lista: 'incompleto' }).commit(),
      ...nameItemsOf(draft).map((item) => name.put(item).commit()),
    ]).go(),
  );
  return outcome.ok;
}

/**
 * Marks the attempt as the registrant's payment in flight, unless another is (and is not stale):
 * the registrant as it is once claimed, or null.
 */
export async function claimPayment(key: RegistrantKey, intento: string, now: Date, staleBefore: Date): Promise<RegistrantItem | null> {
  try {
    const { data } = await RegistrantEntity.patch(key)
      .set({ pagoEnCurso: intento, pagoDesde: now.toISOString() })
      .where(({ pagoEnCurso, pagoDesde }, { notExists, lt }) => `(${notExists(pagoEnCurso)} OR ${lt(pagoDesde, staleBefore.toISOString())})`)
      .go({ response: 'all_new' });
    return data as RegistrantItem;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Ends the attempt's claim: the registrant as it is then, or null when another attempt took the claim over (stale). */
export async function endPayment(key: RegistrantKey, intento: string): Promise<RegistrantItem | null> {
  try {
    const { data } = await RegistrantEntity.patch(key)
      .remove(['pagoEnCurso', 'pagoDesde'])
      .where(({ pagoEnCurso }, { eq }) => eq(pagoEnCurso, intento))
      .go({ response: 'all_new' });
    return data as RegistrantItem;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

export async function recordFailedPayment(key: RegistrantKey, failure: FailedPayment): Promise<void> {
  await RegistrantEntity.patch(key).append({ pagosFallidos: [failure] }).go({ response: 'none' });
}

/**
 * The voucher issued: the registration waits for its payment, findable by its expiry (the hold is the
 * voucher's now), and its mail is recorded and put in the outbox in the same write.
 */
export async function recordVoucher(key: RegistrantKey, voucher: OxxoVoucher, ordenPago: string, statusPago: PaymentStatus, mail: { record: MailRecord; owed: OwedMail }): Promise<void> {
  const outcome = await transact(() =>
    createWriteTransaction({ registrant: RegistrantEntity, mails: OutboxMailEntity }, ({ registrant, mails }) => [
      registrant
        .patch(key)
        .set({ voucher, ordenPago, statusPago, pagoPendiente: 'oxxo', voucherVence: voucher.expiraEn })
        .append({ mails: [mail.record] })
        .remove([...openHoldKeys])
        .commit(),
      owe(mails, mail.owed),
    ]).go(),
  );
  if (!outcome.ok) throw new Error(`Registrant ${key.registroId} vanished while its voucher was recorded`);
}

export async function markForRefund(key: RegistrantKey): Promise<void> {
  await RegistrantEntity.patch(key).set({ reembolsar: true }).go({ response: 'none' });
}

export interface MailRecord {
  date: string;
  subject: string;
  tipoCorreo: MailType;
}

/** Appends a sent mail; `clearUnsent` also ends a request to send the confirmation again (the outbox's, lambdas/mail/outbox.ts, or staff's own). */
export async function recordMail(key: RegistrantKey, mail: MailRecord, { clearUnsent = false } = {}): Promise<void> {
  await RegistrantEntity.patch(key).append({ mails: [mail] }).remove(clearUnsent ? ['sendMail'] : []).go({ response: 'none' });
}

/** Places held since before `since` that neither a folio nor a voucher settled. */
export async function holdsOpenSince(since: string): Promise<RegistrantItem[]> {
  const { data } = await RegistrantEntity.query.openHolds({ reservaAbierta: 'si' }).lt({ reservadaDesde: since }).go({ pages: 'all' });
  return data;
}

/** Unpaid vouchers of every event that expire at or before `until` (ISO-8601 UTC), soonest first. */
export async function vouchersDueBy(until: string): Promise<RegistrantItem[]> {
  const { data } = await RegistrantEntity.query.pendingVouchers({ pagoPendiente: 'oxxo' }).lte({ voucherVence: until }).go({ pages: 'all' });
  return data;
}
