// Access patterns of an athlete's changes to a registration (docs/registration.md, Transfers and
// modality changes). Starting one marks the registrant as having it pending, in one transaction that
// refuses a second; cancelling ends both; the payment claims the change for one attempt at a time,
// and a refusal gives it back with the provider's key moved on. Applying and undoing it are the
// registrant's move (../admin/registrant-move-repository.ts), which also writes the change's state.
import { createWriteTransaction } from 'electrodb';
import type { ChangeKind } from '@shared/registration/change-api';
import type { Order } from '@shared/registration/order-total';
import type { AthleteData } from '@shared/registration/registration-api';
import { isConditionFailure } from '@lambdas/data/conditions';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { RegistrationChangeEntity, type RegistrationChangeItem } from '@lambdas/data/registration-change-entity';
import { transact } from '@lambdas/data/transaction-retry';

export interface NewChange {
  tipo: ChangeKind;
  order: Order;
  reembolso: number;
  hasta?: string;
  codigoModalidad?: string;
  descripcionDestino?: string;
}

/** Starts the change: false when the registrant already has one pending (or changed meanwhile). */
export async function startChange(registrant: RegistrantItem, cambioId: string, change: NewChange, now: Date): Promise<boolean> {
  const { eventId, registroId } = registrant;
  const outcome = await transact(() =>
    createWriteTransaction({ registrant: RegistrantEntity, changes: RegistrationChangeEntity }, ({ registrant: registrants, changes }) => [
      registrants
        .patch({ eventId, registroId })
        .set({ cambioPendiente: cambioId, cambioPendienteTipo: change.tipo })
        .where(({ cambioPendiente, borrado }, { notExists, eq }) => `${notExists(cambioPendiente)} AND ${eq(borrado, false)}`)
        .commit(),
      changes.create({ eventId, cambioId, registroId, estado: 'pendiente', creado: now.toISOString(), ...change }).commit(),
    ]).go(),
  );
  return outcome.ok;
}

export async function getChange(eventId: number, cambioId: string, { consistent = false } = {}): Promise<RegistrationChangeItem | null> {
  const { data } = await RegistrationChangeEntity.get({ eventId, cambioId }).go({ consistent });
  return data;
}

/** Cancels a change not being paid: false when it is no longer pending. */
export async function cancelChange(change: RegistrationChangeItem, registrant: RegistrantItem): Promise<boolean> {
  const { eventId, cambioId } = change;
  const outcome = await transact(() =>
    createWriteTransaction({ registrant: RegistrantEntity, changes: RegistrationChangeEntity }, ({ registrant: registrants, changes }) => [
      changes.patch({ eventId, cambioId }).set({ estado: 'cancelado' }).where(({ estado }, { eq }) => eq(estado, 'pendiente')).commit(),
      registrants
        .patch({ eventId, registroId: registrant.registroId })
        .remove(['cambioPendiente', 'cambioPendienteTipo'])
        .where(({ cambioPendiente }, { eq }) => eq(cambioPendiente, cambioId))
        .commit(),
    ]).go(),
  );
  return outcome.ok;
}

/** Removed by whatever ends a payment's claim: its refusal, the change applied, cancelled or given back. */
export const openPaymentKeys = ['intento', 'cobroDesde', 'cobroAbierto'] as const;

/** Who pays, as the claim records it for the reconciliation: a transfer's new athlete, else the holder. */
export interface ChangePayer {
  correo: string;
  /** A transfer's new athlete, as sent. */
  datos?: AthleteData;
}

/**
 * Takes the change for the attempt: pending, or left by an attempt that stopped before `staleBefore`.
 * Records who pays, so a payment cut short after its charge can be found at the provider and finished
 * (change-reconciliation.ts). The change as claimed, or null when another attempt holds it or it is no longer pending.
 */
