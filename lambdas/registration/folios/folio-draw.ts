// A modality's next folio, never outside its range: the modality's sequence while the range lasts,
// then the numbers waiting in its pool (released by staff, given back by a write that did not take
// them). A number drawn by a process that died before its write is found again once the sequence
// reaches the end: the range's numbers that no folio holds go to the pool then.
import { createWriteTransaction } from 'electrodb';
import { CounterEntity } from '@lambdas/data/counter-entity';
import { FolioEntity } from '@lambdas/data/folio-entity';
import { ReleasedFolioEntity } from '@lambdas/data/released-folio-entity';
import { transact } from '@lambdas/data/transaction-retry';

/** A modality's folios: inicio, inicio + 1, … for its capacidad places. */
export interface FolioRange {
  inicio: number;
  capacidad: number;
}

export interface DrawnFolio {
  numero: number;
  /** Taken from the pool: the transaction that assigns it must also take it from there. */
  released: boolean;
}

/** The n-th number of the modality's sequence, 1, 2, 3, …, each drawn once. */
async function drawNumber(eventId: number, codigoModalidad: string): Promise<number> {
  const { data } = await CounterEntity.update({ name: `folios#${eventId}#${codigoModalidad}` }).add({ value: 1 }).go({ response: 'updated_new' });
  if (data.value === undefined) throw new Error('The folio sequence answered no value');
  return data.value;
}

/** Takes a number out of the pool only while a folio holds it (it was pooled while its drawer's write was on its way). */
async function dropHeld(eventId: number, codigoModalidad: string, numero: number): Promise<void> {
  await transact(() =>
    createWriteTransaction({ folio: FolioEntity, released: ReleasedFolioEntity }, ({ folio, released }) => [
      folio.check({ eventId, numero }).where((held, { exists }) => exists(held.registroId)).commit(),
      released.delete({ eventId, codigoModalidad, numero }).commit(),
    ]).go(),
  );
}

/** The pool's lowest number that no folio holds; numbers found held leave the pool on the way. */
async function lowestPooled(eventId: number, codigoModalidad: string): Promise<number | undefined> {
  for (;;) {
    const { data } = await ReleasedFolioEntity.query.byModality({ eventId, codigoModalidad }).go({ count: 1, consistent: true });
    const first = data[0];
    if (!first) return undefined;
    const { data: folio } = await FolioEntity.get({ eventId, numero: first.numero }).go({ consistent: true });
    if (!folio) return first.numero;
    await dropHeld(eventId, codigoModalidad, first.numero);
  }
}

/**
 * Pools every number of the range that no folio holds: the numbers drawn by processes that died
 * before their write. Read once per modality when its sequence has run out and its pool is empty,
 * which only numbers lost that way can cause (places never outnumber the range).
 */
async function poolUnassigned(eventId: number, codigoModalidad: string, { inicio, capacidad }: FolioRange): Promise<boolean> {
  const last = inicio + capacidad - 1;
  const { data } = await FolioEntity.query.byNumero({ eventId }).between({ numero: inicio }, { numero: last }).go({ pages: 'all', attributes: ['numero'] });
  const held = new Set(data.map(({ numero }) => numero));
  const free = [];
  for (let numero = inicio; numero <= last; numero += 1) if (!held.has(numero)) free.push({ eventId, codigoModalidad, numero });
  if (free.length === 0) return false;
  const { unprocessed } = await ReleasedFolioEntity.put(free).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} unassigned folios of modality ${codigoModalidad} were not pooled`);
  return true;
}

/**
 * The next folio of the modality: its sequence while inside its range; past the range's end, the
 * lowest pooled number (docs/registration.md §4 gives released numbers again there); undefined when every number
 * of the range is held.
 */
export async function drawFolio(eventId: number, codigoModalidad: string, range: FolioRange): Promise<DrawnFolio | undefined> {
  const numero = range.inicio + (await drawNumber(eventId, codigoModalidad)) - 1;
  if (numero < range.inicio + range.capacidad) return { numero, released: false };
  const pooled = (await lowestPooled(eventId, codigoModalidad)) ?? ((await poolUnassigned(eventId, codigoModalidad, range)) ? await lowestPooled(eventId, codigoModalidad) : undefined);
  return pooled === undefined ? undefined : { numero: pooled, released: true };
}

/** A number drawn from the sequence that its write did not take waits in the pool; a pooled one never left it. */
export async function giveBack(eventId: number, codigoModalidad: string, { numero, released }: DrawnFolio): Promise<void> {
  if (!released) await ReleasedFolioEntity.put({ eventId, codigoModalidad, numero }).go({ response: 'none' });
}
