// Staff changes to a registrant (docs/registration.md §4: field edits, deletion, restore and folio release), each one
// transaction with its change-registry entry, made only on the revision staff saw: a second person
// saving over a first is refused, never applied on top.
import { createWriteTransaction } from 'electrodb';
import { listOf, type ChangeEntry } from '@shared/registration/registrant-admin-api';
import type { PaymentStatus } from '@shared/registration/registration-api';
import { EventQuotaEntity } from '@lambdas/data/event-quota-entity';
import { FolioEntity } from '@lambdas/data/folio-entity';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { RegistrantNameEntity } from '@lambdas/data/registrant-name-entity';
import { ReleasedFolioEntity } from '@lambdas/data/released-folio-entity';
import { searchableName } from '@shared/registration/registrant-search';
import { nameItemsOf } from './registrant-names';
import { transact } from '@lambdas/data/transaction-retry';

/** Items absent a revision were stored before revisions existed: they are at revision 0. */
export function atRevision<Attribute>(stored: Attribute, revision: number, { eq, notExists }: { eq: (attribute: Attribute, value: number) => string; notExists: (attribute: Attribute) => string }): string {
  return revision === 0 ? `(${notExists(stored)} OR ${eq(stored, 0)})` : eq(stored, revision);
}

/** Whether the change was made; when not, the caller reads the registrant again to say why. */
const applied = (outcome: { ok: boolean }): boolean => outcome.ok;

/** Values staff edit; a change of name rewrites the name's words too. */
export async function editRegistrant(registrant: RegistrantItem, set: Partial<RegistrantItem>, entry: ChangeEntry): Promise<boolean> {
  const { eventId, registroId, serverTime, revision } = registrant;
  const after = nameItemsOf({ ...registrant, ...set });
  const kept = new Set(after.map((item) => item.palabra));
  const gone = nameItemsOf(registrant).filter((item) => !kept.has(item.palabra));
  const renamed = gone.length > 0 || after.some((item) => item.nombre !== searchableName(registrant));
  return applied(
    await transact(() =>
      createWriteTransaction({ registrant: RegistrantEntity, name: RegistrantNameEntity }, ({ registrant: registrants, name }) => [
        registrants
          .patch({ eventId, registroId })
          .set({ ...set, revision: revision + 1 })
          .composite({ serverTime })
          .append({ changesRegistry: [entry] })
          .where(({ revision: stored }, operators) => atRevision(stored, revision, operators))
          .commit(),
        ...gone.map(({ eventId: event, palabra, registroId: id }) => name.delete({ eventId: event, palabra, registroId: id }).commit()),
        ...(renamed ? after.map((item) => name.put(item).commit()) : []),
      ]).go(),
    ),
  );
}

/**
 * Deletes or restores. A deletion waits for a payment in flight or an unpaid voucher to end (so a
 * deleted registrant is never completed by a late payment); a released folio cannot be restored.
 */
export async function setDeleted(registrant: RegistrantItem, borrado: boolean, entry: ChangeEntry, staleClaimBefore: Date): Promise<boolean> {
  const { eventId, registroId, serverTime, revision } = registrant;
  const lista = listOf({ statusPago: registrant.statusPago as PaymentStatus, borrado, liberado: false });
  return applied(
    await transact(() =>
      createWriteTransaction({ registrant: RegistrantEntity }, ({ registrant: registrants }) => [
        registrants
          .patch({ eventId, registroId })
          .set({ borrado, lista, revision: revision + 1 })
          .composite({ serverTime })
          .append({ changesRegistry: [entry] })
          .where(({ revision: stored, liberado, pagoPendiente, pagoEnCurso, pagoDesde }, operators) => {
            const { eq, notExists, lt } = operators;
            const own = borrado
              ? `${notExists(pagoPendiente)} AND (${notExists(pagoEnCurso)} OR ${lt(pagoDesde, staleClaimBefore.toISOString())})`
              : eq(liberado, false);
            return `${atRevision(stored, revision, operators)} AND ${own}`;
          })
          .commit(),
      ]).go(),
    ),
  );
}

/**
 * Releases a deleted registrant's folio (docs/registration.md §4): the registrant keeps the number only as
 * folioLiberado, the folio item goes, the number waits in its modality's pool, and the place is
 * returned to the modality.
 */
export async function releaseFolio(registrant: RegistrantItem, numero: number, entry: ChangeEntry): Promise<boolean> {
  const { eventId, registroId, serverTime, revision, modalidad, lugarReservado } = registrant;
  return applied(
    await transact(() =>
      createWriteTransaction(
        { registrant: RegistrantEntity, folio: FolioEntity, released: ReleasedFolioEntity, quota: EventQuotaEntity },
        ({ registrant: registrants, folio, released, quota }) => [
          registrants
            .patch({ eventId, registroId })
            .set({ liberado: true, lista: 'liberado', folioLiberado: numero, lugarReservado: false, revision: revision + 1 })
            .composite({ serverTime })
            .remove(['numero'])
            .append({ changesRegistry: [entry] })
            .where(({ revision: stored, borrado, numero: held }, operators) => `${atRevision(stored, revision, operators)} AND ${operators.eq(borrado, true)} AND ${operators.eq(held, numero)}`)
            .commit(),
          folio.delete({ eventId, numero }).where(({ registroId: holder }, { eq }) => eq(holder, registroId)).commit(),
          released.put({ eventId, codigoModalidad: modalidad, numero }).commit(),
          ...(lugarReservado
            ? [quota.update({ eventId, cupo: 'lugares', clave: modalidad }).subtract({ usados: 1 }).where(({ usados }, { gt }) => gt(usados, 0)).commit()]
            : []),
        ],
      ).go(),
    ),
  );
}
