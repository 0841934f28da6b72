import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rankResults, winners } from '@shared/results/ranking';
import type { ResultRow } from '@shared/results/result-row';
import { category, finisher, modality, resultRow } from './factories';

const standard = { byTime: false, showAll: false };
const places = (rows: ResultRow[]) => rows.map((row) => [row.num, row.pG, row.pR, row.pCat]);

describe('rankResults', () => {
  it('gives overall, branch and category positions by official time, fastest first', () => {
    const rows = [
      finisher('1', 3000, { gen: 'V', codCat: 2 }),
      finisher('2', 2800, { gen: 'F', codCat: 2 }),
      finisher('3', 2900, { gen: 'V', codCat: 3 }),
      finisher('4', 3100, { gen: 'V', codCat: 2 }),
    ];
    expect(places(rankResults(rows, standard))).toEqual([
      ['2', 1, 1, 1],
      ['3', 2, 1, 1],
      ['1', 3, 2, 1],
      ['4', 4, 3, 2],
    ]);
  });

  it('counts each modality on its own', () => {
    const rows = [finisher('1', 3000, { codMod: '10K' }), finisher('2', 1500, { codMod: '5K' })];
    expect(places(rankResults(rows, standard))).toEqual([
      ['2', 1, 1, 1],
      ['1', 1, 1, 1],
    ]);
  });

  it('puts the longest time first in byTime events', () => {
    const rows = [finisher('1', 3000), finisher('2', 9000), finisher('3', 6000)];
    expect(rankResults(rows, { byTime: true, showAll: false }).map((row) => [row.num, row.pG])).toEqual([
      ['2', 1],
      ['3', 2],
      ['1', 3],
    ]);
  });

  it.each<[string, ResultRow[], string[]]>([
    ['the chip time', [finisher('1', 3000, { tcMS: 2990_000 }), finisher('2', 3000, { tcMS: 2980_000 })], ['2', '1']],
    ['then the finish clock', [finisher('1', 3000, { fhm: '2026-03-01 07:50:00.900' }), finisher('2', 3000, { fhm: '2026-03-01 07:50:00.100' })], ['2', '1']],
    ['then the bib, as a number', [finisher('10', 3000), finisher('9', 3000)], ['9', '10']],
  ])('breaks ties by %s', (_case, rows, order) => {
    expect(rankResults(rows, standard).map((row) => row.num)).toEqual(order);
  });

  it.each<[string, Partial<ResultRow>, boolean]>([
    ['a row without a finish time', { toMS: 0 }, false],
    ['a deleted row', { borrado: true }, false],
    ['a disqualified row', { dq: true }, false],
    ["a name with '*' when showAll is on (the DNF-plus place reset)", { nombre: 'Ana López*' }, true],
  ])('gives 0 to %s and lists it after the finishers', (_case, overrides, showAll) => {
    const ranked = rankResults([finisher('1', 3000, { ...overrides, pG: 7, pR: 7, pCat: 7 }), finisher('2', 3500)], { byTime: false, showAll });
    expect(places(ranked)).toEqual([
      ['2', 1, 1, 1],
      ['1', 0, 0, 0],
    ]);
  });

  it("ranks a name with '*' like any other when showAll is off", () => {
    expect(rankResults([finisher('1', 3000, { nombre: 'Ana López*' })], standard)[0]?.pG).toBe(1);
  });

  it('leaves the rows it was given untouched', () => {
    const rows = [finisher('1', 3000)];
    rankResults(rows, standard);
    expect(rows[0]?.pG).toBe(0);
  });
});

const arbitraryRows = fc
  .uniqueArray(
    fc.record({
      num: fc.integer({ min: 1, max: 5000 }).map(String),
      codMod: fc.constantFrom('5K', '10K'),
      gen: fc.constantFrom('V' as const, 'F' as const, 'M' as const),
      codCat: fc.integer({ min: 1, max: 4 }),
      toMS: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
      tcMS: fc.integer({ min: 0, max: 20_000 }),
      borrado: fc.boolean(),
      nombre: fc.constantFrom('Ana', 'Luis*'),
    }),
    { selector: (row) => row.num, maxLength: 60 },
  )
  .map((rows) => rows.map((row) => resultRow(row)));

