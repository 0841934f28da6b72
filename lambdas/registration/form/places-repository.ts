// The limited things a registration takes, held before any charge: a place of its modality and a use
// of its discount code, taken in one transaction with the registrant's hold flag and returned alike
// (an expired voucher's return owing its mail in the one outbox in the same transaction). A place the
// waiting list offered is counted already: the registrant's hold takes it from the offer, and a
// declined card or a payment cut short gives it back to the offer, not to the modality.
import { createWriteTransaction } from 'electrodb';
import { EventQuotaEntity, type QuotaKind } from '@lambdas/data/event-quota-entity';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { WaitlistEntryEntity, type WaitlistEntryItem } from '@lambdas/data/waitlist-entry-entity';
import { isOfferLive, waitlistCorreo } from '@shared/registration/waitlist';
import { owe, type OwedMail } from '@lambdas/mail/outbox-repository';
import { transact } from '@lambdas/data/transaction-retry';

export interface EventPlaces {
  /** Places held now, by codigoModalidad. */
  held: Record<string, number>;
  /** Undefined while the quotas disagree or carry none (saved before revisions existed): nothing is cached then. */
  revision: string | undefined;
}

/** One strongly consistent query: the places held and the revision, as of now. */
export async function readPlaces(eventId: number): Promise<EventPlaces> {
  const { data } = await EventQuotaEntity.query.byEvent({ eventId, cupo: 'lugares' }).go({ pages: 'all', consistent: true });
  const revisions = new Set(data.map((item) => item.revision));
  return {
    held: Object.fromEntries(data.map((item) => [item.clave, item.usados ?? 0])),
    revision: revisions.size === 1 ? [...revisions][0] : undefined,
  };
}

type PlaceHolder = Pick<RegistrantItem, 'eventId' | 'registroId' | 'modalidad' | 'codigoDescuento'> & Partial<Pick<RegistrantItem, 'correo' | 'ofertaEspera'>>;

export interface PlaceLimits {
  capacidad: number;
  /** The discount code's limit, when the registrant's order carries one. */
  usosMaximos?: number;
}

export type HoldOutcome = 'held' | 'soldOut' | 'codeUsedUp' | 'stale';

const entities = { quota: EventQuotaEntity, registrant: RegistrantEntity, mails: OutboxMailEntity, waitlist: WaitlistEntryEntity };

interface Quota {
  cupo: QuotaKind;
  clave: string;
  limit: number;
}

/** The place, then the code use when the registrant's order has a discount line. */
function quotasOf({ modalidad, codigoDescuento }: PlaceHolder, limits: PlaceLimits): Quota[] {
  const place: Quota = { cupo: 'lugares', clave: modalidad, limit: limits.capacidad };
  return codigoDescuento === undefined ? [place] : [place, { cupo: 'codigoDescuento', clave: codigoDescuento, limit: limits.usosMaximos ?? 0 }];
}

type Operations = Parameters<Parameters<typeof createWriteTransaction<typeof entities, unknown, never[]>>[1]>[0];

/** The registrant marked as holding its place, unless it holds one already; with the offer it took, if any. */
const markHolding = ({ registrant }: Operations, { eventId, registroId }: PlaceHolder, ofertaTomada?: WaitlistEntryItem) =>
  registrant
    .patch({ eventId, registroId })
    .set({ lugarReservado: true, reservaAbierta: 'si', reservadaDesde: new Date().toISOString(), ...(ofertaTomada ? { ofertaTomada } : {}) })
    .where(({ lugarReservado }, { eq }) => eq(lugarReservado, false))
    .commit();

/**
 * The place the waiting list offered the registrant, taken from its live offer (the entry leaves the
 * list, the place stays counted, the registrant keeps the entry as it was) with the code use when
 * there is one; 'gone' when the offer lapsed or passed on, and the registrant must find a place as
 * anyone does.
 */
