// The choices a report offers for a modality: its branches (genero) and its age categories (categoria),
// named alike on the results screens, in the open feed's index and in its widget.
import { ageCategories, categoryGroup } from './categories';
import { resultRamaLabels, resultsScreenTexts } from './results-texts';
import type { Modality } from './event-schemas';
import { listPlaces, winnersGroupKey } from './public-rows';
import { RAMAS, type Rama } from './ramas';
import type { ResultRow } from './result-row';

export interface GroupOption {
  value: string;
  label: string;
}

function branchesOf(modality: Modality): Rama[] {
  const defined = RAMAS.filter((rama) => modality.ramaCat[`rama_${rama}`]);
  return defined.length > 0 ? defined : [...RAMAS];
}

export function branchOptions(modality: Modality): GroupOption[] {
  return branchesOf(modality).map((rama) => ({ value: rama, label: resultRamaLabels[rama] }));
}

const branchCategoryLabel = (rama: Rama, name: string) => `${resultRamaLabels[rama]} · ${name}`;

/**
 * One choice per configured age category of each branch, named with its branch, as the winners
 * list them. Absolute categories are left out: their winners show in 'ganadores'.
 */
export function categoryOptions(modality: Modality): GroupOption[] {
  return RAMAS.flatMap((rama) =>
    ageCategories(modality, rama).map((category) => ({
      value: categoryGroup(rama, category.codigo),
      label: branchCategoryLabel(rama, category.nombreCategoria),
    })),
  );
}

/** The heading of a group of winners: the branch's absolute category, or the row's own category. */
export function winnersGroupLabel(modality: Modality, rama: Rama, absolute: boolean, cat: string): string {
  if (!absolute) return branchCategoryLabel(rama, cat);
  const absolutes = modality.ramaCat[`rama_${rama}`]?.categorias.find((category) => category.absolutos);
  return branchCategoryLabel(rama, absolutes?.nombreCategoria ?? resultsScreenTexts.absolutes);
}

export interface WinnersGroup {
  label: string;
  rows: { row: ResultRow; place: number }[];
}

/** The winners list cut in its groups, in the order the API ranks them (branch, then absolutes, then categories), each row with its place. */
export function winnersGroups(modality: Modality, rows: readonly ResultRow[]): WinnersGroup[] {
  const places = listPlaces('ganadores', rows);
  const groups = new Map<string, WinnersGroup>();
  rows.forEach((row, index) => {
    const key = winnersGroupKey(row);
    const group = groups.get(key) ?? { label: winnersGroupLabel(modality, row.gen, row.ab, row.cat), rows: [] };
    group.rows.push({ row, place: places[index]! });
    groups.set(key, group);
  });
  return [...groups.values()];
}
