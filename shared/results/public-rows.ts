// Which result rows the public sees and which place each report shows (docs/results.md §4: rows without a
// place, and DNF, DQ and DNS rows, stay out of public views): the results screens, the open feed's CSV
// and its widget list the same rows with the same places.
import type { ResultRow, ResultView } from './result-row';

export function isPublicRow(row: ResultRow): boolean {
  return row.pG > 0 && !row.borrado && !row.dq && !row.dns && !row.dnf && !row.dnfPlus;
}

/** The place that matters in a report: overall, in the branch, or in the category (absolute winners rank in the branch). */
export function placeIn(view: ResultView, row: ResultRow): number {
  if (view === 'general') return row.pG;
  if (view === 'genero' || (view === 'ganadores' && row.ab)) return row.pR;
  return row.pCat;
}

/** Which group of the winners list a row belongs to: its branch's absolute winners, or its age category. */
export const winnersGroupKey = (row: ResultRow) => `${row.gen}|${row.ab ? 'ab' : row.codCat}`;

/**
 * The place each row of a list shows. In the winners list an absolute winner keeps the branch place,
 * and a category's winners are numbered within their list: their category places skip the runners
 * who won an absolute place (4, 5, 6…).
 */
export function listPlaces(view: ResultView, rows: readonly ResultRow[]): number[] {
  if (view !== 'ganadores') return rows.map((row) => placeIn(view, row));
  const counted = new Map<string, number>();
  return rows.map((row) => {
    const key = winnersGroupKey(row);
    const place = (counted.get(key) ?? 0) + 1;
    counted.set(key, place);
    return row.ab ? placeIn(view, row) : place;
  });
}