async function holdOfferedPlace(holder: PlaceHolder & { correo: string }, limits: PlaceLimits): Promise<HoldOutcome | 'gone'> {
  const { eventId, modalidad, correo, codigoDescuento } = holder;
  if (codigoDescuento !== undefined && limits.usosMaximos === undefined) return 'codeUsedUp';
  const now = new Date();
  const key = { eventId, codigoModalidad: modalidad, correo: waitlistCorreo(correo) };
  const { data: offer } = await WaitlistEntryEntity.get(key).go({ consistent: true });
  if (!offer || !isOfferLive(offer, now)) return 'gone';
  const outcome = await transact(() =>
    createWriteTransaction(entities, (operations) => [
      markHolding(operations, holder, offer),
      operations.waitlist
        .delete(key)
        .where(({ estado, ofertaVence }, { eq, gt }) => `${eq(estado, 'ofrecida')} AND ${eq(ofertaVence, offer.ofertaVence ?? '')} AND ${gt(ofertaVence, now.toISOString())}`)
        .commit(),
      ...quotasOf(holder, limits)
        .slice(1)
        .map(({ cupo, clave, limit }) =>
          operations.quota
            .update({ eventId, cupo, clave })
            .add({ usados: 1 })
            .where(({ usados }, { notExists, lt }) => `(${notExists(usados)} OR ${lt(usados, limit)})`)
            .commit(),
        ),
    ]).go(),
  );
  if (outcome.ok || outcome.failed[0]) return 'held';
  return outcome.failed[1] ? 'gone' : 'codeUsedUp';
}

/**
 * Holding twice is holding once: a registrant that holds a place already keeps just that one. With
 * `revision`, the limits come from a copy of the configuration read at that revision, and the hold
 * is refused as 'stale' when the event's revision moved on since.
 */
export async function holdPlace(holder: PlaceHolder, limits: PlaceLimits, revision?: string): Promise<HoldOutcome> {
  const { eventId, codigoDescuento } = holder;
  /** A refusal by the limits of a copy of the configuration stands only while the copy is current. */
  const refused = async (outcome: 'soldOut' | 'codeUsedUp'): Promise<HoldOutcome> =>
    revision !== undefined && (await readPlaces(eventId)).revision !== revision ? 'stale' : outcome;
  if (holder.ofertaEspera !== undefined && holder.correo !== undefined) {
    const offered = await holdOfferedPlace({ ...holder, correo: holder.correo }, limits);
    if (offered !== 'gone') return offered === 'codeUsedUp' ? refused(offered) : offered;
  }
  if (limits.capacidad <= 0) return refused('soldOut');
  if (codigoDescuento !== undefined && limits.usosMaximos === undefined) return refused('codeUsedUp');
  const outcome = await transact(() =>
    createWriteTransaction(entities, (operations) => [
      markHolding(operations, holder),
      ...quotasOf(holder, limits).map(({ cupo, clave, limit }) =>
        operations.quota
          .update({ eventId, cupo, clave })
          .add({ usados: 1 })
          .where(({ usados, revision: current }, { notExists, lt, eq }) => {
            const underLimit = `(${notExists(usados)} OR ${lt(usados, limit)})`;
            return revision === undefined || cupo !== 'lugares' ? underLimit : `${underLimit} AND ${eq(current, revision)}`;
          })
          .commit(),
      ),
    ]).go(),
  );
  if (outcome.ok || outcome.failed[0]) return 'held';
  return refused(outcome.failed[1] ? 'soldOut' : 'codeUsedUp');
}

/** The attributes that say a held place is not settled yet: removed by whatever settles it. */
export const openHoldKeys = ['reservaAbierta', 'reservadaDesde'] as const;

export type ReleaseReason = 'declined' | 'expired' | 'abandoned';

type ReleaseAttributes = { lugarReservado: unknown; pagoPendiente: unknown; reservaAbierta: unknown };
type ReleaseOperations = { eq: (attribute: never, value: boolean) => string; exists: (attribute: never) => string };

/**
 * What the holder must be for `reason` to release it: `expired` an unpaid voucher, `abandoned` a place
 * neither a folio nor a voucher settled, `declined` any place held.
 */
export const releaseCondition =
  (reason: ReleaseReason) =>
  ({ lugarReservado, pagoPendiente, reservaAbierta }: ReleaseAttributes, { eq, exists }: ReleaseOperations): string => {
    if (reason === 'abandoned') return exists(reservaAbierta as never);
    const held = eq(lugarReservado as never, true);
    return reason === 'expired' ? `${held} AND ${exists(pagoPendiente as never)}` : held;
  };

/** A mail the release owes the registrant: recorded on it and put in the outbox in the release's write. */
export interface ReleaseMail {
  record: { date: string; subject: string; tipoCorreo: number };
  owed: OwedMail;
}

