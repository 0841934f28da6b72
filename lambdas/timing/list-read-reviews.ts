// GET /api/events/{eventId}/read-reviews — the timer's review queue (docs/timing.md#the-review-queue):
// the athletes with flagged reads, each with every read (the flagged ones with their reasons and
// decision) and the decisions taken, who took them and when.
import { withSectionDefaults } from '@shared/results/event-sections';
import { toLocalDateTime } from '@shared/results/local-time';
import type { FlaggedRead } from '@shared/timing/read-review';
import type { ReviewAthlete, ReviewQueue } from '@shared/timing/read-review-schemas';
import type { StartListEntry } from '@shared/timing/timing-schemas';
import type { ControlPoint } from '@shared/results/event-schemas';
import type { AthletePassesItem } from '@lambdas/data/athlete-passes-entity';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { chipKey, isChipKey } from './chip-key';
import { listFlagged } from './flagged-reads-repository';
import { getPassStates } from './pass-state-repository';
import { getStartListEntries } from './start-list-repository';

/** Athletes per answer: the timer decides these before the next ones show. */
const ATHLETES_PER_ANSWER = 100;

function athleteOf(
  flagged: { bib: string; reads: FlaggedRead[] },
  entry: StartListEntry | undefined,
  states: AthletePassesItem[],
  points: ControlPoint[],
  zone: string,
): ReviewAthlete {
  const codesOf = new Map(flagged.reads.map(({ readId, codes }) => [readId, codes]));
  const reviews = states.flatMap((state) => state.reviews ?? []).sort((a, b) => a.at.localeCompare(b.at));
  const decisionOf = new Map(reviews.map(({ readId, decision }) => [readId, decision]));
  const mine = points.filter((point) => point.codigoModalidad === entry?.modalidad);
  const passes = states
    .flatMap((state) => state.passes ?? [])
    .sort((a, b) => a.epochMs - b.epochMs)
    .map(({ readId, codigo, lap, epochMs }) => {
      const decision = decisionOf.get(readId);
      return {
        readId,
        codigo,
        punto: mine.find((point) => point.codigo === codigo && point.vuelta === lap)?.descripcionPunto ?? codigo,
        lap,
        hora: toLocalDateTime(epochMs, zone),
        codes: codesOf.get(readId) ?? [],
        ...(decision ? { decision } : {}),
      };
    });
  return {
    bib: flagged.bib,
    nombre: entry ? `${entry.nombre} ${entry.apellidos}`.trim() : '',
    modalidad: entry?.modalidad ?? '',
    passes,
    log: reviews,
  };
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'reviewReads');
  const [found, sections, queue] = await Promise.all([getEvent(eventId), getEventSections(eventId), listFlagged(eventId, ATHLETES_PER_ANSWER)]);
  if (!found) throw eventNotFound();
  const { puntosControl, timingConfig } = withSectionDefaults(sections);
  const bibs = queue.athletes.map(({ bib }) => bib);
  const entries = new Map((await getStartListEntries(eventId, bibs.filter((bib) => !isChipKey(bib)))).map((entry) => [entry.bib, entry]));
  // Reads kept under a chip before the start list named it belong to the chip's athlete.
  const chipOf = (bib: string) => entries.get(bib)?.chip;
  const keys = [...new Set([...bibs, ...bibs.flatMap((bib) => (chipOf(bib) ? [chipKey(chipOf(bib)!)] : []))])];
  const states = new Map((await getPassStates(eventId, keys)).map((state) => [state.bib, state]));
  const athletes = queue.athletes.map((flagged) => {
    const chip = chipOf(flagged.bib);
    const own = [states.get(flagged.bib), chip ? states.get(chipKey(chip)) : undefined].flatMap((state) => state ?? []);
    return athleteOf(flagged, entries.get(flagged.bib), own, puntosControl, found.zonaHoraria);
  });
  const body: ReviewQueue = { athletes, more: queue.more, hideUnreviewed: timingConfig.review.hideUnreviewed };
  return { body };
});
