// Which categories a registrant may choose in a modality for their gender and age (docs/registration.md §5).
import { categoryFor, OPEN_AGE } from '@shared/results/categories';
import { registrationAge, type AgeContext } from './registration-age';
import type { Category, Modality } from '@shared/results/event-schemas';
import type { Rama } from '@shared/results/ramas';
import { registrationTexts } from './registration-texts';

export type Genero = 'F' | 'M';

export interface OfferedCategory {
  rama: Rama;
  codigo: number;
  nombreCategoria: string;
  /** Shown with registrationTexts.suggestedForAge. */
  sugerida: boolean;
}

export type CategoryOffer =
  | { status: 'incomplete' | 'none'; message: string }
  | { status: 'offered'; categorias: OfferedCategory[]; seleccionada: OfferedCategory | null };

interface OfferContext extends AgeContext {
  categoriasInferiores: boolean;
}

/** The form's Masculino (M) is the results' varonil branch; mixed (M) is the branch itself. */
function ramaForGenero(genero: Genero): Rama {
  return genero === 'M' ? 'V' : 'F';
}

const visible = (branch?: { categorias: Category[] }) => branch && { categorias: branch.categorias.filter((category) => !category.hide) };

/** The mixed branch is open to both genders, after the registrant's own branch. */
export function offeredCategories(modality: Modality, athlete: { genero?: Genero; fechaNacimiento?: string }, context: OfferContext): CategoryOffer {
  const { genero, fechaNacimiento } = athlete;
  if (!genero || !fechaNacimiento) return { status: 'incomplete', message: registrationTexts.chooseGenderAndBirthDate };
  const age = registrationAge(fechaNacimiento, context);
  const shown: Modality = { ...modality, ramaCat: { rama_V: visible(modality.ramaCat.rama_V), rama_F: visible(modality.ramaCat.rama_F), rama_M: visible(modality.ramaCat.rama_M) } };
  const admits = (category: Category) =>
    !category.absolutos && category.edadDesde <= age && (context.categoriasInferiores || age <= category.edadHasta || category.edadHasta >= OPEN_AGE);
  const categorias = ([ramaForGenero(genero), 'M'] as const).flatMap((rama) => {
    // The suggestion is the category the results will rank the athlete in.
    const fit = categoryFor(shown, rama, age);
    return (shown.ramaCat[`rama_${rama}`]?.categorias ?? []).filter(admits).map(({ codigo, nombreCategoria }) => ({
      rama,
      codigo,
      nombreCategoria,
      sugerida: codigo === fit.codigo && nombreCategoria === fit.nombreCategoria,
    }));
  });
  if (categorias.length === 0) return { status: 'none', message: registrationTexts.noCategoriesForAge };
  return { status: 'offered', categorias, seleccionada: categorias.length === 1 ? (categorias[0] ?? null) : null };
}
