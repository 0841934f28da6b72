// The choices a report offers for a modality: its branches (genero) and its age categories (categoria).
import { ageCategories, categoryGroup } from '@shared/results/categories';
import { resultRamaLabels, resultsScreenTexts } from '@shared/results/results-texts';
import type { Modality } from '@shared/results/event-schemas';
import { RAMAS, type Rama } from '@shared/results/ramas';

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
