// Access patterns of an event's start list: save entries, read some or all of them, find bibs by chip.
import type { StartListEntry } from '@shared/timing/timing-schemas';
import { AthleteEntity, BIB_SHARDS, bibShard, type AthleteItem } from '@lambdas/data/athlete-entity';
import { writeInBatches } from '@lambdas/data/batch-writes';
import { inParallel } from '@lambdas/core/in-parallel';
import { getByBibs } from '@lambdas/data/batch-reads';

const CHIP_LOOKUPS_IN_FLIGHT = 32;

export function toStartListEntry(item: AthleteItem): StartListEntry {
  const { bib, chip, nombre, apellidos, rama, fechaNacimiento, categoria, modalidad, serie, equipo } = item;
  return { bib, chip, nombre, apellidos, rama, fechaNacimiento, categoria, modalidad, serie, ...(equipo ? { equipo } : {}) };
}

/** Each entry replaces the one of its bib; entries of other bibs stay (a list may come in parts). */
export async function saveStartList(eventId: number, entries: StartListEntry[]): Promise<void> {
  const items = entries.map((entry) => ({ ...entry, eventId, shard: bibShard(entry.bib) }));
  await writeInBatches(items, (item) => `${item.shard}|${item.bib}`, (pending) => AthleteEntity.put(pending).go());
}

export async function listStartList(eventId: number): Promise<AthleteItem[]> {
  const shards = Array.from({ length: BIB_SHARDS }, (_, shard) => shard);
  const results = await Promise.all(shards.map((shard) => AthleteEntity.query.byBib({ eventId, shard }).go({ pages: 'all' })));
  return results.flatMap(({ data }) => data);
}

/** The entries of these bibs (those the start list lacks are left out). */
export async function getStartListEntries(eventId: number, bibs: string[]): Promise<StartListEntry[]> {
  const keys = bibs.map((bib) => ({ eventId, shard: bibShard(bib), bib }));
  const items = await getByBibs(keys, 'start-list entries', (batch) => AthleteEntity.get(batch).go());
  return items.map(toStartListEntry);
}

/** Chip → bib for the chips the start list knows. */
export async function bibsOfChips(eventId: number, chips: string[]): Promise<Map<string, string>> {
  const found = await inParallel(chips, CHIP_LOOKUPS_IN_FLIGHT, async (chip) => {
    const { data } = await AthleteEntity.query.byChip({ eventId, chip }).go({ attributes: ['bib'] });
    return [chip, data[0]?.bib] as const;
  });
  return new Map(found.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}
