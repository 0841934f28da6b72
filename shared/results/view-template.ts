// Custom result views' text boxes (docs/results.md §5). Template syntax:
//   [campo]       a field of the current result (the view's bib), e.g. 'Tiempo: [to]'.
//   #n#[campo]    that field of the nth result in finish order (fhm ascending, 1 = first to finish).
//   #-n#[campo]   the same counted from the end (-1 = the latest finisher).
// Results whose official time `to` is 00:00:00 are not counted. A field that does not exist, is not
// text or a number, or belongs to a result that is not there renders as ''. A `#n#` not followed by
// `[campo]` stays as written.
import type { ResultRow } from './result-row';
import { parseDuration } from './durations';
import { compareBibs, compareText } from './ranking';

const PLACEHOLDER = /#(-?\d+)#\[(\w+)\]|\[(\w+)\]/g;

function fieldText(row: ResultRow | undefined, field: string): string {
  const value: unknown = row && Object.hasOwn(row, field) ? row[field as keyof ResultRow] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Finishers in the order they crossed the line. */
function finishOrder(rows: ResultRow[]): ResultRow[] {
  return rows
    .filter((row) => (parseDuration(row.to) ?? 0) > 0)
    .sort((a, b) => compareText(a.fhm, b.fhm) || compareBibs(a, b));
}

export function renderViewTemplate(template: string, rows: ResultRow[], current?: ResultRow): string {
  let ordered: ResultRow[] | undefined;
  return template.replace(PLACEHOLDER, (_match, nth: string | undefined, nthField: string | undefined, field: string | undefined) => {
    if (field !== undefined) return fieldText(current, field);
    ordered ??= finishOrder(rows);
    const n = Number(nth);
    return fieldText(n === 0 ? undefined : ordered.at(n > 0 ? n - 1 : n), nthField ?? '');
  });
}
