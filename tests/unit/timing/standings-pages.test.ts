import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_INDEX, PAGE_SIZE, addressOf, listKey, pageChanges, pageKey, standingsPages, storedPageKeys, type PageContent } from '@lambdas/results/standings-paging';
import { teamsConfigSchema } from '@shared/results/event-schemas';
import { rankResults } from '@shared/results/ranking';
import type { ResultRow } from '@shared/results/result-row';
import type { TeamStanding } from '@shared/results/teams';
import { category, finisher, modality, resultRow } from '../results/factories';

const tenK = modality({
  ramaCat: {
    rama_V: { categorias: [category({ codigo: 1, nombreCategoria: 'Libre' })] },
    rama_F: { categorias: [category({ codigo: 1, nombreCategoria: 'Libre' }), category({ codigo: 2, nombreCategoria: 'Máster', edadDesde: 40 })] },
  },
});

/** `count` finishers of 10K, alternating branches, one second apart, plus one athlete without a finish. */
function race(count: number): ResultRow[] {
  const rows = Array.from({ length: count }, (_, i) =>
    finisher(String(i + 1), 3000 + i, { nombre: `Atleta ${i + 1}`, gen: i % 2 ? 'F' : 'V', codCat: i % 3 === 2 && i % 2 ? 2 : 1 }),
  );
  return rankResults([...rows, resultRow({ num: '999', nombre: 'Sin Meta', gen: 'V' })], { byTime: false, showAll: false });
}

const list = (pages: PageContent[], view: string, group = '') => pages.filter((page) => page.modalidad === '10K' && page.view === view && page.group === group);
const nums = (pages: PageContent[]) => pages.flatMap((page) => (page.rows as ResultRow[]).map((row) => row.num));

describe('standingsPages', () => {
  const { pages, totals } = standingsPages(race(250), [tenK]);

  it('cuts the general list of finishers in pages of 100, numbered from 1, and counts each list apart', () => {
    const general = list(pages, 'general');
    expect(general.map((page) => [page.page, page.rows.length])).toEqual([
      [1, PAGE_SIZE],
      [2, PAGE_SIZE],
      [3, 50],
    ]);
    expect(nums(general)).toEqual(Array.from({ length: 250 }, (_, i) => String(i + 1)));
    expect(totals[listKey({ modalidad: '10K', view: 'general', group: '' })]).toBe(250);
    expect(totals[listKey({ modalidad: '10K', view: 'genero', group: 'F' })]).toBe(125);
    expect(totals[listKey(NAME_INDEX)]).toBe(251);
    expect(totals[listKey({ modalidad: '10K', view: 'genero', group: 'M' })]).toBeUndefined();
  });

  it('lists each branch by its branch position', () => {
    const women = list(pages, 'genero', 'F');
    expect((women[0]?.rows as ResultRow[]).slice(0, 3).map((row) => [row.num, row.pR])).toEqual([['2', 1], ['4', 2], ['6', 3]]);
    expect(list(pages, 'genero', 'M')).toEqual([]);
  });

  it.each([
    ['V-1', 'V', 1],
    ['F-1', 'F', 1],
    ['F-2', 'F', 2],
  ] as const)('lists category %s apart: only its branch, numbered by the category place', (group, gen, codCat) => {
    const rows = list(pages, 'categoria', group).flatMap((page) => page.rows as ResultRow[]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.gen === gen && row.codCat === codCat)).toBe(true);
    expect(rows.map((row) => row.pCat)).toEqual(rows.map((_, i) => i + 1));
  });

  it('has no category list for a code shared by branches, nor for Otra or Única', () => {
    const ranked = rankResults([finisher('1', 3000, { gen: 'M', codCat: 1, cat: 'Única' }), finisher('2', 3100, { gen: 'V', codCat: 100, cat: 'Otra' })], { byTime: false, showAll: false });
    const groups = standingsPages(ranked, [tenK]).pages.filter((page) => page.view === 'categoria').map((page) => page.group);
    expect(groups).toEqual([]);
    expect(list(pages, 'categoria', '1')).toEqual([]);
  });

  it('lists the winners of each category', () => {
    expect(nums(list(pages, 'ganadores')).slice(0, 3)).toEqual(['1', '3', '5']);
  });

  it('keeps every athlete, finisher or not, in the name index', () => {
    const index = pages.filter((page) => page.view === NAME_INDEX.view);
    expect(index.flatMap((page) => page.rows)).toHaveLength(251);
    expect(index[0]?.rows[0]).toEqual({ num: '1', nombre: 'Atleta 1', gen: 'V', codMod: '10K' });
  });

  it('hashes content: the same rows give the same hash, one changed time changes only the pages it touches', () => {
    const again = standingsPages(race(250), [tenK]).pages;
    expect(again.map((page) => page.hash)).toEqual(pages.map((page) => page.hash));
    const rows = race(250);
    rows[240] = { ...rows[240]!, to: '00:50:41' };
    const changed = standingsPages(rows, [tenK]).pages.filter((page, i) => page.hash !== pages[i]?.hash);
    expect(changed.map((page) => [page.view, page.group, page.page])).toContainEqual(['general', '', 3]);
    expect(changed.map((page) => [page.view, page.page])).not.toContainEqual(['general', 1]);
  });

  it('changes only the last page of each list a finisher joins at its end: the totals, not the pages, count it', () => {
    const grown = standingsPages(race(251), [tenK]);
    const hashOf = new Map(pages.map((page) => [pageKey(page), page.hash]));
    const changed = grown.pages.filter((page) => hashOf.get(pageKey(page)) !== page.hash).map((page) => [page.view, page.group, page.page]);
    expect(changed).toContainEqual(['general', '', 3]);
    expect(changed.filter(([view]) => view === 'general')).toEqual([['general', '', 3]]);
    expect(changed.filter(([view]) => view === 'genero')).toEqual([['genero', 'V', 2]]);
    expect(grown.totals[listKey({ modalidad: '10K', view: 'general', group: '' })]).toBe(251);
  });

  it('splits any list into pages that put it back together in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 450 }), (count) => {
        const general = list(standingsPages(race(count), [tenK]).pages, 'general');
        expect(general).toHaveLength(Math.ceil(count / PAGE_SIZE));
        expect(nums(general)).toEqual(Array.from({ length: count }, (_, i) => String(i + 1)));
      }),
      { numRuns: 30 },
    );
  });
});

