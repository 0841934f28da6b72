// The live table's filtered lists (per modality: each checkpoint, the finish, the runners still on
// course) of the modalities a refresh ranked again, and those whose content moved since they were
// stored; a list that no longer has passes is stored empty.
import { passesOf, passLists } from '../../shared/results/checkpoints';
import type { ResultRow } from '../../shared/results/result-row';
import { contentHash } from './content-hash';
import type { PassList } from './live-passes-repository';

const keyOf = (codMod: string, filter: number) => `${codMod}|${filter}`;

/** `stored`: list key → hash of the stored list (empty after a cold start: every list is written). */
export function passListChanges(modalities: string[], rankedOf: (codMod: string) => ResultRow[], stored: Record<string, string>) {
  const hashes = { ...stored };
  const changed: PassList[] = [];
  for (const codMod of modalities) {
    const lists = passLists(passesOf(rankedOf(codMod)));
    const gone = Object.keys(stored).filter((key) => key.startsWith(`${codMod}|`) && !lists.has(Number(key.slice(codMod.length + 1))));
    for (const key of gone) lists.set(Number(key.slice(codMod.length + 1)), []);
    for (const [filter, passes] of lists) {
      const hash = contentHash(passes);
      const key = keyOf(codMod, filter);
      if (stored[key] !== hash) changed.push({ codMod, filter, passes, hash });
      if (passes.length > 0) hashes[key] = hash;
      else delete hashes[key];
    }
  }
  return { changed, hashes };
}
