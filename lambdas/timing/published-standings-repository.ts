// Access patterns of the standings pages a refresh publishes (read by lambdas/results).
import { packJson } from '../data/packed-json';
import { StandingsPageEntity } from '../data/standings-page-entity';
import { untilProcessed } from './batch-writes';
import { chunksOf, inParallel } from './in-parallel';
import type { PageAddress, PageContent } from './standings-pages';

const BATCH_SIZE = 25;
const WRITES_IN_FLIGHT = 8;

const addressKey = (page: Partial<PageAddress>) => JSON.stringify([page.modalidad, page.view, page.group, page.page]);

export async function writePages(eventId: number, pages: PageContent[], generatedAt: string): Promise<void> {
  const items = pages.map(({ rows, ...page }) => ({ ...page, packedRows: packJson(rows), eventId, generatedAt }));
  await inParallel(chunksOf(items, BATCH_SIZE), WRITES_IN_FLIGHT, (batch) =>
    untilProcessed(batch, addressKey, (pending) => StandingsPageEntity.put(pending).go()),
  );
}

export async function deletePages(eventId: number, addresses: PageAddress[]): Promise<void> {
  const keys = addresses.map((address) => ({ ...address, eventId }));
  await inParallel(chunksOf(keys, BATCH_SIZE), WRITES_IN_FLIGHT, (batch) =>
    untilProcessed(batch, addressKey, (pending) => StandingsPageEntity.delete(pending).go()),
  );
}
