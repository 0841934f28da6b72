// A registrant moved to another modality, branch or category by staff (docs/registration.md §2 detail dialog). Moving
// to another modality takes a place of the new one under its capacity and returns the old one; a
// registrant with a folio gets the new modality's next folio, and its old number waits in the old
// modality's released pool (a new number drawn and not taken goes back to the new one's). All of it
// is one transaction on the revision staff saw. An athlete's change (docs/registration.md, Transfers
// and modality changes) is the same move with more in its transaction: new personal data and its
// name's words, a folio redrawn within the modality, the change's own state and the mails it owes.
import { createWriteTransaction } from 'electrodb';
import type { ChangeEntry } from '@shared/registration/registrant-admin-api';
import { EventQuotaEntity } from '@lambdas/data/event-quota-entity';
import { FolioEntity } from '@lambdas/data/folio-entity';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { ReleasedFolioEntity } from '@lambdas/data/released-folio-entity';
import { RegistrantNameEntity } from '@lambdas/data/registrant-name-entity';
import { RegistrationChangeEntity, type RegistrationChangeItem } from '@lambdas/data/registration-change-entity';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { owe, type OwedMail } from '@lambdas/mail/outbox-repository';
import { nameItemsOf } from './registrant-names';
import { drawFolio, giveBack, type DrawnFolio, type FolioRange } from '../folios/folio-draw';
import { takeReleased } from '../folios/folios-repository';
import { atRevision } from './registrant-changes-repository';
import { transact } from '@lambdas/data/transaction-retry';

export type Placement = Pick<RegistrantItem, 'modalidad' | 'rama' | 'categoria' | 'descripcionModalidad' | 'kilometro' | 'nombreCategoria'>;

/** How a move ended: made, refused by the registrant's own state (read it again to say why), no place or no folio. */
export type MoveOutcome = 'moved' | 'changed' | 'soldOut' | 'noFolio';

const DRAWS = 50;

/** What an athlete's change adds to the move (registration-changes-repository.ts). */
export interface ChangeRewrite {
  /** Personal data replaced too (a transfer): the name's words are rewritten with them. */
  set?: Partial<RegistrantItem>;
  /** Removed with them: the link's key of a registration a transfer's undo gives back to a holder who had none. */
  remove?: 'llave'[];
  /** A new folio even within the modality (a transfer whose organizer redraws folios). */
  redrawFolio?: boolean;
  /** The change applied ('aplicado', only by the attempt paying it, ending the registrant's pending change) or undone ('deshecho'). */
  change: Pick<RegistrationChangeItem, 'eventId' | 'cambioId'> & ({ estado: 'aplicado'; intento: string; paid: Partial<RegistrationChangeItem> } | { estado: 'deshecho' });
  /** The mails it owes, written for the folio the registrant ends with. */
  mails: (numero: number | undefined) => OwedMail[];
}

/**
 * Moves the registrant; 'changed' when its revision moved on or it became deleted or busy paying
 * (the caller reads it again to say which), 'soldOut' when the new modality has no place left.
 */
