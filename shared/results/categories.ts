// Age categories of a modality's branch (docs/results.md §3 Modality, §5 fallback and age display ranges).
import { raceRuleTexts } from './results-texts';
import type { Category, Modality } from './event-schemas';
import type { Rama } from './ramas';

/** edadHasta at this value means "and older". */
export const OPEN_AGE = 200;
export const OTHER_CATEGORY = { codigo: 100, nombreCategoria: raceRuleTexts.otherCategory } as const;
export const SINGLE_CATEGORY = { codigo: 1, nombreCategoria: raceRuleTexts.singleCategory } as const;

export interface CategoryChoice {
  codigo: number;
  nombreCategoria: string;
}

/** Completed years between a 'YYYY-MM-DD' birth date and a 'YYYY-MM-DD' day; a 29 February birthday completes on 1 March in common years. */
export function ageOn(fechaNacimiento: string, onDate: string): number {
  const [bornYear, bornMonthDay] = [Number(fechaNacimiento.slice(0, 4)), fechaNacimiento.slice(5, 10)];
  const [year, monthDay] = [Number(onDate.slice(0, 4)), onDate.slice(5, 10)];
  return year - bornYear - (monthDay < bornMonthDay ? 1 : 0);
}

/** The categories configured for one branch (rama_V, rama_F, rama_M) of a modality. */
export function branchCategories(modality: Modality, rama: Rama): Category[] {
  return modality.ramaCat[`rama_${rama}`]?.categorias ?? [];
}

/**
 * The categories a branch's results are listed and awarded by: the configured ones that are not
 * absolutos. 'Otra' and 'Única' are not among them: they name the category of an athlete whom no
 * configured category takes, so they have neither winners nor a category list.
 */
export function ageCategories(modality: Modality, rama: Rama): Category[] {
  return branchCategories(modality, rama).filter((category) => !category.absolutos);
}

/** The standings group of one category of one branch ('F-2'): a code may be shared by branches. */
export const categoryGroup = (rama: Rama, codigo: number) => `${rama}-${codigo}`;

/**
 * The age category of an athlete. Absolute categories are not age categories (their winners are
 * the first of the branch), so a branch that has only those also falls back to 'Única'.
 */
export function categoryFor(modality: Modality, rama: Rama, age: number | null): CategoryChoice {
  const byAge = ageCategories(modality, rama);
  if (byAge.length === 0) return { ...SINGLE_CATEGORY };
  const match = age === null ? undefined : byAge.find((category) => category.edadDesde <= age && (age <= category.edadHasta || category.edadHasta >= OPEN_AGE));
  return match ? { codigo: match.codigo, nombreCategoria: match.nombreCategoria } : { ...OTHER_CATEGORY };
}

/** The age range as the convocatoria and the category lists read it. */
export function ageRangeText(category: Pick<Category, 'edadDesde' | 'edadHasta'>): string {
  const { edadDesde, edadHasta } = category;
  if (edadDesde <= 0 && edadHasta >= OPEN_AGE) return raceRuleTexts.allAges;
  if (edadHasta >= OPEN_AGE) return raceRuleTexts.agesFrom(edadDesde);
  if (edadDesde <= 0) return raceRuleTexts.agesUpTo(edadHasta);
  return raceRuleTexts.agesBetween(edadDesde, edadHasta);
}
