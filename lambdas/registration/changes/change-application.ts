// An athlete's change applied once paid, and undone by staff (docs/registration.md, Transfers and
// modality changes): the registrant's move (place accounting, folio, category), its change-log entry
// with the before and after, the change's state and its mails, all in one transaction
// (../admin/registrant-move-repository.ts). A registrant changed meanwhile by staff is read again and
// the change applied on what it is now; the change's own state makes it apply once whatever races.
import { changeTexts } from '@shared/registration/change-texts';
import { moneyText } from '@shared/registration/money-text';
import type { Order } from '@shared/registration/order-total';
import { CHANGE_ACTIONS, changeEntry, type Staff } from '@shared/registration/registrant-changes';
import { fullName } from '@shared/registration/registrant-name';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { RegistrationChangeItem } from '@lambdas/data/registration-change-entity';
import { sendOwed } from '@lambdas/mail/outbox';
import type { OwedMail } from '@lambdas/mail/outbox-repository';
import { STALE_CLAIM_MS } from '@lambdas/payments/stale-claim';
import { queueRegistrantNotice } from '@lambdas/realtime/fan-out-queue';
import { moveRegistrant, type MoveOutcome, type Placement } from '../admin/registrant-move-repository';
import { getRegistrant } from '../registrants-repository';
import { modalityMails, transferMails } from './change-mail';
import type { ChangeContext, ChangePlan } from './change-plan';

/** Reads of a registrant that staff keep changing while the change applies: past these, the change waits for the next attempt. */
const REREADS = 3;

/**
 * The registration's fields a transfer rewrites, as the undo writes them back: the holder's data and
 * the key of their link (none before any transfer), so an undone transfer's link is again the one
 * of the holder it goes back to, and the link of the one it leaves opens nothing.
 */
const PERSONAL = ['correo', 'nombres', 'apellidos', 'apellidoPaterno', 'apellidoMaterno', 'telefono', 'fechaNacimiento', 'genero', 'llave'] as const;
const SNAPSHOT = [...PERSONAL, 'modalidad', 'descripcionModalidad', 'kilometro', 'rama', 'categoria', 'nombreCategoria'] as const;
type Snapshot = Pick<RegistrantItem, (typeof SNAPSHOT)[number]>;

const pick = <Key extends keyof Snapshot>(from: Snapshot, keys: readonly Key[]) => Object.fromEntries(keys.filter((key) => from[key] !== undefined).map((key) => [key, from[key]])) as Pick<Snapshot, Key>;
const snapshotOf = (registrant: RegistrantItem): Snapshot => pick(registrant, SNAPSHOT);

const placementOf = (snapshot: Snapshot): Placement => ({
  modalidad: snapshot.modalidad,
  descripcionModalidad: snapshot.descripcionModalidad,
  kilometro: snapshot.kilometro,
  rama: snapshot.rama,
  categoria: snapshot.categoria,
  nombreCategoria: snapshot.nombreCategoria,
});

const pesos = (cents: number) => moneyText(cents, BASE_CURRENCY);

/** The athlete as the change log names who made a change. */
const athleteAuthor = (registrant: RegistrantItem): Staff => ({ iduser: 'atleta', nombresUser: fullName(registrant), apellidosUser: changeTexts.athleteName });

function description(change: RegistrationChangeItem, before: RegistrantItem, after: Snapshot, plan: ChangePlan): string {
  const total = pesos((change.order as Order).total);
  if (change.tipo === 'traspaso') return changeTexts.log.transfer(`${fullName(before)} (${before.correo})`, `${fullName(after)} (${after.correo})`, total, plan.redrawFolio);
  return changeTexts.log.modality(before.descripcionModalidad, after.descripcionModalidad, total, change.reembolso > 0 ? changeTexts.log.refund(pesos(change.reembolso)) : '');
}

export interface Payment {
  /** The attempt holding the change's claim now (the payer's, or the reconciliation's). */
  intento: string;
  /** The payer's attempt that charged it, when not `intento` (a change the reconciliation finished): the one answered the new holder's link. */
  intentoPago?: string;
  ordenPago?: string;
  idOperacion?: string;
}

