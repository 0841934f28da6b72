// The places of a group order (docs/registration.md, Group registration), held and given back for
// every member at once in one transaction, all or none, with the same counters as a single
// registration: each modality's quota and each code's uses move by the group's count of them. The
// members are read first, as staff may have moved one to another modality, and the transaction
// holds only while each is still in the modality read (else it is read again). The payer's
// registrant (the first member) carries the open hold the sweep looks for; a registrant that is not
// a group's payer is held as a single registration (places-repository.ts).
import { createWriteTransaction } from 'electrodb';
import { EventQuotaEntity, type QuotaKind } from '@lambdas/data/event-quota-entity';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { transact } from '@lambdas/data/transaction-retry';
import { owe } from '@lambdas/mail/outbox-repository';
import { holdPlace, openHoldKeys, readPlaces, releaseCondition, releasePlace, type HoldOutcome, type PlaceLimits, type ReleaseMail, type ReleaseReason } from '../form/places-repository';
import { groupMemberIds, membersOfGroup } from './group-members';

type Holder = Pick<RegistrantItem, 'eventId' | 'registroId' | 'modalidad' | 'codigoDescuento' | 'grupoMiembros'>;
type Member = Pick<RegistrantItem, 'registroId' | 'modalidad' | 'codigoDescuento'>;

/** A member moved between the read and the write: read again, this many times at most. */
const READS = 3;

interface QuotaCount {
  cupo: QuotaKind;
  clave: string;
  count: number;
  limit: number;
}

/** Each place and code use the members take, counted per modality and per code, with its limit. */
function quotaCounts(members: Member[], limitsOf: (member: Member) => PlaceLimits): QuotaCount[] {
  const counts = new Map<string, QuotaCount>();
  const take = (cupo: QuotaKind, clave: string, limit: number) => {
    const id = `${cupo}#${clave}`;
    counts.set(id, { cupo, clave, limit, count: (counts.get(id)?.count ?? 0) + 1 });
  };
  for (const member of members) {
    const limits = limitsOf(member);
    take('lugares', member.modalidad, limits.capacidad);
    if (member.codigoDescuento !== undefined) take('codigoDescuento', member.codigoDescuento, limits.usosMaximos ?? 0);
  }
  return [...counts.values()];
}

/** Reads the members and runs `attempt` on them until no member moved in between. */
async function withMembersRead<T>(holder: Holder, attempt: (members: RegistrantItem[]) => Promise<T | 'moved'>): Promise<T> {
  for (let read = 0; read < READS; read += 1) {
    const outcome = await attempt(await membersOfGroup(holder));
    if (outcome !== 'moved') return outcome;
  }
  throw new Error(`Group ${holder.registroId} kept changing while its places were moved`);
}

/** Holds every member's place at once, or none; as holdPlace answers for a single registrant. */
export async function holdPlaces(holder: Holder, limitsOf: (member: Member) => PlaceLimits, revision?: string): Promise<HoldOutcome> {
  if (!groupMemberIds(holder)) return holdPlace(holder, limitsOf(holder), revision);
  const { eventId } = holder;
  const refused = async (cupo: QuotaKind): Promise<HoldOutcome> => {
    const outcome = cupo === 'lugares' ? 'soldOut' : 'codeUsedUp';
    return revision !== undefined && (await readPlaces(eventId)).revision !== revision ? 'stale' : outcome;
  };
  return withMembersRead(holder, async (members) => {
    // Holding twice is holding once: the payer holds, so every member does (they are held together).
    if (members[0]?.lugarReservado) return 'held';
    const quotas = quotaCounts(members, limitsOf);
    const tooMany = quotas.find(({ count, limit }) => count > limit);
    if (tooMany) return refused(tooMany.cupo);
    const since = new Date().toISOString();
    const outcome = await transact(() =>
      createWriteTransaction({ quota: EventQuotaEntity, registrant: RegistrantEntity }, ({ quota, registrant }) => [
        ...members.map(({ registroId, modalidad }, index) =>
          registrant
            .patch({ eventId, registroId })
            .set(index === 0 ? { lugarReservado: true, reservaAbierta: 'si', reservadaDesde: since } : { lugarReservado: true })
            .where(({ lugarReservado, modalidad: current }, { eq }) => `${eq(lugarReservado, false)} AND ${eq(current, modalidad)}`)
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
    if (outcome.ok) return 'held';
    // Held by another request, or a member moved, since the read.
    if (outcome.failed.slice(0, members.length).some(Boolean)) return 'moved';
    const failedQuota = quotas.find((_, index) => outcome.failed[members.length + index]);
    if (!failedQuota) throw new Error(`Group ${holder.registroId} was refused its places for no condition`);
    return refused(failedQuota.cupo);
  });
}

/** Gives every member's place and code use back at once; as releasePlace answers for a single registrant. */
export async function releasePlaces(holder: Holder, reason: ReleaseReason, mail?: ReleaseMail): Promise<boolean> {
  if (!groupMemberIds(holder)) return mail ? releasePlace(holder, reason, mail) : releasePlace(holder, reason);
  const { eventId } = holder;
  const expired = reason === 'expired';
  const cancel = expired ? { cancelado: true } : {};
  return withMembersRead(holder, async ([payer, ...others]) => {
    if (!payer) return false;
    const quotas = quotaCounts([payer, ...others], () => ({ capacidad: 0 }));
    const outcome = await transact(() =>
      createWriteTransaction({ quota: EventQuotaEntity, registrant: RegistrantEntity, mails: OutboxMailEntity }, ({ quota, registrant, mails }) => {
        const released = registrant.patch({ eventId, registroId: payer.registroId }).set({ lugarReservado: false, ...cancel });
        return [
          (mail ? released.append({ mails: [mail.record] }) : released)
            .remove(expired ? ['pagoPendiente', 'voucherVence', ...openHoldKeys] : [...openHoldKeys])
            .where(releaseCondition(reason))
            .commit(),
          ...others.map(({ registroId, modalidad }) =>
            registrant
              .patch({ eventId, registroId })
              .set({ lugarReservado: false, ...cancel })
              .where(({ lugarReservado, modalidad: current }, { eq }) => `${eq(lugarReservado, true)} AND ${eq(current, modalidad)}`)
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
    if (outcome.failed.slice(1, 1 + others.length).some(Boolean)) return 'moved';
    throw new Error(`Group ${holder.registroId} held places its event's counters do not count`);
  });
}
