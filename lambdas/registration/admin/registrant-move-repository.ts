// A registrant moved to another modality, branch or category by staff (docs/registration.md §2 detail dialog). Moving
// to another modality takes a place of the new one under its capacity and returns the old one; a
// registrant with a folio gets the new modality's next folio, and its old number waits in the old
// modality's released pool (a new number drawn and not taken goes back to the new one's). All of it
// is one transaction on the revision staff saw.
import { createWriteTransaction } from 'electrodb';
import type { ChangeEntry } from '@shared/registration/registrant-admin-api';
import { EventQuotaEntity } from '@lambdas/data/event-quota-entity';
import { FolioEntity } from '@lambdas/data/folio-entity';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { ReleasedFolioEntity } from '@lambdas/data/released-folio-entity';
import { drawFolio, giveBack, type DrawnFolio, type FolioRange } from '../folios/folio-draw';
import { takeReleased } from '../folios/folios-repository';
import { atRevision } from './registrant-changes-repository';
import { transact } from '@lambdas/data/transaction-retry';

export type Placement = Pick<RegistrantItem, 'modalidad' | 'rama' | 'categoria' | 'descripcionModalidad' | 'kilometro' | 'nombreCategoria'>;

/** How a move ended: made, refused by the registrant's own state (read it again to say why), no place or no folio. */
export type MoveOutcome = 'moved' | 'changed' | 'soldOut' | 'noFolio';

const DRAWS = 50;

/**
 * Moves the registrant; 'changed' when its revision moved on or it became deleted or busy paying
 * (the caller reads it again to say which), 'soldOut' when the new modality has no place left.
 */
export async function moveRegistrant(registrant: RegistrantItem, placement: Placement, entries: ChangeEntry[], range: FolioRange, staleClaimBefore: Date): Promise<MoveOutcome> {
  const { eventId, registroId, serverTime, revision, modalidad: from, numero: oldNumero, lugarReservado } = registrant;
  const to = placement.modalidad;
  const crossing = to !== from;
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const needsFolio = crossing && oldNumero !== undefined;
    const folio: DrawnFolio | undefined = needsFolio ? await drawFolio(eventId, to, range) : undefined;
    const movesPlace = crossing && lugarReservado;
    // Every number of the range is held, each by a registrant holding one of its places: it is full.
    if (needsFolio && !folio) return movesPlace ? 'soldOut' : 'noFolio';
    const outcome = await transact(() =>
      createWriteTransaction(
        { registrant: RegistrantEntity, quota: EventQuotaEntity, folios: FolioEntity, released: ReleasedFolioEntity },
        ({ registrant: registrants, quota, folios, released }) => [
          registrants
            .patch({ eventId, registroId })
            .set({ ...placement, ...(folio ? { numero: folio.numero } : {}), revision: revision + 1 })
            .composite({ serverTime })
            .append({ changesRegistry: entries })
            .where(({ revision: stored, borrado, pagoPendiente, pagoEnCurso, pagoDesde }, operators) => {
              const { eq, notExists, lt } = operators;
              const current = `${atRevision(stored, revision, operators)} AND ${eq(borrado, false)}`;
              return crossing ? `${current} AND ${notExists(pagoPendiente)} AND (${notExists(pagoEnCurso)} OR ${lt(pagoDesde, staleClaimBefore.toISOString())})` : current;
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
        ],
      ).go(),
    );
    if (outcome.ok) return 'moved';
    const [registrantFailed = false, placeFailed = false] = outcome.failed;
    // The new folio drawn and not taken goes back to its pool, unless another registrant holds it.
    if (folio && !outcome.failed[movesPlace ? 3 : 1]) await giveBack(eventId, to, folio);
    if (registrantFailed) return 'changed';
    if (movesPlace && placeFailed) return 'soldOut';
    if (!folio) return 'changed';
  }
  return 'noFolio';
}