export async function moveRegistrant(registrant: RegistrantItem, placement: Placement, entries: ChangeEntry[], range: FolioRange, staleClaimBefore: Date, rewrite?: ChangeRewrite): Promise<MoveOutcome> {
  const { eventId, registroId, serverTime, revision, modalidad: from, numero: oldNumero, lugarReservado } = registrant;
  const to = placement.modalidad;
  const crossing = to !== from;
  const applying = rewrite?.change.estado === 'aplicado';
  const names = rewrite?.set ? { gone: nameItemsOf(registrant), now: nameItemsOf({ ...registrant, ...rewrite.set }) } : undefined;
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const needsFolio = (crossing || rewrite?.redrawFolio === true) && oldNumero !== undefined;
    const folio: DrawnFolio | undefined = needsFolio ? await drawFolio(eventId, to, range) : undefined;
    const movesPlace = crossing && lugarReservado;
    // Every number of the range is held, each by a registrant holding one of its places: it is full.
    if (needsFolio && !folio) return movesPlace ? 'soldOut' : 'noFolio';
    const outcome = await transact(() =>
      createWriteTransaction(
        {
          registrant: RegistrantEntity,
          quota: EventQuotaEntity,
          folios: FolioEntity,
          released: ReleasedFolioEntity,
          name: RegistrantNameEntity,
          changes: RegistrationChangeEntity,
          mails: OutboxMailEntity,
        },
        ({ registrant: registrants, quota, folios, released, name, changes, mails }) => [
          registrants
            .patch({ eventId, registroId })
            .set({ ...rewrite?.set, ...placement, ...(folio ? { numero: folio.numero } : {}), revision: revision + 1 })
            .composite({ serverTime })
            // An applied change ends the registrant's pending change.
            .remove([...(applying ? (['cambioPendiente', 'cambioPendienteTipo'] as const) : []), ...(rewrite?.remove ?? [])])
            .append({ changesRegistry: entries })
            .where(({ revision: stored, borrado, pagoPendiente, pagoEnCurso, pagoDesde, cambioPendiente }, operators) => {
              const { eq, notExists, lt } = operators;
              const current = `${atRevision(stored, revision, operators)} AND ${eq(borrado, false)}`;
              const own = rewrite?.change.estado === 'aplicado' ? `${current} AND ${eq(cambioPendiente, rewrite.change.cambioId)}` : current;
              return crossing ? `${own} AND ${notExists(pagoPendiente)} AND (${notExists(pagoEnCurso)} OR ${lt(pagoDesde, staleClaimBefore.toISOString())})` : own;
            })
            .commit(),
          ...(movesPlace
            ? [
                quota
                  .update({ eventId, cupo: 'lugares', clave: to })
                  .add({ usados: 1 })
                  .where(({ usados }, { notExists, lt }) => `(${notExists(usados)} OR ${lt(usados, range.capacidad)})`)
                  .commit(),
                quota.update({ eventId, cupo: 'lugares', clave: from }).subtract({ usados: 1 }).where(({ usados }, { gt }) => gt(usados, 0)).commit(),
              ]
            : []),
          ...(folio && oldNumero !== undefined
            ? [
                folios.create({ eventId, numero: folio.numero, registroId, codigoModalidad: to }).commit(),
                folios.delete({ eventId, numero: oldNumero }).where(({ registroId: holder }, { eq }) => eq(holder, registroId)).commit(),
                released.put({ eventId, codigoModalidad: from, numero: oldNumero }).commit(),
                ...(folio.released ? [takeReleased(released, { eventId, codigoModalidad: to, numero: folio.numero })] : []),
              ]
            : []),
          ...(rewrite ? changeWrites(rewrite, names, folio?.numero ?? oldNumero, { name, changes, mails }) : []),
        ],
      ).go(),
    );
    if (outcome.ok) return 'moved';
    const [registrantFailed = false, placeFailed = false] = outcome.failed;
    const folioWrites = folio && oldNumero !== undefined ? (folio.released ? 4 : 3) : 0;
    // The change's own state moved on (cancelled, paid or undone by another request).
    const changeFailed = rewrite !== undefined && outcome.failed[1 + (movesPlace ? 2 : 0) + folioWrites] === true;
    // The new folio drawn and not taken goes back to its pool, unless another registrant holds it.
    if (folio && !outcome.failed[movesPlace ? 3 : 1]) await giveBack(eventId, to, folio);
    if (registrantFailed || changeFailed) return 'changed';
    if (movesPlace && placeFailed) return 'soldOut';
    if (!folio) return 'changed';
  }
  return 'noFolio';
}

type NameItem = ReturnType<typeof nameItemsOf>[number];
interface ChangeOperations {
  name: Parameters<Parameters<typeof createWriteTransaction<{ name: typeof RegistrantNameEntity }, unknown, never[]>>[1]>[0]['name'];
  changes: Parameters<Parameters<typeof createWriteTransaction<{ changes: typeof RegistrationChangeEntity }, unknown, never[]>>[1]>[0]['changes'];
  mails: Parameters<Parameters<typeof createWriteTransaction<{ mails: typeof OutboxMailEntity }, unknown, never[]>>[1]>[0]['mails'];
}

/** The change's state first (its place in the transaction tells a refusal by it), then the name's words and the mails. */
function changeWrites(rewrite: ChangeRewrite, names: { gone: NameItem[]; now: NameItem[] } | undefined, numero: number | undefined, { name, changes, mails }: ChangeOperations) {
  const { change } = rewrite;
  const key = { eventId: change.eventId, cambioId: change.cambioId };
  const state =
    change.estado === 'aplicado'
      ? changes
          .patch(key)
          .set({ ...change.paid, estado: 'aplicado' })
          .remove(['intento', 'cobroDesde', 'cobroAbierto'])
          .where(({ estado, intento }, { eq }) => `${eq(estado, 'cobrando')} AND ${eq(intento, change.intento)}`)
          .commit()
      : changes.patch(key).set({ estado: 'deshecho' }).where(({ estado }, { eq }) => eq(estado, 'aplicado')).commit();
  const kept = new Set(names?.now.map((item) => `${item.palabra}#${item.registroId}`));
  return [
    state,
    ...(names?.gone.filter((item) => !kept.has(`${item.palabra}#${item.registroId}`)).map(({ eventId, palabra, registroId }) => name.delete({ eventId, palabra, registroId }).commit()) ?? []),
    ...(names?.now.map((item) => name.put(item).commit()) ?? []),
    ...rewrite.mails(numero).map((mail) => owe(mails, mail)),
  ];
}

