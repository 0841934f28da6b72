// The live table's filtered lists (per modality: each checkpoint, the finish, the runners still on
// course) of the modalities a refresh ranked again, and those whose content moved since they were
// stored; a list that no longer has passes is stored empty.
import { passesOf, passLists } from '@shared/results/checkpoints';
import type { ResultRow } from '@shared/results/result-row';
import { contentHash } from '@lambdas/core/content-hash';
import type { PassList } from '@lambdas/results/live-passes-repository';

/** Modality → filter → hash of the stored list. */
export type PassListHashes = Record<string, Record<number, string>>;

/** `stored`: what is stored (empty after a cold start: every list is written). */
export function passListChanges(modalities: string[], rankedOf: (codMod: string) => ResultRow[], stored: PassListHashes) {
  const hashes: PassListHashes = { ...stored };
  const changed: PassList[] = [];
  for (const codMod of modalities) {
    const lists = passLists(passesOf(rankedOf(codMod)));
    const before = stored[codMod] ?? {};
    for (const filter of Object.keys(before).map(Number)) if (!lists.has(filter)) lists.set(filter, []);
    const kept: Record<number, string> = {};
    for (const [filter, passes] of lists) {
      const hash = contentHash(passes);
      if (before[filter] !== hash) changed.push({ codMod, filter, passes, hash });
      if (passes.length > 0) kept[filter] = hash;
    }
    hashes[codMod] = kept;
  }
  return { changed, hashes };
}
