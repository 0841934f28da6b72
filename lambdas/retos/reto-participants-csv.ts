// A reto's participants as a CSV built on the request (core/bounded-csv.ts): read in account order a
// page at a time, up to MAX_ROWS lines or what one answer carries; past either, it says it holds the
// first ones only.
import { participantsCsvHeader, participantsCsvLine, participantsFileName } from '@shared/retos/reto-participants-csv';
import type { RetoParticipantsCsv } from '@shared/retos/reto-participants';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { boundedCsv } from '@lambdas/core/bounded-csv';
import { participantPage } from './participants-repository';
import { toParticipantRow } from './reto-participant-row';

/** More than the answer's size lets through (about 15,000 lines): the size is the bound. */
const MAX_ROWS = 30_000;
const PAGE = 500;

async function* csvLines(eventId: string): AsyncGenerator<string> {
  let cursor: string | undefined;
  for (;;) {
    const { items, more } = await participantPage(eventId, PAGE, cursor);
    yield* items.map((item) => participantsCsvLine({ ...toParticipantRow(item), athleteEmail: item.athleteEmail }));
    cursor = items.at(-1)?.userID;
    if (!more || !cursor) return;
  }
}

export async function participantsCsv(reto: VirtualEventItem, now = new Date()): Promise<RetoParticipantsCsv> {
  const { csv, rows, truncated } = await boundedCsv(participantsCsvHeader, csvLines(reto.eventId), MAX_ROWS);
  return { fileName: participantsFileName(reto.eventName, now), csv, rows, truncated };
}
