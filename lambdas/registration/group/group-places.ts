// The places of a group order (docs/registration.md, Group registration), held and given back for
// every member at once in one transaction, all or none, with the same counters as a single
// registration: each modality's quota and each code's uses move by the group's count of them. The
// payer's registrant (the first member) carries the open hold the sweep looks for; a registrant that
// is not a group's payer is held as a single registration (places-repository.ts).
import { createWriteTransaction } from 'electrodb';
import { EventQuotaEntity, type QuotaKind } from '@lambdas/data/event-quota-entity';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { transact } from '@lambdas/data/transaction-retry';
import { owe } from '@lambdas/mail/outbox-repository';
import { holdPlace, openHoldKeys, readPlaces, releaseCondition, releasePlace, type HoldOutcome, type PlaceLimits, type ReleaseMail, type ReleaseReason } from '../form/places-repository';

/** What the payer's registrant keeps of each member: enough to hold and give back its place without reading it. */
export interface GroupMemberRef {
  registroId: string;
  modalidad: string;
  codigoDescuento?: string;
}

type Holder = Pick<RegistrantItem, 'eventId' | 'registroId' | 'modalidad' | 'codigoDescuento' | 'grupoMiembros'>;

/** The group's members when `holder` is a group's payer; nothing for any other registrant. */
export const groupMembersOf = (holder: Pick<RegistrantItem, 'grupoMiembros'>): GroupMemberRef[] | undefined => holder.grupoMiembros as GroupMemberRef[] | undefined;

interface QuotaCount {
  cupo: QuotaKind;
  clave: string;
  count: number;
  limit: number;
}

/** Each place and code use the members take, counted per modality and per code, with its limit. */
function quotaCounts(members: GroupMemberRef[], limitsOf: (member: GroupMemberRef) => PlaceLimits): QuotaCount[] {
  const counts = new Map<string, QuotaCount>();
  const take = (cupo: QuotaKind, clave: string, limit: number) => {
    const id = `${cupo}#${clave}`;
    const current = counts.get(id);
    counts.set(id, { cupo, clave, limit, count: (current?.count ?? 0) + 1 });
  };
  for (const member of members) {
    const limits = limitsOf(member);
    take('lugares', member.modalidad, limits.capacidad);
    if (member.codigoDescuento !== undefined) take('codigoDescuento', member.codigoDescuento, limits.usosMaximos ?? 0);
  }
  return [...counts.values()];
}

/** Holds every member's place at once, or none; as holdPlace answers for a single registrant. */
export async function holdPlaces(holder: Holder, limitsOf: (member: GroupMemberRef) => PlaceLimits, revision?: string): Promise<HoldOutcome> {
  const members = groupMembersOf(holder);
  if (!members) return holdPlace(holder, limitsOf(holder), revision);
  const { eventId } = holder;
  const quotas = quotaCounts(members, limitsOf);
  const refused = async (cupo: QuotaKind): Promise<HoldOutcome> => {
    const outcome = cupo === 'lugares' ? 'soldOut' : 'codeUsedUp';
    return revision !== undefined && (await readPlaces(eventId)).revision !== revision ? 'stale' : outcome;
  };
  const tooMany = quotas.find(({ count, limit }) => count > limit);
  if (tooMany) return refused(tooMany.cupo);
  const since = new Date().toISOString();
  const outcome = await transact(() =>
    createWriteTransaction({ quota: EventQuotaEntity, registrant: RegistrantEntity }, ({ quota, registrant }) => [
      ...members.map(({ registroId }, index) =>
        registrant
          .patch({ eventId, registroId })
          .set(index === 0 ? { lugarReservado: true, reservaAbierta: 'si', reservadaDesde: since } : { lugarReservado: true })
          .where(({ lugarReservado }, { eq }) => eq(lugarReservado, false))
          .commit(),
      ),
      ...quotas.map(({ cupo, clave, count, limit }) =>
        quota
          .update({ eventId, cupo, clave })
          .add({ usados: count })
          .where(({ usados, revision: current }, { notExists, lte, eq }) => {
            const underLimit = `(${notExists(usados)} OR ${lte(usados, limit - count)})`;
            return revision === undefined || cupo !== 'lugares' ? underLimit : `${underLimit} AND ${eq(current, revision)}`;
          })
          .commit(),
      ),
    ]).go(),
  );
  // Holding twice is holding once: the payer holds, so every member does (they are held together).
  if (outcome.ok || outcome.failed[0]) return 'held';
  const failedQuota = quotas.find((_, index) => outcome.failed[members.length + index]);
  if (!failedQuota) throw new Error(`Group ${holder.registroId} is held in part`);
  return refused(failedQuota.cupo);
}

/** Gives every member's place and code use back at once; as releasePlace answers for a single registrant. */
export async function releasePlaces(holder: Holder, reason: ReleaseReason, mail?: ReleaseMail): Promise<boolean> {
  const members = groupMembersOf(holder);
  if (!members) return mail ? releasePlace(holder, reason, mail) : releasePlace(holder, reason);
  const { eventId } = holder;
  const expired = reason === 'expired';
  const quotas = quotaCounts(members, () => ({ capacidad: 0 }));
  const outcome = await transact(() =>
    createWriteTransaction({ quota: EventQuotaEntity, registrant: RegistrantEntity, mails: OutboxMailEntity }, ({ quota, registrant, mails }) => {
      const cancel = expired ? { cancelado: true } : {};
      const payer = registrant.patch({ eventId, registroId: holder.registroId }).set({ lugarReservado: false, ...cancel });
      return [
        (mail ? payer.append({ mails: [mail.record] }) : payer)
          .remove(expired ? ['pagoPendiente', 'voucherVence', ...openHoldKeys] : [...openHoldKeys])
          .where(releaseCondition(reason))
          .commit(),
        ...members.slice(1).map(({ registroId }) =>
          registrant
            .patch({ eventId, registroId })
            .set({ lugarReservado: false, ...cancel })
            .where(({ lugarReservado }, { eq }) => eq(lugarReservado, true))
            .commit(),
        ),
        ...quotas.map(({ cupo, clave, count }) =>
          quota
            .update({ eventId, cupo, clave })
            .subtract({ usados: count })
            .where(({ usados }, { gte }) => gte(usados, count))
            .commit(),
        ),
        ...(mail ? [owe(mails, mail.owed)] : []),
      ];
    }).go(),
  );
  if (outcome.ok) return true;
  if (outcome.failed[0]) return false;
  throw new Error(`Group ${holder.registroId} held places its event's counters do not count`);
}
