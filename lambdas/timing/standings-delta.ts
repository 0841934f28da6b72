// What changed between two recomputes, as the WebSocket delta live pages apply.
import type { LivePass, ResultRow, StandingsDelta } from '../../shared/results/result-row';

/** API Gateway refuses WebSocket messages over 128 KB; a delta stays well under. */
export const MAX_DELTA_BYTES = 100_000;

export interface HashedRow {
  row: ResultRow;
  hash: string;
}

/** Rows whose content hash differs from the published one, and published bibs that have no row any more. */
export function rowChanges(published: Map<string, string>, rows: HashedRow[]): { upserts: HashedRow[]; removed: string[] } {
  const current = new Set(rows.map(({ row }) => row.num));
  return {
    upserts: rows.filter(({ row, hash }) => published.get(row.num) !== hash),
    removed: [...published.keys()].filter((bib) => !current.has(bib)),
  };
}

const passKey = (pass: LivePass) => `${pass.num}|${pass.kpc}|${pass.fechaHoraPunto}`;

/** Passes of the new live table that the previous one did not show, newest first. */
export function freshPasses(previous: LivePass[], current: LivePass[]): LivePass[] {
  const shown = new Set(previous.map(passKey));
  return current.filter((pass) => !shown.has(passKey(pass)));
}

export interface DeltaInput {
  eventId: number;
  lastSeq: number;
  finishers: number;
  participants: number;
  upserts: ResultRow[];
  removed: string[];
  passes: LivePass[];
}

/**
 * The next delta, or null when nothing changed. A delta too large for one message goes without its
 * rows and skips a sequence number: the gap tells clients to fetch their page again.
 */
export function buildDelta(input: DeltaInput): StandingsDelta | null {
  const { eventId, lastSeq, finishers, participants, upserts, removed, passes } = input;
  // The counts follow from the rows: unchanged rows mean unchanged counts.
  if (upserts.length === 0 && removed.length === 0 && passes.length === 0) return null;
  const base = { type: 'delta' as const, topic: `live:${eventId}`, eventId, finishers, participants };
  const full: StandingsDelta = { ...base, seq: lastSeq + 1, upserts, removed, passes };
  if (Buffer.byteLength(JSON.stringify(full)) <= MAX_DELTA_BYTES) return full;
  return { ...base, seq: lastSeq + 2, upserts: [], removed: [], passes };
}