describe('the team report pages', () => {
  /** race(250) with every athlete in one of three clubs. */
  const clubbed = () => race(250).map((row, i) => ({ ...row, equipo: ['Lobos', 'Halcones', 'Zorros'][i % 3] }));
  const teams = (overrides: object = {}) => ({ config: teamsConfigSchema.parse({ activo: true, integrantes: 4, ...overrides }), byTime: false });
  const teamRows = (pages: PageContent[], group = '') => list(pages, 'equipos', group).flatMap((page) => page.rows as TeamStanding[]);

  it('has none while the event does not publish it', () => {
    expect(list(standingsPages(clubbed(), [tenK]).pages, 'equipos')).toEqual([]);
    expect(list(standingsPages(clubbed(), [tenK], teams({ activo: false })).pages, 'equipos')).toEqual([]);
  });

  it('lists the mixed teams of the modality in one list, counted in the totals', () => {
    const { pages, totals } = standingsPages(clubbed(), [tenK], teams());
    expect(teamRows(pages).map((team) => [team.pos, team.equipo, team.miembros.map((member) => member.num)])).toEqual([
      [1, 'Lobos', ['1', '4', '7', '10']],
      [2, 'Halcones', ['2', '5', '8', '11']],
      [3, 'Zorros', ['3', '6', '9', '12']],
    ]);
    expect(totals[listKey({ modalidad: '10K', view: 'equipos', group: '' })]).toBe(3);
  });

  it('lists the teams of each branch apart when scored by branch', () => {
    const { pages } = standingsPages(clubbed(), [tenK], teams({ agrupacion: 'porRama' }));
    expect(list(pages, 'equipos')).toEqual([]);
    expect(teamRows(pages, 'F').every((team) => team.miembros.every((member) => member.gen === 'F'))).toBe(true);
    expect(teamRows(pages, 'V')).toHaveLength(3);
    expect(teamRows(pages, 'M')).toEqual([]);
  });
});

describe('pageChanges', () => {
  const produced = standingsPages(race(150), [tenK]);
  const stored = { hashes: Object.fromEntries(produced.pages.map((page) => [pageKey(page), page.hash])), totals: produced.totals };
  const fiveK = { modalidad: '5K', view: 'general', group: '' };

  it('writes nothing when every hash matches', () => {
    expect(pageChanges(produced, stored)).toMatchObject({ changed: [], gone: [], totals: produced.totals });
  });

  it('writes new and changed pages and names the stored pages no longer produced', () => {
    const fewer = standingsPages(race(90), [tenK]);
    const { changed, gone, hashes, totals } = pageChanges(fewer, stored);
    expect(changed.map((page) => [page.view, page.group, page.page])).toContainEqual(['general', '', 1]);
    expect(gone.map(addressOf)).toContainEqual({ modalidad: '10K', view: 'general', group: '', page: 2 });
    expect(Object.keys(hashes)).toHaveLength(fewer.pages.length);
    expect(totals).toEqual(fewer.totals);
  });

  it('keeps the pages and totals of the lists out of scope', () => {
    const withFiveK = { hashes: { ...stored.hashes, [pageKey({ ...fiveK, page: 1 })]: 'h' }, totals: { ...stored.totals, [listKey(fiveK)]: 7 } };
    const { gone, totals } = pageChanges(produced, withFiveK, (list) => list.modalidad === '10K');
    expect(gone).toEqual([]);
    expect(totals[listKey(fiveK)]).toBe(7);
  });

  it('knows the stored pages from the totals alone, so a cold refresh rewrites them and deletes those no longer produced', () => {
    const keys = storedPageKeys({ [listKey(fiveK)]: 201, [listKey(NAME_INDEX)]: 2001 });
    expect(keys.map(addressOf)).toEqual([
      { ...fiveK, page: 1 },
      { ...fiveK, page: 2 },
      { ...fiveK, page: 3 },
      { ...NAME_INDEX, page: 1 },
      { ...NAME_INDEX, page: 2 },
    ]);
    const cold = { hashes: Object.fromEntries(keys.map((key) => [key, ''])), totals: { [listKey(fiveK)]: 201 } };
    const { changed, gone } = pageChanges(produced, cold);
    expect(changed).toHaveLength(produced.pages.length);
    expect(gone.map(addressOf)).toContainEqual({ ...fiveK, page: 3 });
  });
});
