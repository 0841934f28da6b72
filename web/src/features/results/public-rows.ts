// Which result rows the public sees and which place each report shows (docs/results.md §4: rows without a
// place, and DNF, DQ and DNS rows, stay out of public views).
import type { ResultRow, ResultView } from '@shared/results/result-row';

export function isPublicRow(row: ResultRow): boolean {
  return row.pG > 0 && !row.borrado && !row.dq && !row.dns && !row.dnf && !row.dnfPlus;
}

/** The place that matters in a report: overall, in the branch, or in the category (absolute winners rank in the branch). */
export function placeIn(view: ResultView, row: ResultRow): number {
  if (view === 'general') return row.pG;
  if (view === 'genero' || (view === 'ganadores' && row.ab)) return row.pR;
  return row.pCat;
}
