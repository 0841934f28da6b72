// An athlete's projections while on course (docs/results.md "Projected finish and next checkpoint"): the
// clock at the next point and the official time at the finish, each with its range, from the athlete's
// row and the field's profile of their modality. Nothing for an athlete who finished, has a verdict
// or has no pace yet.
import { Flex, Text } from '@aws-amplify/ui-react';
import { coursePoints } from '@shared/results/course';
import { formatDuration } from '@shared/results/durations';
import { toLocalDateTime } from '@shared/results/local-time';
import type { PaceProfiles } from '@shared/results/pace-profile';
import { projectAthlete, type Estimate } from '@shared/results/projection';
import type { ResultRow } from '@shared/results/result-row';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { EventDetail } from '@web/lib/event-detail';

const MINUTE_MS = 60_000;

/** 'HH:MM' of the event's wall clock, to the nearest minute: a projection is not closer than that. */
const clockText = (epochMs: number, zone: string) => toLocalDateTime(Math.round(epochMs / MINUTE_MS) * MINUTE_MS, zone).slice(11, 16);
const elapsedText = (ms: number) => formatDuration(Math.round(ms / 1000) * 1000);

/**
 * The estimate, then its range kept on one line (a phone wraps before the range, not inside it); a
 * range within the shown precision (the same minute) says nothing more than the estimate and is left out.
 */
function Line({ estimate, format, text }: { estimate: Estimate; format: (ms: number) => string; text: (value: string) => string }) {
  const [from, to] = [format(estimate.lo), format(estimate.hi)];
  return (
    <Text fontWeight="bold">
      {text(format(estimate.mid))}
      {from !== to && (
        <>
          {' '}
          <span style={{ whiteSpace: 'nowrap' }}>{resultsScreenTexts.projectionRange(from, to)}</span>
        </>
      )}
    </Text>
  );
}

interface ProjectionLinesProps {
  row: ResultRow;
  detail: EventDetail;
  /** The live state's profiles; none before the first refresh. */
  profiles: PaceProfiles | undefined;
}

export function ProjectionLines({ row, detail, profiles }: ProjectionLinesProps) {
  const { event, sections } = detail;
  const zone = event.zonaHoraria;
  const modality = sections.modalidades.find((candidate) => candidate.codigoModalidad === row.codMod);
  const projection = projectAthlete(row, coursePoints(sections.puntosControl, row.codMod, modality), profiles?.[row.codMod] ?? [], zone);
  if (!projection) return null;
  const { next, finish } = projection;
  const clock = (ms: number) => clockText(ms, zone);
  return (
    <Flex direction="column" gap="0.25rem">
      <Line estimate={next.clock} format={clock} text={(value) => resultsScreenTexts.nextPoint(next.name, value)} />
      <Line estimate={finish.elapsed} format={elapsedText} text={resultsScreenTexts.finishEstimate} />
      {(next.basis === 'even' || finish.basis === 'even') && (
        <Text fontSize="small" color="font.secondary">
          {resultsScreenTexts.evenPaceNote}
        </Text>
      )}
    </Flex>
  );
}
