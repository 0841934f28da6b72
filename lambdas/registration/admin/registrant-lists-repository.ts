// The admin lists of an event's registrants (docs/registration.md §2 Ingresos, §4 List filter): newest first, a page
// at a time from where the last page ended, by list, by who registered them, and found by name or
// folio. Every read is a Query or a Get of what is shown: none reads the whole event.
import { filterLists, parseCursor, type RegistrantFilter } from '@shared/registration/registrant-admin-api';
import type { RegistrantQuery } from '@shared/registration/registrant-search';
import { FolioEntity } from '@lambdas/data/folio-entity';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { searchNames } from './registrant-names';

const newestFirst = (a: RegistrantItem, b: RegistrantItem) => b.serverTime.localeCompare(a.serverTime) || b.registroId.localeCompare(a.registroId);

interface PageRequest {
  eventId: number;
  filter: RegistrantFilter;
  limit: number;
  antes?: string;
  /** Only registrants this staff user registered (an inscriptor's view). */
  usuarioRegistra?: string;
}

type Before = ReturnType<typeof parseCursor> | undefined;

async function ofList(eventId: number, lista: NonNullable<(typeof filterLists)[RegistrantFilter]>[number], before: Before, limit: number): Promise<RegistrantItem[]> {
  const query = RegistrantEntity.query.byLista({ eventId, lista });
  const { data } = await (before ? query.lt(before) : query).go({ order: 'desc', count: limit });
  return data;
}

async function ofEvent(eventId: number, before: Before, limit: number): Promise<RegistrantItem[]> {
  const query = RegistrantEntity.query.newestFirst({ eventId });
  const { data } = await (before ? query.lt(before) : query).go({ order: 'desc', count: limit });
  return data;
}

/** An inscriptor's own registrants are few: its index, filtered to the lists the filter shows. */
async function ofUser(eventId: number, usuarioRegistra: string, filter: RegistrantFilter, before: Before, limit: number): Promise<RegistrantItem[]> {
  const lists = filterLists[filter];
  const query = RegistrantEntity.query.byUsuario({ eventId, usuarioRegistra });
  const ranged = before ? query.lt({ serverTime: before.serverTime }) : query;
  const filtered = lists === null ? ranged : ranged.where(({ lista }, { eq }) => lists.map((name) => eq(lista, name)).join(' OR '));
  const { data } = await filtered.go({ order: 'desc', count: limit });
  return data;
}

/** One page of a list, newest first, and whether another may follow. */
export async function registrantPage({ eventId, filter, limit, antes, usuarioRegistra }: PageRequest): Promise<{ rows: RegistrantItem[]; more: boolean }> {
  const before = antes === undefined ? undefined : parseCursor(antes);
  const lists = filterLists[filter];
  let rows: RegistrantItem[];
  if (usuarioRegistra !== undefined) rows = await ofUser(eventId, usuarioRegistra, filter, before, limit + 1);
  else if (lists === null) rows = await ofEvent(eventId, before, limit + 1);
  else rows = (await Promise.all(lists.map((lista) => ofList(eventId, lista, before, limit + 1)))).flat().sort(newestFirst);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

export async function registrantsById(eventId: number, registroIds: string[]): Promise<RegistrantItem[]> {
  if (registroIds.length === 0) return [];
  const { data } = await RegistrantEntity.get(registroIds.map((registroId) => ({ eventId, registroId }))).go();
  return data;
}

/** Registrants found by 'Nombre o Número', newest first, at most `limit` (more: there were others). */
export async function findRegistrants(eventId: number, query: NonNullable<RegistrantQuery>, limit: number, usuarioRegistra?: string): Promise<{ rows: RegistrantItem[]; more: boolean }> {
  let ids: string[];
  if ('folio' in query) {
    const { data } = await FolioEntity.get({ eventId, numero: query.folio }).go();
    ids = data ? [data.registroId] : [];
  } else {
    ids = await searchNames(eventId, query.words, limit, usuarioRegistra);
  }
  const rows = (await registrantsById(eventId, ids.slice(0, limit)))
    .filter((row) => usuarioRegistra === undefined || row.usuarioRegistra === usuarioRegistra)
    .sort(newestFirst);
  return { rows, more: ids.length > limit };
}

/** Deleted registrants that still hold a folio: the 'liberar' list. Few, and one list of the event. */
export async function deletedWithFolio(eventId: number): Promise<RegistrantItem[]> {
  const { data } = await RegistrantEntity.query
    .byLista({ eventId, lista: 'borrado' })
    .where(({ numero }, { exists }) => exists(numero))
    .go({ order: 'desc', pages: 'all' });
  return data;
}
