// Ranked rows → the pages the public results route serves: per modality the general list, one per
// branch (genero), one per configured category of each branch (categoria), the winners and, when the
// event publishes it, the team report (equipos: mixed, or one per branch) and, for a modality graded
// by age, the age-graded list (edad: all, and one per branch V and F), cut in pages of 100; plus
// the name index the search reads. Each page carries the hash of its rows, made from the rows' hashes
// so a refresh that knows them does not serialize every row again; how many rows each list has is
// kept apart (list key → total), so a list that grows at its end changes only its last page.
import { ageGradedRows } from '@shared/results/age-grade';
import { ageCategories, categoryGroup } from '@shared/results/categories';
import type { Modality, TeamsConfig } from '@shared/results/event-schemas';
import { RAMAS } from '@shared/results/ramas';
import { compareBibs, winners } from '@shared/results/ranking';
import { AGE_GRADE_VIEW, TEAM_VIEW, type ResultRow } from '@shared/results/result-row';
import { teamLists, type TeamStanding } from '@shared/results/teams';
import { contentHash } from '@lambdas/core/content-hash';

export const PAGE_SIZE = 100;
/** The search's list of every athlete's bib and name, kept apart from the standings views. */
export const NAME_INDEX = { modalidad: '', view: 'nombres', group: '' } as const;
const NAME_INDEX_PAGE_SIZE = 2000;

export interface ListAddress {
  modalidad: string;
  view: string;
  group: string;
}

export interface PageAddress extends ListAddress {
  page: number;
}

export interface PageContent<Row = unknown> extends PageAddress {
  rows: Row[];
  hash: string;
}

/** Pages with the number of rows of each list they were cut from (lists without rows have neither). */
export interface Pages {
  pages: PageContent[];
  totals: Record<string, number>;
}

/** What the name index holds per athlete: enough for the search rule, not the whole row. */
export type NameEntry = Pick<ResultRow, 'num' | 'nombre' | 'gen' | 'codMod'>;

interface List<Row = ResultRow> extends ListAddress {
  rows: Row[];
}

export const pageKey = ({ modalidad, view, group, page }: PageAddress) => JSON.stringify([modalidad, view, group, page]);

export const listKey = ({ modalidad, view, group }: ListAddress) => JSON.stringify([modalidad, view, group]);

export const isNameIndex = (list: ListAddress) => list.view === NAME_INDEX.view;

export const pageSizeOf = (list: ListAddress) => (isNameIndex(list) ? NAME_INDEX_PAGE_SIZE : PAGE_SIZE);

export const pageCountOf = (list: ListAddress, total: number) => Math.ceil(total / pageSizeOf(list));

/** What the team report of an event needs: its configuration and whether longer times rank first. */
export interface TeamOptions {
  config: TeamsConfig;
  byTime: boolean;
}

interface ModalityLists {
  athletes: List[];
  teams: List<TeamStanding>[];
}

/** The age-graded lists of a modality graded at `km`: every finisher with a grade, then each branch's. */
function ageGradeLists(general: ResultRow[], modalidad: string, km: number): List[] {
  const all = ageGradedRows(general, km);
  return [
    { modalidad, view: AGE_GRADE_VIEW, group: '', rows: all },
    ...(['V', 'F'] as const).map((rama) => ({ modalidad, view: AGE_GRADE_VIEW, group: rama, rows: all.filter((row) => row.gen === rama) })),
  ];
}

function modalityLists(ranked: ResultRow[], modality: Modality, teams?: TeamOptions, gradedKm: number | null = null): ModalityLists {
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
  const athletes = [
    { modalidad, view: 'general', group: '', rows: general },
    ...genero,
    ...categoria,
    { modalidad, view: 'ganadores', group: '', rows: winners(ranked, modality) },
    ...(gradedKm === null ? [] : ageGradeLists(general, modalidad, gradedKm)),
  ];
  // From the general list: the modality's finishers in rank order, so each team's best come first.
  const teamRows = teams ? teamLists(general, teams.config, teams.byTime).map(({ group, teams: rows }) => ({ modalidad, view: TEAM_VIEW, group, rows })) : [];
  return { athletes, teams: teamRows };
}

