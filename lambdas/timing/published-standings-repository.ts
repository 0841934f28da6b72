// Access patterns of the standings pages a refresh publishes (read by lambdas/results).
import { packJson } from '@lambdas/data/packed-json';
import { StandingsPageEntity } from '@lambdas/data/standings-page-entity';
import { writeInBatches } from '@lambdas/data/batch-writes';
import type { PageAddress, PageContent } from '@lambdas/results/standings-paging';

const addressKey = (page: Partial<PageAddress>) => JSON.stringify([page.modalidad, page.view, page.group, page.page]);

export async function writePages(eventId: number, pages: PageContent[], generatedAt: string): Promise<void> {
  const items = pages.map(({ rows, ...page }) => ({ ...page, packedRows: packJson(rows), eventId, generatedAt }));
  await writeInBatches(items, addressKey, (pending) => StandingsPageEntity.put(pending).go());
}

export async function deletePages(eventId: number, addresses: PageAddress[]): Promise<void> {
  const keys = addresses.map((address) => ({ ...address, eventId }));
  await writeInBatches(keys, addressKey, (pending) => StandingsPageEntity.delete(pending).go());
}
