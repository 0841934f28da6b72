import { describe, expect, it } from 'vitest';
import { offeredCategories } from '@shared/registration/offered-categories';
import { EVENT, regCategory, regModality } from './factories';

const modality = regModality({
  rama_F: {
    categorias: [
      regCategory({ codigo: 1, nombreCategoria: 'Juvenil', edadDesde: 0, edadHasta: 17 }),
      regCategory({ codigo: 2, nombreCategoria: 'Libre', edadDesde: 18, edadHasta: 39 }),
      regCategory({ codigo: 3, nombreCategoria: 'Master', edadDesde: 40, edadHasta: 200 }),
      regCategory({ codigo: 8, nombreCategoria: 'Élite', edadDesde: 18, edadHasta: 39, hide: true }),
      regCategory({ codigo: 9, nombreCategoria: 'Absoluto', absolutos: true }),
    ],
  },
  rama_V: { categorias: [regCategory({ codigo: 4, nombreCategoria: 'Libre', edadDesde: 18, edadHasta: 200 })] },
});
// Before the birthday in June: 39 on 31 December 2026, 38 on the event date.
const born = '1987-12-20';
const now = new Date('2026-02-10T12:00:00Z');
const context = (edadActual: boolean, categoriasInferiores: boolean) => ({ edadActual, categoriasInferiores, event: EVENT, now });
const codes = (offer: ReturnType<typeof offeredCategories>) => (offer.status === 'offered' ? offer.categorias.map((c) => `${c.codigo}${c.sugerida ? '*' : ''}`) : offer.message);

describe('offeredCategories', () => {
  it.each([
    ['on 31 December', born, false, false, ['2*']],
    ['on the event date', '1986-06-20', true, false, ['2*']],
    ['turning 40 by 31 December', '1986-06-20', false, false, ['3*']],
    ['with categoriasInferiores, younger categories too', '1980-01-01', false, true, ['1', '2', '3*']],
    ['a 12-year-old, never a category starting later', '2014-01-01', false, true, ['1*']],
  ])('offers a woman %s', (_, fechaNacimiento, edadActual, inferiores, expected) => {
    expect(codes(offeredCategories(modality, { genero: 'F', fechaNacimiento }, context(edadActual, inferiores)))).toEqual(expected);
  });

  it('maps Masculino to the varonil branch and auto-selects a single category', () => {
    const offer = offeredCategories(modality, { genero: 'M', fechaNacimiento: born }, context(false, false));
    expect(offer).toEqual({ status: 'offered', categorias: [{ rama: 'V', codigo: 4, nombreCategoria: 'Libre', sugerida: true }], seleccionada: { rama: 'V', codigo: 4, nombreCategoria: 'Libre', sugerida: true } });
  });

  it('offers the mixed branch to both genders, after their own', () => {
    const mixed = regModality({ rama_F: modality.ramaCat.rama_F, rama_M: { categorias: [regCategory({ codigo: 7, nombreCategoria: 'Parejas' })] } });
    const offer = offeredCategories(mixed, { genero: 'F', fechaNacimiento: born }, context(false, false));
    expect(offer.status === 'offered' && offer.categorias.map((c) => [c.rama, c.codigo])).toEqual([['F', 2], ['M', 7]]);
  });

  it.each([
    [{ genero: 'F' as const }, 'Selecciona el género y fecha de nacimiento para continuar'],
    [{ fechaNacimiento: born }, 'Selecciona el género y fecha de nacimiento para continuar'],
    [{ genero: 'M' as const, fechaNacimiento: '2014-01-01' }, 'La modalidad seleccionada no tiene categorias disponibles para su edad y genero'],
  ])('answers %o with its message', (athlete, message) => {
    expect(offeredCategories(modality, athlete, context(false, false))).toEqual({ status: expect.any(String), message });
  });
});
