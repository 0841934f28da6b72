// Access patterns of the waiting lists (docs/registration.md, Waiting list). An offered place is one
// of the modality's places (the same counter a registration's hold takes, places-repository.ts): an
// offer takes it on the condition that the modality is below its capacity, and a lapsed or removed
// offer gives it back, each in one transaction with the entry's own guarded change, so a place is
// never offered twice nor to an entry that left.
import { createWriteTransaction } from 'electrodb';
import { guardedWrite } from '@lambdas/data/conditions';
import { EventQuotaEntity } from '@lambdas/data/event-quota-entity';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { transact } from '@lambdas/data/transaction-retry';
import { WaitlistEntryEntity, type WaitlistEntryItem } from '@lambdas/data/waitlist-entry-entity';
import { WAITLIST_EVENTS, WaitlistEventEntity } from '@lambdas/data/waitlist-event-entity';
import { owe, type OwedMail } from '@lambdas/mail/outbox-repository';

const entities = { entry: WaitlistEntryEntity, listed: WaitlistEventEntity, quota: EventQuotaEntity, mails: OutboxMailEntity };

export type EntryKey = Pick<WaitlistEntryItem, 'eventId' | 'codigoModalidad' | 'correo'>;

const keyOf = ({ eventId, codigoModalidad, correo }: EntryKey): EntryKey => ({ eventId, codigoModalidad, correo });

/** Every entry of the event (or of one modality), strongly consistent: the lists are short. */
export async function listEntries(eventId: number, codigoModalidad?: string): Promise<WaitlistEntryItem[]> {
  const { data } = await WaitlistEntryEntity.query.byEvent({ eventId }).go({ pages: 'all', consistent: true });
  return codigoModalidad === undefined ? data : data.filter((entry) => entry.codigoModalidad === codigoModalidad);
}

export async function getEntry(key: EntryKey): Promise<WaitlistEntryItem | null> {
  const { data } = await WaitlistEntryEntity.get(keyOf(key)).go({ consistent: true });
  return data;
}

/** Every event that has had a list: what the offering job walks. */
export async function eventsWithLists(): Promise<number[]> {
  const { data } = await WaitlistEventEntity.query.all({ listas: WAITLIST_EVENTS }).go({ pages: 'all' });
  return data.map((item) => item.eventId);
}

/** The entry and its mail, with the event marked as having a list; false when the address waits there already. */
export async function addEntry(entry: WaitlistEntryItem, mail: OwedMail): Promise<boolean> {
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ entry: entries, listed, mails }) => [
      entries.create(entry).commit(),
      listed.put({ eventId: entry.eventId }).commit(),
      owe(mails, mail),
    ]).go(),
  );
  return outcome.ok;
}

/** Out of the list, the offered place given back if it held one; false when it had left already. */
export async function removeEntry(entry: WaitlistEntryItem): Promise<boolean> {
  if (entry.estado !== 'esperando') return passOn(entry);
  return guardedWrite(
    WaitlistEntryEntity.delete(keyOf(entry))
      .where(({ estado }, { eq }) => eq(estado, 'esperando'))
      .go({ response: 'none' }),
  );
}

/** An offer given up or lapsed: the entry leaves the list and its place is free again; false when the offer changed since it was read. */
export async function passOn(entry: WaitlistEntryItem): Promise<boolean> {
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ entry: entries, quota }) => [
      entries
        .delete(keyOf(entry))
        .where(({ estado, ofertaVence }, { eq }) => `${eq(estado, 'ofrecida')} AND ${eq(ofertaVence, entry.ofertaVence ?? '')}`)
        .commit(),
      quota
        .update({ eventId: entry.eventId, cupo: 'lugares', clave: entry.codigoModalidad })
        .subtract({ usados: 1 })
        .where(({ usados }, { gt }) => gt(usados, 0))
        .commit(),
    ]).go(),
  );
  return outcome.ok;
}

/** The organizer's order; false when the entry left the line (offered, removed) since it was read. */
export async function setOrder(entry: EntryKey, orden: number): Promise<boolean> {
  return guardedWrite(
    WaitlistEntryEntity.patch(keyOf(entry))
      .set({ orden })
      .where(({ estado }, { eq }) => eq(estado, 'esperando'))
      .go({ response: 'none' }),
  );
}

export interface Offer {
  capacidad: number;
  ofertaVence: string;
  /** The new key's hash: the offer's mail carries the key, the join mail's no longer claims anything. */
  claveHash: string;
  mail: OwedMail;
}

/**
 * Offers a place to an entry waiting: the modality's counter takes it below its capacity, the entry
 * turns 'ofrecida' and its mail is owed, all or nothing. 'full' when no place is free, 'gone' when the
 * entry is no longer waiting (offered by a concurrent run, removed, left).
 */
export async function offerPlace(entry: EntryKey, { capacidad, ofertaVence, claveHash, mail }: Offer): Promise<'offered' | 'full' | 'gone'> {
  const { eventId, codigoModalidad } = entry;
  const outcome = await transact(() =>
    createWriteTransaction(entities, ({ entry: entries, quota, mails }) => [
      quota
        .update({ eventId, cupo: 'lugares', clave: codigoModalidad })
        .add({ usados: 1 })
        .where(({ usados }, { notExists, lt }) => `(${notExists(usados)} OR ${lt(usados, capacidad)})`)
        .commit(),
      entries
        .patch(keyOf(entry))
        .set({ estado: 'ofrecida', ofertaVence, claveHash })
        .where(({ estado }, { eq }) => eq(estado, 'esperando'))
        .commit(),
      owe(mails, mail),
    ]).go(),
  );
  if (outcome.ok) return 'offered';
  return outcome.failed[0] ? 'full' : 'gone';
}
