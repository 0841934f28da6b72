import { describe, expect, it } from 'vitest';
import { ageOn, ageRangeText, categoryFor } from '@shared/results/categories';
import { category, modality } from './factories';

describe('ageOn', () => {
  it.each([
    ['1990-03-01', '2026-03-01', 36],
    ['1990-03-02', '2026-03-01', 35],
    ['1990-12-31', '2026-01-01', 35],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2026-03-01', '2026-03-01', 0],
  ])('someone born %s is %i on %s', (born, on, age) => {
    expect(ageOn(born, on)).toBe(age);
  });
});

describe('categoryFor', () => {
  const withBranches = modality({
    ramaCat: {
      rama_F: {
        categorias: [
          category({ codigo: 9, nombreCategoria: 'Absoluto', absolutos: true }),
          category({ codigo: 2, nombreCategoria: 'Libre', edadDesde: 18, edadHasta: 39 }),
          category({ codigo: 3, nombreCategoria: 'Master', edadDesde: 40, edadHasta: 49 }),
          category({ codigo: 4, nombreCategoria: 'Veteranos', edadDesde: 50, edadHasta: 200 }),
        ],
      },
      rama_V: { categorias: [] },
      rama_M: { categorias: [category({ codigo: 9, nombreCategoria: 'Absoluto', absolutos: true })] },
    },
  });

  it.each([
    [18, 2, 'Libre'],
    [39, 2, 'Libre'],
    [40, 3, 'Master'],
    [50, 4, 'Veteranos'],
    [97, 4, 'Veteranos'],
  ])('puts a %i-year-old woman in category %i (%s), never in the absolute one', (age, codigo, nombreCategoria) => {
    expect(categoryFor(withBranches, 'F', age)).toEqual({ codigo, nombreCategoria });
  });

  it('falls back to Otra (100) when no age range matches', () => {
    expect(categoryFor(withBranches, 'F', 15)).toEqual({ codigo: 100, nombreCategoria: 'Otra' });
  });

  it('falls back to Otra (100) when the age is unknown', () => {
    expect(categoryFor(withBranches, 'F', null)).toEqual({ codigo: 100, nombreCategoria: 'Otra' });
  });

  it.each([
    ['V', 'an empty branch'],
    ['M', 'a branch with only an absolute category'],
  ] as const)('gives Única (1) to rama %s, %s', (rama, _branch) => {
    expect(categoryFor(withBranches, rama, 30)).toEqual({ codigo: 1, nombreCategoria: 'Única' });
  });

  it('gives Única (1) when the modality has no categories at all', () => {
    expect(categoryFor(modality(), 'V', 30)).toEqual({ codigo: 1, nombreCategoria: 'Única' });
  });
});

describe('ageRangeText', () => {
  it.each([
    [0, 200, 'Todas las edades'],
    [0, 17, 'edades hasta 17 años'],
    [50, 200, '50 y mayores'],
    [18, 39, '18 a 39 años'],
  ])('reads %i to %i as %j', (edadDesde, edadHasta, text) => {
    expect(ageRangeText({ edadDesde, edadHasta })).toBe(text);
  });
});
