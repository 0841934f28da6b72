// The name-word items of a registrant (registrant-name-entity.ts): what a registration or a change of
// name writes, and the search that reads them.
import { lookupWord, nameMatches, nameWords, searchableName } from '@shared/registration/registrant-search';
import { RegistrantNameEntity, type RegistrantNameItem } from '@lambdas/data/registrant-name-entity';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';

type Named = Pick<RegistrantItem, 'eventId' | 'registroId' | 'usuarioRegistra' | 'nombres' | 'apellidos' | 'apellidoPaterno' | 'apellidoMaterno'>;

/** One item per word of the registrant's name. */
export function nameItemsOf(registrant: Named): RegistrantNameItem[] {
  const { eventId, registroId, usuarioRegistra } = registrant;
  const nombre = searchableName(registrant);
  return nameWords(registrant).map((palabra) => ({ eventId, registroId, palabra, nombre, usuarioRegistra }));
}

/** How many index items a search reads at most before it stops, whatever it found. */
const MAX_CANDIDATES = 5_000;
/** Items per Query page. */
const PAGE = 500;

interface Lookup {
  word: string;
  items: RegistrantNameItem[];
  cursor: string | null;
}

async function nextPage(eventId: number, lookup: Lookup): Promise<Lookup> {
  const page: { data: RegistrantNameItem[]; cursor: string | null } = await RegistrantNameEntity.query
    .byWord({ eventId })
    .begins({ palabra: lookup.word })
    .go({ cursor: lookup.cursor, limit: PAGE });
  return { word: lookup.word, items: [...lookup.items, ...page.data], cursor: page.cursor };
}

/**
 * The candidates of the most selective word typed: the first page of every word at once; a word
 * whose registrants all fit it decides (the fewest), else the longest word is read on, up to
 * MAX_CANDIDATES. ('corredora 4321' reads the few names with a word beginning '4321', not every
 * 'corredora'.)
 */
async function candidates(eventId: number, words: string[]): Promise<RegistrantNameItem[]> {
  const firsts = await Promise.all([...new Set(words)].map((word) => nextPage(eventId, { word, items: [], cursor: null })));
  const complete = firsts.filter((lookup) => lookup.cursor === null).sort((a, b) => a.items.length - b.items.length)[0];
  if (complete) return complete.items;
  let lookup = firsts.find((first) => first.word === lookupWord(words)) ?? firsts[0]!;
  while (lookup.cursor && lookup.items.length < MAX_CANDIDATES) lookup = await nextPage(eventId, lookup);
  return lookup.items;
}

/**
 * The registroIds whose name matches every word, at most `limit` + 1 (so the caller knows there were
 * more); only those `usuarioRegistra` registered, when given.
 */
export async function searchNames(eventId: number, words: string[], limit: number, usuarioRegistra?: string): Promise<string[]> {
  const found = new Set<string>();
  for (const item of await candidates(eventId, words)) {
    if (usuarioRegistra !== undefined && item.usuarioRegistra !== usuarioRegistra) continue;
    if (nameMatches(item.nombre, words)) found.add(item.registroId);
    if (found.size > limit) break;
  }
  return [...found];
}