/** What the holder took (its place, then its code use: quotasOf), given back whatever the limits are now. */
const giveBack = ({ quota }: Operations, holder: PlaceHolder) =>
  quotasOf(holder, { capacidad: 0 }).map(({ cupo, clave }) =>
    quota
      .update({ eventId: holder.eventId, cupo, clave })
      .subtract({ usados: 1 })
      .where(({ usados }, { gt }) => gt(usados, 0))
      .commit(),
  );

/**
 * A declined card or a payment cut short of a registrant whose hold took its waiting-list offer: the
 * place goes back to the offer, not to the modality. The entry is back on the list as it was, offered
 * until its own expiry, with the place still counted (so nobody else takes it and the athlete may pay
 * again), and the code use is returned, in one transaction on the condition that the registrant still
 * holds the place in the offer's modality. An offer past its expiry comes back lapsed, and is passed on
 * as any lapsed offer is. False when the place must go back to the modality instead: no offer was
 * taken, the registrant was moved to another modality, or the address is on the list again.
 */
async function returnToOffer(holder: PlaceHolder, reason: ReleaseReason): Promise<boolean> {
  const { eventId, registroId } = holder;
  const { data: current } = await RegistrantEntity.get({ eventId, registroId }).go({ consistent: true });
  const offer = current?.ofertaTomada as WaitlistEntryItem | undefined;
  if (!current || !offer || offer.codigoModalidad !== current.modalidad) return false;
  const outcome = await transact(() =>
    createWriteTransaction(entities, (operations) => [
      operations.registrant
        .patch({ eventId, registroId })
        .set({ lugarReservado: false })
        .remove([...openHoldKeys, 'ofertaTomada'])
        .where((attributes, conditions) => `${releaseCondition(reason)(attributes, conditions)} AND ${conditions.eq(attributes.modalidad, offer.codigoModalidad)} AND ${conditions.exists(attributes.ofertaTomada)}`)
        .commit(),
      operations.waitlist.create(offer).commit(),
      // The place stays counted, the offer's again; only the code use goes back.
      ...giveBack(operations, current).slice(1),
    ]).go(),
  );
  return outcome.ok;
}

/**
 * Returns the place and code use of a registrant that holds them; false when it held none. `expired`
 * also cancels its unpaid voucher, and only while the voucher is still unpaid; `abandoned` returns
 * only a place neither a folio nor a voucher settled. A declined card or a payment cut short of a
 * registration that took its waiting-list offer gives the place back to the offer (returnToOffer).
 * `mail` is owed only when the release is made.
 */
export async function releasePlace(holder: PlaceHolder, reason: ReleaseReason, mail?: ReleaseMail): Promise<boolean> {
  const { eventId, registroId } = holder;
  const expired = reason === 'expired';
  if (!expired && holder.ofertaEspera !== undefined && (await returnToOffer(holder, reason))) return true;
  const outcome = await transact(() =>
    createWriteTransaction(entities, (operations) => {
      const released = operations.registrant.patch({ eventId, registroId }).set({ lugarReservado: false, ...(expired ? { cancelado: true } : {}) });
      return [
        (mail ? released.append({ mails: [mail.record] }) : released)
          .remove(expired ? ['pagoPendiente', 'voucherVence', 'ofertaTomada', ...openHoldKeys] : ['ofertaTomada', ...openHoldKeys])
          .where(releaseCondition(reason))
          .commit(),
        ...giveBack(operations, holder),
        ...(mail ? [owe(operations.mails, mail.owed)] : []),
      ];
    }).go(),
  );
  if (outcome.ok) return true;
  if (outcome.failed[0]) return false;
  throw new Error(`Registrant ${registroId} held a place its event's counters do not count`);
}

async function quotaUsed(eventId: number, cupo: QuotaKind, clave: string): Promise<number> {
  const { data } = await EventQuotaEntity.get({ eventId, cupo, clave }).go();
  return data?.usados ?? 0;
}

export const discountCodeUses = (eventId: number, codigo: string) => quotaUsed(eventId, 'codigoDescuento', codigo);

/** Places of one modality held now. */
export const placesHeld = (eventId: number, modalidad: string) => quotaUsed(eventId, 'lugares', modalidad);
