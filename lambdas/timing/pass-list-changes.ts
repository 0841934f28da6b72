// The live table's filtered lists (per modality: each checkpoint, the finish, the runners still on
// course) of the modalities a refresh ranked again, and those whose content moved since they were
// stored; a list that no longer has passes is stored empty. The lists are held with the standings:
// when only some athletes changed, a list is its held passes without theirs plus their new ones,
// and only a full list that lost a pass to an older one (passes past it are not held) sends its
// modality back to all of its rows (docs/timing.md#standings-off-the-request-path).
import { CHECKPOINT_FILTER, LIVE_PASSES, newerFirst, newestPasses, passesOf, passLists } from '@shared/results/checkpoints';
import type { LivePass, ResultRow } from '@shared/results/result-row';
import { contentHash } from '@lambdas/core/content-hash';
import type { PassList } from '@lambdas/results/live-passes-repository';

/** Modality → filter → the stored list and its hash. */
export type HeldPassLists = Record<string, Record<number, { passes: LivePass[]; hash: string }>>;

/** The athletes rebuilt since the lists were held, and their rows now (absent: no row any more). */
export interface PassListChange {
  bibs: Set<string>;
  rows: ResultRow[];
}

/** The filters' lists of these rows' passes (theirs only): the finish, each checkpoint and each runner's newest when it is not the finish. */
function listsOf(rows: ResultRow[]): Map<number, LivePass[]> {
  return passLists(passesOf(rows));
}

/** The modality's lists from the held ones and the change, or null when one of them cannot tell without every row. */
function patched(held: Record<number, { passes: LivePass[] }>, change: PassListChange, codMod: string): Map<number, LivePass[]> | null {
  const fresh = listsOf(change.rows.filter((row) => row.codMod === codMod));
  const filters = new Set([...Object.keys(held).map(Number), ...fresh.keys(), CHECKPOINT_FILTER.pending]);
  const lists = new Map<number, LivePass[]>();
  for (const filter of filters) {
    const before = held[filter]?.passes ?? [];
    const kept = before.filter((pass) => !change.bibs.has(pass.num));
    const list = newestPasses([...(fresh.get(filter) ?? []), ...kept]);
    // Passes past a full list are not held: they all come after its last one, so only a list that
    // reaches at least that far is known to leave none of them out.
    const oldest = before[LIVE_PASSES - 1];
    if (oldest && kept.length < before.length && (list.length < LIVE_PASSES || newerFirst(list[LIVE_PASSES - 1]!, oldest) > 0)) return null;
    lists.set(filter, list);
  }
  return lists;
}

/**
 * `held`: the lists stored (empty after a cold start: every list is built and written); `change`: the
 * athletes rebuilt since (null: build every list of the modalities from their rows).
 */
export function passListChanges(modalities: string[], rankedOf: (codMod: string) => ResultRow[], held: HeldPassLists, change: PassListChange | null) {
  const lists: HeldPassLists = { ...held };
  const changed: PassList[] = [];
  for (const codMod of modalities) {
    const before = held[codMod];
    const built = (before && change && patched(before, change, codMod)) || listsOf(rankedOf(codMod));
    const kept: Record<number, { passes: LivePass[]; hash: string }> = {};
    for (const filter of new Set([...Object.keys(before ?? {}).map(Number), ...built.keys()])) {
      const passes = built.get(filter) ?? [];
      const hash = contentHash(passes);
      if (before?.[filter]?.hash !== hash) changed.push({ codMod, filter, passes, hash });
      if (passes.length > 0) kept[filter] = { passes, hash };
    }
    lists[codMod] = kept;
  }
  return { changed, lists };
}