describe('rankResults (property)', () => {
  it('numbers the finishers of every group 1..n with no gaps or repeats', () => {
    fc.assert(
      fc.property(arbitraryRows, fc.boolean(), fc.boolean(), (rows, byTime, showAll) => {
        const ranked = rankResults(rows, { byTime, showAll });
        const groups: [(row: ResultRow) => string, (row: ResultRow) => number][] = [
          [(row) => row.codMod, (row) => row.pG],
          [(row) => `${row.codMod}|${row.gen}`, (row) => row.pR],
          [(row) => `${row.codMod}|${row.gen}|${row.codCat}`, (row) => row.pCat],
        ];
        for (const [key, position] of groups) {
          const byGroup = new Map<string, number[]>();
          for (const row of ranked.filter((candidate) => candidate.pG > 0)) byGroup.set(key(row), [...(byGroup.get(key(row)) ?? []), position(row)]);
          for (const positions of byGroup.values()) {
            expect(positions.sort((a, b) => a - b)).toEqual(positions.map((_, i) => i + 1));
          }
        }
        expect(ranked.filter((row) => row.pG > 0).every((row) => row.toMS > 0 && !row.borrado && !(showAll && row.nombre.includes('*')))).toBe(true);
      }),
    );
  });

  it('gives the same answer whatever the order of its input', () => {
    fc.assert(
      fc.property(
        arbitraryRows.chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length }))),
        fc.boolean(),
        ([rows, shuffled], byTime) => {
          expect(rankResults(shuffled, { byTime, showAll: true })).toEqual(rankResults(rows, { byTime, showAll: true }));
        },
      ),
    );
  });
});

describe('winners', () => {
  const race = modality({
    ramaCat: {
      rama_V: {
        categorias: [
          category({ codigo: 2, nombreCategoria: 'Libre', edadDesde: 18, edadHasta: 39, cantidadGanadores: 2 }),
          category({ codigo: 9, nombreCategoria: 'Absoluto', absolutos: true, cantidadGanadores: 2 }),
          category({ codigo: 3, nombreCategoria: 'Master', edadDesde: 40, edadHasta: 200, cantidadGanadores: 1 }),
        ],
      },
      rama_F: { categorias: [category({ codigo: 2, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200, cantidadGanadores: 2 })] },
    },
  });
  const ranked = rankResults(
    [
      finisher('1', 2000, { gen: 'V', codCat: 3 }),
      finisher('2', 2100, { gen: 'V', codCat: 2 }),
      finisher('3', 2200, { gen: 'V', codCat: 2 }),
      finisher('4', 2300, { gen: 'V', codCat: 3 }),
      finisher('5', 2400, { gen: 'V', codCat: 2 }),
      finisher('6', 2500, { gen: 'V', codCat: 2 }),
      finisher('7', 2600, { gen: 'F', codCat: 2 }),
      finisher('8', 2700, { gen: 'F', codCat: 2 }),
      finisher('9', 2800, { gen: 'F', codCat: 2 }),
      finisher('10', 0, { gen: 'F', codCat: 2 }),
      finisher('11', 1000, { gen: 'F', codCat: 2, codMod: '5K' }),
      finisher('12', 2900, { gen: 'M', codCat: 1, cat: 'Única' }),
      finisher('13', 2950, { gen: 'F', codCat: 100, cat: 'Otra' }),
    ],
    standard,
  );
  const listed = winners(ranked, race);

  it('lists the absolute winners of a branch first, marked ab, whatever their category', () => {
    expect(listed.filter((row) => row.ab).map((row) => row.num)).toEqual(['1', '2']);
  });

  it('leaves the absolute winners out of their categories, so nobody is listed twice', () => {
    expect(listed.filter((row) => row.gen === 'V' && !row.ab).map((row) => [row.codCat, row.num])).toEqual([
      [2, '3'],
      [2, '5'],
      [3, '4'],
    ]);
  });

  it('takes the first cantidadGanadores of each category of a branch without absolutos', () => {
    expect(listed.filter((row) => row.gen === 'F').map((row) => row.num)).toEqual(['7', '8']);
  });

  it.each([
    ['Única, of a branch without categories', '12'],
    ['Otra, of an athlete no configured category takes', '13'],
  ])('lists no winners of a category the configuration does not have: %s', (_case, num) => {
    expect(listed.map((row) => row.num)).not.toContain(num);
  });

  it('goes branch by branch, V, F then M, and never lists other modalities or unplaced rows', () => {
    expect(listed.map((row) => row.num)).toEqual(['1', '2', '3', '5', '4', '7', '8']);
  });
});
