// The name-word items of a registrant (registrant-name-entity.ts): what a registration or a change of
// name writes, and the search that reads them.
import { lookupWord, nameMatches, nameWords, searchableName } from '../../shared/registration/registrant-search';
import { RegistrantNameEntity, type RegistrantNameItem } from '../data/registrant-name-entity';
import type { RegistrantItem } from '../data/registrant-entity';

type Named = Pick<RegistrantItem, 'eventId' | 'registroId' | 'usuarioRegistra' | 'nombres' | 'apellidos' | 'apellidoPaterno' | 'apellidoMaterno'>;

/** One item per word of the registrant's name. */
export function nameItemsOf(registrant: Named): RegistrantNameItem[] {
  const { eventId, registroId, usuarioRegistra } = registrant;
  const nombre = searchableName(registrant);
  return nameWords(registrant).map((palabra) => ({ eventId, registroId, palabra, nombre, usuarioRegistra }));
}

/** How many index items a search reads at most before it stops, whatever it found. */
const MAX_CANDIDATES = 5_000;

/**
 * The registroIds whose name matches every word, newest word order aside, at most `limit` + 1 (so the
 * caller knows there were more); only those `usuarioRegistra` registered, when given.
 */
export async function searchNames(eventId: number, words: string[], limit: number, usuarioRegistra?: string): Promise<string[]> {
  const found = new Set<string>();
  let cursor: string | null = null;
  let read = 0;
  do {
    const page: { data: RegistrantNameItem[]; cursor: string | null } = await RegistrantNameEntity.query
      .byWord({ eventId })
      .begins({ palabra: lookupWord(words) })
      .go({ cursor, limit: 500 });
    read += page.data.length;
    for (const item of page.data) {
      if (usuarioRegistra !== undefined && item.usuarioRegistra !== usuarioRegistra) continue;
      if (nameMatches(item.nombre, words)) found.add(item.registroId);
      if (found.size > limit) return [...found];
    }
    cursor = page.cursor;
  } while (cursor && read < MAX_CANDIDATES);
  return [...found];
}
