// Ranked rows → the pages the public results route serves: per modality the general list, one per
// branch (genero), one per configured category of each branch (categoria) and the winners, cut in
// pages of 100; plus the name index the search reads. Each page carries the hash of its content.
import { ageCategories, categoryGroup } from '../../shared/results/categories';
import { RAMAS, type Modality } from '../../shared/results/event-schemas';
import { compareBibs, winners } from '../../shared/results/ranking';
import type { ResultRow } from '../../shared/results/result-row';
import { contentHash } from './content-hash';

export const PAGE_SIZE = 100;
/** The search's list of every athlete's bib and name, kept apart from the standings views. */
export const NAME_INDEX = { modalidad: '', view: 'nombres', group: '' } as const;
const NAME_INDEX_PAGE_SIZE = 2000;

export interface PageAddress {
  modalidad: string;
  view: string;
  group: string;
  page: number;
}

export interface PageContent<Row = unknown> extends PageAddress {
  pageCount: number;
  total: number;
  rows: Row[];
  hash: string;
}

/** What the name index holds per athlete: enough for the search rule, not the whole row. */
export type NameEntry = Pick<ResultRow, 'num' | 'nombre' | 'gen' | 'codMod'>;

interface List {
  modalidad: string;
  view: string;
  group: string;
  rows: unknown[];
}

export const pageKey = ({ modalidad, view, group, page }: PageAddress) => JSON.stringify([modalidad, view, group, page]);

function modalityLists(ranked: ResultRow[], modality: Modality): List[] {
  const modalidad = modality.codigoModalidad;
  const general = ranked.filter((row) => row.codMod === modalidad && row.pG > 0).sort((a, b) => a.pG - b.pG);
  const genero = RAMAS.map((rama) => ({
    modalidad,
    view: 'genero',
    group: rama,
    rows: general.filter((row) => row.gen === rama).sort((a, b) => a.pR - b.pR),
  }));
  const categoria = RAMAS.flatMap((rama) =>
    ageCategories(modality, rama).map(({ codigo }) => ({
      modalidad,
      view: 'categoria',
      group: categoryGroup(rama, codigo),
      rows: general.filter((row) => row.gen === rama && row.codCat === codigo).sort((a, b) => a.pCat - b.pCat),
    })),
  );
  return [
    { modalidad, view: 'general', group: '', rows: general },
    ...genero,
    ...categoria,
    { modalidad, view: 'ganadores', group: '', rows: winners(ranked, modality) },
  ];
}

function nameIndex(ranked: ResultRow[]): List {
  const entries: NameEntry[] = [...ranked].sort(compareBibs).map(({ num, nombre, gen, codMod }) => ({ num, nombre, gen, codMod }));
  return { ...NAME_INDEX, rows: entries };
}

function split(list: List, size: number): PageContent[] {
  const pageCount = Math.ceil(list.rows.length / size);
  return Array.from({ length: pageCount }, (_, index) => {
    const rows = list.rows.slice(index * size, (index + 1) * size);
    const content = { pageCount, total: list.rows.length, rows };
    return { modalidad: list.modalidad, view: list.view, group: list.group, page: index + 1, ...content, hash: contentHash(content) };
  });
}

/** Lists without rows have no pages: the route answers them as an empty first page. */
export function standingsPages(ranked: ResultRow[], modalities: Modality[]): PageContent[] {
  return [
    ...modalities.flatMap((modality) => modalityLists(ranked, modality)).flatMap((list) => split(list, PAGE_SIZE)),
    ...split(nameIndex(ranked), NAME_INDEX_PAGE_SIZE),
  ];
}

/** The pages to write (new or changed) and the stored ones no longer produced. */
export function pageChanges(pages: PageContent[], storedHashes: Record<string, string>) {
  const keys = new Set(pages.map(pageKey));
  return {
    changed: pages.filter((page) => storedHashes[pageKey(page)] !== page.hash),
    gone: Object.keys(storedHashes).filter((key) => !keys.has(key)),
    hashes: Object.fromEntries(pages.map((page) => [pageKey(page), page.hash])),
  };
}

export function addressOf(key: string): PageAddress {
  const [modalidad, view, group, page] = JSON.parse(key) as [string, string, string, number];
  return { modalidad, view, group, page };
}
