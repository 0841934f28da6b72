// One modality's ranking kept sorted between refreshes (docs/timing.md#standings-off-the-request-path):
// a rebuilt athlete's row leaves its place and the new one is inserted where it ranks, by binary
// search, instead of sorting the whole field again; the positions are then counted in one pass, and
// a ranked row is made again only when its unranked row or its positions moved. The order and the
// positions are those of rankResults (docs/results.md §4 "Ranking"), the flags those of withStatusFlags.
import { insertionIndex } from '@shared/core/sorted-insertion';
import { compareBibs, compareFinishers, isRankable, type RankOptions } from '@shared/results/ranking';
import type { ResultRow } from '@shared/results/result-row';
import { withStatusFlags, type StatusConfig } from '@shared/results/result-status';

type Compare = (a: ResultRow, b: ResultRow) => number;

/** Takes `row` (that very object) out of the sorted rows. */
function remove(rows: ResultRow[], row: ResultRow, compare: Compare): void {
  let index = insertionIndex(rows, row, compare) - 1;
  while (index >= 0 && rows[index] !== row) index -= 1;
  if (index >= 0) rows.splice(index, 1);
}

export class ModalityRanking {
  /** Unranked rows that rank, in rank order. */
  private finishers: ResultRow[] = [];
  /** Unranked rows that do not rank, by bib. */
  private others: ResultRow[] = [];
  /** Unranked row → the ranked row last made from it. */
  private made = new Map<ResultRow, ResultRow>();
  private readonly compareRanked: Compare;

  constructor(
    private readonly options: RankOptions,
    private readonly status: StatusConfig,
  ) {
    this.compareRanked = compareFinishers(options.byTime);
  }

  private listOf(row: ResultRow): [ResultRow[], Compare] {
    return isRankable(row, this.options) ? [this.finishers, this.compareRanked] : [this.others, compareBibs];
  }

  /** The athlete's unranked row was `before` (absent: none) and is `after` (absent: none any more). */
  replace(before: ResultRow | undefined, after: ResultRow | undefined): void {
    if (before) {
      const [rows, compare] = this.listOf(before);
      remove(rows, before, compare);
    }
    if (after) {
      const [rows, compare] = this.listOf(after);
      rows.splice(insertionIndex(rows, after, compare), 0, after);
    }
  }

  /** Every row at once, in the order given (rows that rank equal keep it), as after a cold start. */
  fill(rows: ResultRow[]): void {
    this.finishers = rows.filter((row) => isRankable(row, this.options)).sort(this.compareRanked);
    this.others = rows.filter((row) => !isRankable(row, this.options)).sort(compareBibs);
  }

  /** The ranked rows: finishers in rank order with their positions, then the others by bib with 0. */
  ranked(): ResultRow[] {
    const branch = new Map<string, number>();
    const category = new Map<string, number>();
    const made = new Map<ResultRow, ResultRow>();
    const rank = (row: ResultRow, pG: number, pR: number, pCat: number) => {
      const previous = this.made.get(row);
      const ranked = previous && previous.pG === pG && previous.pR === pR && previous.pCat === pCat ? previous : withStatusFlags({ ...row, pG, pR, pCat }, this.status);
      made.set(row, ranked);
      return ranked;
    };
    const rows = this.finishers.map((row, index) => {
      const pR = (branch.get(row.gen) ?? 0) + 1;
      branch.set(row.gen, pR);
      const categoryKey = `${row.gen}|${row.codCat}`;
      const pCat = (category.get(categoryKey) ?? 0) + 1;
      category.set(categoryKey, pCat);
      return rank(row, index + 1, pR, pCat);
    });
    for (const row of this.others) rows.push(rank(row, 0, 0, 0));
    this.made = made;
    return rows;
  }
}
