// Positions (docs/results.md §4 "Ranking"): overall within the modality, within its gender branch and within
// the branch's category; rows without a valid finish get 0 and drop out of public views.
import type { Modality } from './event-schemas';
import { RAMAS } from './ramas';
import type { ResultRow } from './result-row';
import { ageCategories, branchCategories } from './categories';
import { isDisqualified, isOverTimeLimit } from './result-status';

export interface RankOptions {
  /** The event ranks longer times first (fixed-time events). */
  byTime: boolean;
  showAll: boolean;
}

const bibOrder = new Intl.Collator('en', { numeric: true }).compare;

/** Plain code-unit order: wall-clock texts of one event sort chronologically this way. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const compareBibs = (a: Pick<ResultRow, 'num'>, b: Pick<ResultRow, 'num'>) => bibOrder(a.num, b.num);

/** Rank order of finishers: time (longer first when `byTime`), then chip time, finish wall-clock, bib. */
export function compareFinishers(byTime: boolean) {
  const direction = byTime ? -1 : 1;
  return (a: ResultRow, b: ResultRow) =>
    direction * (a.toMS - b.toMS) || direction * (a.tcMS - b.tcMS) || compareText(a.fhm, b.fhm) || compareBibs(a, b);
}

/** A finish that is not disqualified nor outside the time limit takes a position. */
export const isRankable = (row: ResultRow, options: RankOptions) => row.toMS > 0 && !isDisqualified(row) && !isOverTimeLimit(row, options);

/** Counts 1, 2, 3… per key. */
function counter() {
  const next = new Map<string, number>();
  return (key: string) => {
    const position = (next.get(key) ?? 0) + 1;
    next.set(key, position);
    return position;
  };
}

/** New rows with pG, pR and pCat: finishers in rank order first, then the others by bib with 0. */
export function rankResults(rows: ResultRow[], options: RankOptions): ResultRow[] {
  const finishers = rows.filter((row) => isRankable(row, options)).sort(compareFinishers(options.byTime));
  const others = rows.filter((row) => !isRankable(row, options)).sort(compareBibs);
  const [overall, branch, category] = [counter(), counter(), counter()];
  return [
    ...finishers.map((row) => ({
      ...row,
      pG: overall(row.codMod),
      pR: branch(`${row.codMod}|${row.gen}`),
      pCat: category(`${row.codMod}|${row.gen}|${row.codCat}`),
    })),
    ...others.map((row) => ({ ...row, pG: 0, pR: 0, pCat: 0 })),
  ];
}

const firstBy = (rows: ResultRow[], position: (row: ResultRow) => number, count: number) =>
  rows.filter((row) => position(row) > 0).sort((a, b) => position(a) - position(b)).slice(0, count);

/**
 * The 'ganadores' view of ranked rows of one modality, branch by branch (V, F, M): the absolute
 * winners first (marked `ab`), then the first places of each configured age category, in the
 * configuration's order, which leave out the absolute winners so nobody is listed twice.
 */
export function winners(rows: ResultRow[], modality: Modality): ResultRow[] {
  return RAMAS.flatMap((rama) => {
    const branchRows = rows.filter((row) => row.codMod === modality.codigoModalidad && row.gen === rama && row.pR > 0);
    const absolute = branchCategories(modality, rama).find((category) => category.absolutos);
    const absoluteWinners = absolute ? firstBy(branchRows, (row) => row.pR, absolute.cantidadGanadores) : [];
    const taken = new Set(absoluteWinners.map((row) => row.num));
    const byCategory = ageCategories(modality, rama).flatMap(({ codigo, cantidadGanadores }) =>
      firstBy(
        branchRows.filter((row) => row.codCat === codigo && !taken.has(row.num)),
        (row) => row.pCat,
        cantidadGanadores,
      ),
    );
    return [...absoluteWinners.map((row) => ({ ...row, ab: true })), ...byCategory.map((row) => ({ ...row, ab: false }))];
  });
}
