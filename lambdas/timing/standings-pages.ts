// Ranked rows → the pages the public results route serves: per modality the general list, one per
// branch (genero), one per configured category of each branch (categoria) and the winners, cut in
// pages of 100; plus the name index the search reads. Each page carries the hash of its content, made
// from its rows' hashes so a refresh that knows them does not serialize every row again.
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

interface List<Row = ResultRow> {
  modalidad: string;
  view: string;
  group: string;
  rows: Row[];
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

function nameIndex(ranked: ResultRow[]): List<NameEntry> {
  const entries: NameEntry[] = [...ranked].sort(compareBibs).map(({ num, nombre, gen, codMod }) => ({ num, nombre, gen, codMod }));
  return { ...NAME_INDEX, rows: entries };
}

/** A row's hash as a page counts it: the same row listed as an absolute winner is another content. */
export type RowHasher = (row: ResultRow) => string;

export const hashRowContent: RowHasher = (row) => contentHash(row);

function split<Row>(list: List<Row>, size: number, hashRow: (row: Row) => string): PageContent[] {
  const pageCount = Math.ceil(list.rows.length / size);
  return Array.from({ length: pageCount }, (_, index) => {
    const rows = list.rows.slice(index * size, (index + 1) * size);
    const hash = contentHash({ pageCount, total: list.rows.length, rows: rows.map(hashRow) });
    return { modalidad: list.modalidad, view: list.view, group: list.group, page: index + 1, pageCount, total: list.rows.length, rows, hash };
  });
}

/** One modality's pages. Lists without rows have no pages: the route answers them as an empty first page. */
export function modalityPages(ranked: ResultRow[], modality: Modality, hashRow: RowHasher = hashRowContent): PageContent[] {
  return modalityLists(ranked, modality).flatMap((list) => split(list, PAGE_SIZE, hashRow));
}

export function nameIndexPages(rows: ResultRow[]): PageContent[] {
  return split(nameIndex(rows), NAME_INDEX_PAGE_SIZE, (entry) => contentHash(entry));
}

export function standingsPages(ranked: ResultRow[], modalities: Modality[]): PageContent[] {
  return [...modalities.flatMap((modality) => modalityPages(ranked, modality)), ...nameIndexPages(ranked)];
}

export const isNameIndexKey = (key: string) => addressOf(key).view === NAME_INDEX.view;

/**
 * The pages to write (new or changed) and the stored ones no longer produced, among the stored
 * pages `inScope` names (those of the modalities recomputed); the hashes of every page afterwards.
 */
export function pageChanges(pages: PageContent[], storedHashes: Record<string, string>, inScope: (key: string) => boolean = () => true) {
  const keys = new Set(pages.map(pageKey));
  const gone = Object.keys(storedHashes).filter((key) => inScope(key) && !keys.has(key));
  const hashes = { ...storedHashes };
  for (const key of gone) delete hashes[key];
  for (const page of pages) hashes[pageKey(page)] = page.hash;
  return {
    changed: pages.filter((page) => storedHashes[pageKey(page)] !== page.hash),
    gone,
    hashes,
  };
}

export function addressOf(key: string): PageAddress {
  const [modalidad, view, group, page] = JSON.parse(key) as [string, string, string, number];
  return { modalidad, view, group, page };
}
