// Access patterns of the published standings, as the public routes read them: one page, the
// search's name index and published rows by bib.
import type { ResultRow } from '@shared/results/result-row';
import { bibShard } from '@lambdas/data/athlete-entity';
import { PublishedRowEntity } from '@lambdas/data/published-row-entity';
import { unpackJson } from '@lambdas/data/packed-json';
import { StandingsPageEntity, type StandingsPageItem } from '@lambdas/data/standings-page-entity';
import type { ListAddress } from './standings-paging';

export interface StoredPage<Row = ResultRow> {
  rows: Row[];
  hash: string;
  generatedAt: string;
}

const unpacked = <Row>({ packedRows, hash, generatedAt }: StandingsPageItem): StoredPage<Row> => ({ rows: unpackJson<Row[]>(packedRows as Uint8Array), hash, generatedAt });

/** One page of a list: athletes' rows, or teams for the team report. */
export async function getStandingsPage(eventId: number, list: ListAddress, page: number): Promise<StoredPage<unknown> | null> {
  const { data } = await StandingsPageEntity.get({ eventId, ...list, page }).go();
  return data ? unpacked<unknown>(data) : null;
}

/** Every page of one list, in order. */
export async function listPages<Row>(eventId: number, list: ListAddress): Promise<StoredPage<Row>[]> {
  const { data } = await StandingsPageEntity.query.byList({ eventId, ...list }).go({ pages: 'all' });
  return data.map((item) => unpacked<Row>(item));
}

const BATCH_ATTEMPTS = 4;

/** The published rows of these bibs, in the order asked; bibs without one are left out. */
export async function getPublishedRows(eventId: number, bibs: string[]): Promise<ResultRow[]> {
  if (bibs.length === 0) return [];
  let pending = bibs.map((bib) => ({ eventId, shard: bibShard(bib), bib }));
  const rows = new Map<string, ResultRow>();
  for (let attempt = 0; attempt < BATCH_ATTEMPTS && pending.length > 0; attempt += 1) {
    const { data, unprocessed } = await PublishedRowEntity.get(pending).go({ attributes: ['bib', 'row'] });
    for (const item of data) rows.set(item.bib, item.row as ResultRow);
    pending = unprocessed.map(({ bib }) => ({ eventId, shard: bibShard(bib), bib }));
  }
  if (pending.length > 0) throw new Error(`${pending.length} rows could not be read`);
  return bibs.flatMap((bib) => rows.get(bib) ?? []);
}
