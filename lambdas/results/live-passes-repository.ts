// Access patterns of the live table's filtered lists: the refresh writes the lists that changed, the
// public route reads one.
import type { LivePass } from '@shared/results/result-row';
import { LivePassesEntity } from '@lambdas/data/live-passes-entity';
import { writeInBatches } from '@lambdas/data/batch-writes';

export interface PassList {
  codMod: string;
  filter: number;
  passes: LivePass[];
  hash: string;
}

const listKey = (list: { codMod?: string; filter?: number }) => `${list.codMod}|${list.filter}`;

export async function savePassLists(eventId: number, lists: PassList[]): Promise<void> {
  await writeInBatches(lists.map((list) => ({ ...list, eventId })), listKey, (pending) => LivePassesEntity.put(pending).go());
}

export async function getPassList(eventId: number, codMod: string, filter: number): Promise<PassList | null> {
  const { data } = await LivePassesEntity.get({ eventId, codMod, filter }).go();
  return data ? { codMod, filter, passes: data.passes as LivePass[], hash: data.hash } : null;
}
