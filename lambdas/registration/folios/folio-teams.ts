// The clubs or teams registrants gave, by folio (bib number), for the start list: a timing system
// that sends an athlete without a team gets the one registration holds for that bib, when the
// registry configuration has a 'club' or 'equipo' field (shared/registration/team-field.ts).
import { registrantTeam, teamFields } from '@shared/registration/team-field';
import type { FieldValue } from '@shared/registration/form-fields';
import { chunksOf, inParallel } from '@lambdas/core/in-parallel';
import { readInBatches } from '@lambdas/data/batch-reads';
import { FolioEntity } from '@lambdas/data/folio-entity';
import { RegistrantEntity } from '@lambdas/data/registrant-entity';
import { getRegistryConfig } from '../config/registry-config-repository';

const BATCH_GET_SIZE = 100;
const BATCHES_IN_FLIGHT = 8;

/** A bib that is a folio as registration writes it: digits, no leading zero. */
const folioOf = (bib: string) => (/^[1-9]\d{0,9}$/.test(bib) ? Number(bib) : null);

async function readAll<K, T>(keys: K[], what: string, read: (pending: K[]) => Promise<{ data: T[]; unprocessed: K[] }>): Promise<T[]> {
  const found = await inParallel(chunksOf(keys, BATCH_GET_SIZE), BATCHES_IN_FLIGHT, async (chunk) => {
    const { found: items, missed } = await readInBatches(chunk, read);
    if (missed.length > 0) throw new Error(`${missed.length} ${what} could not be read`);
    return items;
  });
  return found.flat();
}

/** Bib → the team its registrant gave, for the bibs that have one (none when registration asks for no team). */
export async function teamsOfFolios(eventId: number, bibs: readonly string[]): Promise<Map<string, string>> {
  const numeros = [...new Set(bibs.flatMap((bib) => folioOf(bib) ?? []))];
  if (numeros.length === 0) return new Map();
  const config = await getRegistryConfig(eventId);
  const fields = config ? teamFields(config) : [];
  if (fields.length === 0) return new Map();

  const folios = await readAll(
    numeros.map((numero) => ({ eventId, numero })),
    'folios',
    async (pending) => {
      const { data, unprocessed } = await FolioEntity.get(pending).go({ attributes: ['numero', 'registroId'] });
      return { data, unprocessed: unprocessed.map(({ numero }) => ({ eventId, numero: Number(numero) })) };
    },
  );
  const registrants = await readAll(
    [...new Set(folios.map(({ registroId }) => registroId))].map((registroId) => ({ eventId, registroId })),
    'registrants',
    async (pending) => {
      const { data, unprocessed } = await RegistrantEntity.get(pending).go({ attributes: ['registroId', 'numero', 'borrado', 'campos'] });
      return { data, unprocessed: unprocessed.map(({ registroId }) => ({ eventId, registroId: registroId! })) };
    },
  );
  const teams = new Map<string, string>();
  for (const registrant of registrants) {
    // A deleted registrant, or one whose folio moved on, speaks for no bib.
    if (registrant.borrado || registrant.numero === undefined) continue;
    const team = registrantTeam(fields, (registrant.campos ?? {}) as Record<string, FieldValue>);
    if (team) teams.set(String(registrant.numero), team);
  }
  return teams;
}