export async function claimChange(change: RegistrationChangeItem, intento: string, now: Date, staleBefore: Date, payer?: ChangePayer): Promise<RegistrationChangeItem | null> {
  try {
    const { data } = await RegistrationChangeEntity.patch({ eventId: change.eventId, cambioId: change.cambioId })
      .set({ estado: 'cobrando', intento, cobroDesde: now.toISOString(), cobroAbierto: 'si', ...(payer ? { correoPago: payer.correo, ...(payer.datos ? { datos: payer.datos } : {}) } : {}) })
      .where(({ estado, cobroDesde }, { eq, lt }) => `(${eq(estado, 'pendiente')} OR (${eq(estado, 'cobrando')} AND ${lt(cobroDesde, staleBefore.toISOString())}))`)
      .go({ response: 'all_new' });
    return data as RegistrationChangeItem;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Gives the change back to pending after the attempt: `declined` moves the provider's key on (a new
 * order for the next card), otherwise the next attempt is the same order (nothing was charged, or
 * whether it was is unknown).
 */
export async function releaseChange(change: RegistrationChangeItem, intento: string, declined: boolean): Promise<boolean> {
  try {
    await RegistrationChangeEntity.patch({ eventId: change.eventId, cambioId: change.cambioId })
      .set({ estado: 'pendiente', rechazos: change.rechazos + (declined ? 1 : 0) })
      .remove([...openPaymentKeys])
      .where(({ estado, intento: held }, { eq }) => `${eq(estado, 'cobrando')} AND ${eq(held, intento)}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    // Another attempt took it over meanwhile: it is that attempt's to give back.
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** Changes whose payment claim is older than `before` (sparse gsi6): their attempt stopped, perhaps after the charge. */
export async function changesPaidSince(before: string): Promise<RegistrationChangeItem[]> {
  const { data } = await RegistrationChangeEntity.query.openPayments({ cobroAbierto: 'si' }).lt({ cobroDesde: before }).go({ pages: 'all' });
  return data;
}

/**
 * Takes a change whose payment was cut short for the reconciliation, under a claim of its own (`sweep`)
 * so no attempt pays it meanwhile: still being paid, and by an attempt that stopped before
 * `staleBefore`. The change as taken, or null.
 */
export async function takeCutShortChange(change: RegistrationChangeItem, sweep: string, now: Date, staleBefore: Date): Promise<RegistrationChangeItem | null> {
  try {
    const { data } = await RegistrationChangeEntity.patch({ eventId: change.eventId, cambioId: change.cambioId })
      // Both keys of the sparse index, so it lists the change again by the job's own claim if it keeps it.
      .set({ intento: sweep, cobroDesde: now.toISOString(), cobroAbierto: 'si' })
      .where(({ estado, cobroDesde }, { eq, lt }) => `${eq(estado, 'cobrando')} AND ${lt(cobroDesde, staleBefore.toISOString())}`)
      .go({ response: 'all_new' });
    return data as RegistrationChangeItem;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** A second paid order of a change applied with another: flagged on the change for staff to refund. */
export async function markChangeRefund(change: RegistrationChangeItem): Promise<void> {
  await RegistrationChangeEntity.patch({ eventId: change.eventId, cambioId: change.cambioId }).set({ reembolsar: true }).go({ response: 'none' });
}

/**
 * A change paid that could not be applied (its modality filled, no folio left): cancelled, the
 * registrant's pending change ended, and the payment flagged for staff to refund.
 */
export async function flagChangeRefund(change: RegistrationChangeItem, intento: string, paid: { ordenPago?: string; idOperacion?: string }): Promise<boolean> {
  const { eventId, cambioId, registroId } = change;
  const outcome = await transact(() =>
    createWriteTransaction({ registrant: RegistrantEntity, changes: RegistrationChangeEntity }, ({ registrant: registrants, changes }) => [
      changes
        .patch({ eventId, cambioId })
        .set({ estado: 'cancelado', reembolsar: true, ...paid })
        .remove([...openPaymentKeys])
        .where(({ estado, intento: held }, { eq }) => `${eq(estado, 'cobrando')} AND ${eq(held, intento)}`)
        .commit(),
      registrants
        .patch({ eventId, registroId })
        .remove(['cambioPendiente', 'cambioPendienteTipo'])
        .where(({ cambioPendiente }, { eq }) => eq(cambioPendiente, cambioId))
        .commit(),
    ]).go(),
  );
  if (outcome.ok) return true;
  // Not this attempt's change any more: nothing to flag here.
  if (outcome.failed[0]) return false;
  // The registrant no longer marks it (deleted and restored, changed by staff): the change alone.
  try {
    await RegistrationChangeEntity.patch({ eventId, cambioId })
      .set({ estado: 'cancelado', reembolsar: true, ...paid })
      .remove([...openPaymentKeys])
      .where(({ estado, intento: held }, { eq }) => `${eq(estado, 'cobrando')} AND ${eq(held, intento)}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