/** Applies a change its attempt paid: 'moved' once applied (by this attempt or, raced, another), else why not. */
export async function applyPaidChange(change: RegistrationChangeItem, plan: ChangePlan, context: ChangeContext, payment: Payment, now: Date): Promise<MoveOutcome> {
  let outcome: MoveOutcome = 'changed';
  for (let read = 0; read < REREADS && outcome === 'changed'; read += 1) {
    const registrant = await getRegistrant(change, { consistent: true });
    if (!registrant || registrant.cambioPendiente !== change.cambioId) return 'changed';
    const after = { ...snapshotOf(registrant), ...plan.set, ...plan.placement } as Snapshot;
    const entry = { ...changeEntry(athleteAuthor(registrant), change.tipo === 'traspaso' ? CHANGE_ACTIONS.traspaso : CHANGE_ACTIONS.cambioModalidad, description(change, registrant, after, plan), now), cambioId: change.cambioId };
    const total = (change.order as Order).total;
    // Written for the folio the move ends with (a transfer may redraw it); the last ones written are the ones owed.
    let mails: OwedMail[] = [];
    const mailsFor = (numero: number | undefined) => {
      const afterItem = { ...registrant, ...after, numero };
      mails =
        change.tipo === 'traspaso'
          ? transferMails(context.event, change.cambioId, registrant, afterItem, total, now)
          : modalityMails(context.event, change.cambioId, registrant, afterItem, total, change.reembolso, now);
      return mails;
    };
    const moved = await moveRegistrant(registrant, plan.placement, [entry], plan.range, new Date(now.getTime() - STALE_CLAIM_MS), {
      ...(plan.set ? { set: plan.set } : {}),
      redrawFolio: plan.redrawFolio,
      change: { eventId: change.eventId, cambioId: change.cambioId, estado: 'aplicado', intento: payment.intento, paid: { antes: snapshotOf(registrant), despues: after, aplicado: now.toISOString(), intentoPago: payment.intentoPago ?? payment.intento, ...(payment.ordenPago ? { ordenPago: payment.ordenPago } : {}), ...(payment.idOperacion ? { idOperacion: payment.idOperacion } : {}) } },
      mails: mailsFor,
    });
    // Sent right after the write that owes them; the outbox's job sends what fails now.
    if (moved === 'moved') await Promise.all([...mails.map(sendOwed), queueRegistrantNotice(change.eventId, change.registroId)]);
    outcome = moved;
  }
  return outcome;
}

/**
 * Whether staff may undo the change: applied, and the registration still as the change left it (a
 * later change, by the athlete or staff, is undone first).
 */
export function undoable(change: RegistrationChangeItem, registrant: RegistrantItem): boolean {
  const after = change.despues as Snapshot | undefined;
  if (change.estado !== 'aplicado' || !after || registrant.borrado) return false;
  return SNAPSHOT.every((key) => after[key] === undefined || after[key] === registrant[key]);
}

/** Writes back what the registration was before the change: its holder and its modality, its place and folio accounted as a move. */
export async function undoChange(change: RegistrationChangeItem, registrant: RegistrantItem, range: ChangePlan['range'], staff: Staff, now: Date): Promise<MoveOutcome> {
  const before = change.antes as Snapshot;
  const entry = { ...changeEntry(staff, CHANGE_ACTIONS.cambioDeshecho, changeTexts.log.undone(change.tipo), now), cambioId: change.cambioId };
  return moveRegistrant(registrant, placementOf(before), [entry], range, new Date(now.getTime() - STALE_CLAIM_MS), {
    // A registration never transferred before had no key: its link is the registroId alone again.
    ...(change.tipo === 'traspaso' ? { set: pick(before, PERSONAL), ...(before.llave === undefined ? { remove: ['llave' as const] } : {}) } : {}),
    change: { eventId: change.eventId, cambioId: change.cambioId, estado: 'deshecho' },
    mails: () => [],
  });
}
