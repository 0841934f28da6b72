// Access patterns of an event's start list: save entries, list them all, find bibs by chip.
import type { StartListEntry } from '../../shared/timing/timing-schemas';
import { AthleteEntity, BIB_SHARDS, bibShard, type AthleteItem } from '../data/athlete-entity';
import { untilProcessed } from './batch-writes';
import { chunksOf, inParallel } from './in-parallel';
import { markStartListChanged } from './standings-state-repository';

const CHIP_LOOKUPS_IN_FLIGHT = 32;
const WRITES_IN_FLIGHT = 8;
const BATCH_SIZE = 25;

export function toStartListEntry(item: AthleteItem): StartListEntry {
  const { bib, chip, nombre, apellidos, rama, fechaNacimiento, categoria, modalidad, serie } = item;
  return { bib, chip, nombre, apellidos, rama, fechaNacimiento, categoria, modalidad, serie };
}

/** Each entry replaces the one of its bib; entries of other bibs stay (a list may come in parts). */
export async function saveStartList(eventId: number, entries: StartListEntry[]): Promise<void> {
  const items = entries.map((entry) => ({ ...entry, eventId, shard: bibShard(entry.bib) }));
  await inParallel(chunksOf(items, BATCH_SIZE), WRITES_IN_FLIGHT, (batch) =>
    untilProcessed(batch, (item) => `${item.shard}|${item.bib}`, (pending) => AthleteEntity.put(pending).go()),
  );
  // After the entries: a recompute that saw the old revision may have read a part of them.
  await markStartListChanged(eventId);
}

export async function listStartList(eventId: number): Promise<AthleteItem[]> {
  const shards = Array.from({ length: BIB_SHARDS }, (_, shard) => shard);
  const results = await Promise.all(shards.map((shard) => AthleteEntity.query.byBib({ eventId, shard }).go({ pages: 'all' })));
  return results.flatMap(({ data }) => data);
}

/** Start lists as last loaded by this container, by event: a warm recompute reloads one only after an upload. */
const loaded = new Map<number, { revision: string | undefined; entries: StartListEntry[] }>();

/** The event's start list, read again only when `revision` (from the standings state) moved on. */
export async function startListAt(eventId: number, revision: string | undefined): Promise<StartListEntry[]> {
  const cached = loaded.get(eventId);
  if (cached && cached.revision === revision) return cached.entries;
  const entries = (await listStartList(eventId)).map(toStartListEntry);
  loaded.set(eventId, { revision, entries });
  return entries;
}

/** Chip → bib for the chips the start list knows. */
export async function bibsOfChips(eventId: number, chips: string[]): Promise<Map<string, string>> {
  const found = await inParallel(chips, CHIP_LOOKUPS_IN_FLIGHT, async (chip) => {
    const { data } = await AthleteEntity.query.byChip({ eventId, chip }).go({ attributes: ['bib'] });
    return [chip, data[0]?.bib] as const;
  });
  return new Map(found.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
}