function nameIndex(ranked: ResultRow[]): List<NameEntry> {
  const entries: NameEntry[] = [...ranked].sort(compareBibs).map(({ num, nombre, gen, codMod }) => ({ num, nombre, gen, codMod }));
  return { ...NAME_INDEX, rows: entries };
}

/** A row's hash as a page counts it: the same row listed as an absolute winner is another content. */
export type RowHasher = (row: ResultRow) => string;

export const hashRowContent: RowHasher = (row) => contentHash(row);

function paged<Row>(lists: List<Row>[], hashRow: (row: Row) => string): Pages {
  const pages: PageContent[] = [];
  const totals: Record<string, number> = {};
  for (const list of lists) {
    if (list.rows.length === 0) continue;
    const size = pageSizeOf(list);
    totals[listKey(list)] = list.rows.length;
    for (let index = 0; index * size < list.rows.length; index += 1) {
      const rows = list.rows.slice(index * size, (index + 1) * size);
      pages.push({ modalidad: list.modalidad, view: list.view, group: list.group, page: index + 1, rows, hash: contentHash(rows.map(hashRow)) });
    }
  }
  return { pages, totals };
}

/** Several sets of pages as one. */
export function joinPages(parts: Pages[]): Pages {
  return { pages: parts.flatMap((part) => part.pages), totals: Object.assign({}, ...parts.map((part) => part.totals)) as Record<string, number> };
}

/**
 * One modality's pages, its team report's among them when `teams` says the event publishes one, its
 * age-graded lists when `gradedKm` is the distance it is graded at. Lists without rows have no pages:
 * the route answers them as an empty first page.
 */
export function modalityPages(ranked: ResultRow[], modality: Modality, hashRow: RowHasher = hashRowContent, teams?: TeamOptions, gradedKm: number | null = null): Pages {
  const lists = modalityLists(ranked, modality, teams, gradedKm);
  return joinPages([paged(lists.athletes, hashRow), paged(lists.teams, (team) => contentHash(team))]);
}

export function nameIndexPages(rows: ResultRow[]): Pages {
  return paged([nameIndex(rows)], (entry) => contentHash(entry));
}

export function standingsPages(ranked: ResultRow[], modalities: Modality[], teams?: TeamOptions): Pages {
  return joinPages([...modalities.map((modality) => modalityPages(ranked, modality, hashRowContent, teams)), nameIndexPages(ranked)]);
}

/** The keys of the pages stored for these lists. */
export function storedPageKeys(totals: Record<string, number>): string[] {
  return Object.entries(totals).flatMap(([key, total]) => {
    const list = listAddressOf(key);
    return Array.from({ length: pageCountOf(list, total) }, (_, index) => pageKey({ ...list, page: index + 1 }));
  });
}

export interface Stored {
  /** Page key → hash of every stored page ('' when only the page's existence is known). */
  hashes: Record<string, string>;
  totals: Record<string, number>;
}

/**
 * The pages to write (new or changed) and the stored ones no longer produced, among the stored
 * lists `inScope` names (those of the modalities recomputed); the hashes and totals afterwards.
 */
export function pageChanges(produced: Pages, stored: Stored, inScope: (list: ListAddress) => boolean = () => true) {
  const keys = new Set(produced.pages.map(pageKey));
  const gone = Object.keys(stored.hashes).filter((key) => inScope(addressOf(key)) && !keys.has(key));
  const hashes = { ...stored.hashes };
  for (const key of gone) delete hashes[key];
  for (const page of produced.pages) hashes[pageKey(page)] = page.hash;
  const totals = Object.fromEntries(Object.entries(stored.totals).filter(([key]) => !inScope(listAddressOf(key))));
  Object.assign(totals, produced.totals);
  return {
    changed: produced.pages.filter((page) => stored.hashes[pageKey(page)] !== page.hash),
    gone,
    hashes,
    totals,
  };
}

export function listAddressOf(key: string): ListAddress {
  const [modalidad, view, group] = JSON.parse(key) as [string, string, string];
  return { modalidad, view, group };
}

export function addressOf(key: string): PageAddress {
  const [modalidad, view, group, page] = JSON.parse(key) as [string, string, string, number];
  return { modalidad, view, group, page };
}
