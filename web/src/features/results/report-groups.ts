// The choices a report offers for a modality: its branches (genero) and its age categories (categoria).
import { resultRamaLabels, resultsScreenTexts } from '../../../../shared/results/results-texts';
import { RAMAS, type Modality, type Rama } from '../../../../shared/results/event-schemas';

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

/**
 * Standings group categories by code, so a code shared by several branches is one choice.
 * Absolute categories are left out: nobody belongs to them by age, their winners show in 'ganadores'.
 */
export function categoryOptions(modality: Modality): GroupOption[] {
  const byCode = new Map<number, { name: string; ramas: string[] }>();
  for (const rama of RAMAS) {
    for (const category of modality.ramaCat[`rama_${rama}`]?.categorias ?? []) {
      if (category.absolutos) continue;
      const entry = byCode.get(category.codigo) ?? { name: category.nombreCategoria, ramas: [] };
      entry.ramas.push(resultRamaLabels[rama]);
      byCode.set(category.codigo, entry);
    }
  }
  return [...byCode].map(([codigo, { name, ramas }]) => ({ value: String(codigo), label: `${name} · ${ramas.join(' / ')}` }));
}

/** The heading of a group of winners: the branch's absolute category, or the row's own category. */
export function winnersGroupLabel(modality: Modality, rama: Rama, absolute: boolean, cat: string): string {
  const branch = resultRamaLabels[rama];
  if (!absolute) return `${branch} · ${cat}`;
  const absolutes = modality.ramaCat[`rama_${rama}`]?.categorias.find((category) => category.absolutos);
  return `${branch} · ${absolutes?.nombreCategoria ?? resultsScreenTexts.absolutes}`;
}
