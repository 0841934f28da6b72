// The live table's filtered lists (per modality: each checkpoint, the finish, the runners still on
// course) of the modalities a refresh ranked again, and those whose content moved since they were
// stored; a list that no longer has passes is stored empty. The lists are held with the standings:
// when only some athletes changed, a list is its held passes without theirs plus their new ones,
// held deeper than what is stored, and only a list left with fewer sure passes than it stores sends
// its modality back to all of its rows (docs/timing.md#standings-off-the-request-path).
import { CHECKPOINT_FILTER, LIVE_PASSES, newerFirst, newestPasses, passesOf, passLists } from '@shared/results/checkpoints';
import type { LivePass, ResultRow } from '@shared/results/result-row';
import { contentHash } from '@lambdas/core/content-hash';
import type { PassList } from '@lambdas/results/live-passes-repository';

/**
 * Passes held per list, of which the newest LIVE_PASSES are stored: runners leave a list (a pending
 * runner finishes) as new passes come in, and the passes held past the stored ones take their place.
 */
const HELD_PASSES = 10 * LIVE_PASSES;

/** Modality → filter → the newest passes held and the hash of the list stored from them. */
export type HeldPassLists = Record<string, Record<number, { passes: LivePass[]; hash: string }>>;

/** The athletes rebuilt since the lists were held, and their rows now (absent: no row any more). */
export interface PassListChange {
  bibs: Set<string>;
  rows: ResultRow[];
}

/** The filters' lists of these rows' passes (theirs only): the finish, each checkpoint and each runner's newest when it is not the finish. */
function listsOf(rows: ResultRow[], depth: number): Map<number, LivePass[]> {
  return passLists(passesOf(rows), depth);
}

/** The modality's lists from the held ones and the change, or null when one of them cannot tell without every row. */
function patched(held: Record<number, { passes: LivePass[] }>, change: PassListChange, codMod: string, depth: number): Map<number, LivePass[]> | null {
  const fresh = listsOf(change.rows.filter((row) => row.codMod === codMod), depth);
  const filters = new Set([...Object.keys(held).map(Number), ...fresh.keys(), CHECKPOINT_FILTER.pending]);
  const lists = new Map<number, LivePass[]>();
  for (const filter of filters) {
    const before = held[filter]?.passes ?? [];
    const merged = newestPasses([...(fresh.get(filter) ?? []), ...before.filter((pass) => !change.bibs.has(pass.num))], depth);
    // Passes past a full hold are not known: they all come after its last one, so only the passes
    // up to that one are sure; fewer than a stored list's, and the list is built from every row.
    const oldest = before.length === depth ? before[depth - 1] : undefined;
    const list = oldest ? merged.filter((pass) => newerFirst(pass, oldest) <= 0) : merged;
    if (oldest && list.length < LIVE_PASSES) return null;
    lists.set(filter, list);
  }
  return lists;
}

/**
 * `held`: the lists held (empty after a cold start: every list is built and written); `change`: the
 * athletes rebuilt since (null: build every list of the modalities from their rows); `depth`: the
 * passes held per list. Answers the stored lists that changed and the lists held now.
 */
export function passListChanges(modalities: string[], rankedOf: (codMod: string) => ResultRow[], held: HeldPassLists, change: PassListChange | null, depth = HELD_PASSES) {
  const lists: HeldPassLists = { ...held };
  const changed: PassList[] = [];
  for (const codMod of modalities) {
    const before = held[codMod];
    const built = (before && change && patched(before, change, codMod, depth)) || listsOf(rankedOf(codMod), depth);
    const kept: Record<number, { passes: LivePass[]; hash: string }> = {};
    for (const filter of new Set([...Object.keys(before ?? {}).map(Number), ...built.keys()])) {
      const passes = built.get(filter) ?? [];
      const stored = passes.slice(0, LIVE_PASSES);
      const hash = contentHash(stored);
      if (before?.[filter]?.hash !== hash) changed.push({ codMod, filter, passes: stored, hash });
      if (passes.length > 0) kept[filter] = { passes, hash };
    }
    lists[codMod] = kept;
  }
  return { changed, lists };
}
