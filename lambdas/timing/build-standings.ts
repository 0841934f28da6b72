// Every athlete's ranked row from the start list, the pass states and the event's configuration.
import type { EventSections } from '../../shared/results/event-sections';
import { rankResults } from '../../shared/results/ranking';
import { buildResultRow, type TimingPass } from '../../shared/results/result-builder';
import { resultRowSchema, type ResultRow } from '../../shared/results/result-row';
import { statusConfig, withStatusFlags } from '../../shared/results/result-status';
import type { StartListEntry } from '../../shared/timing/timing-schemas';

export interface AthleteTiming {
  bib: string;
  passes: TimingPass[];
  /** A row the timing software uploaded whole; it stands for the athlete instead of the passes. */
  uploadedRow?: unknown;
}

export interface StandingsEvent {
  zonaHoraria: string;
  fechaEvento: string;
  eventType: 'standard' | 'byTime';
  /** Whether the event is closed decides the status of runners without a finish. */
  eventoDisponible: number;
}

export type StandingsSections = Pick<EventSections, 'modalidades' | 'puntosControl' | 'timingConfig'>;

export function buildStandings(
  event: StandingsEvent,
  sections: StandingsSections,
  startList: StartListEntry[],
  timings: AthleteTiming[],
): ResultRow[] {
  const modalities = new Map(sections.modalidades.map((modality) => [modality.codigoModalidad, modality]));
  const timingOf = new Map(timings.map((timing) => [timing.bib, timing]));
  const rows = new Map<string, ResultRow>();
  for (const athlete of startList) {
    const modality = modalities.get(athlete.modalidad);
    // An athlete of a modality the event does not (yet) configure has no place to rank in.
    if (!modality) continue;
    rows.set(
      athlete.bib,
      buildResultRow({
        athlete,
        passes: timingOf.get(athlete.bib)?.passes ?? [],
        modality,
        points: sections.puntosControl,
        zone: event.zonaHoraria,
        eventDate: event.fechaEvento,
        deadTimeMs: sections.timingConfig.deadTimeSeconds * 1000,
      }),
    );
  }
  for (const timing of timings) {
    if (timing.uploadedRow !== undefined) rows.set(timing.bib, resultRowSchema.parse(timing.uploadedRow));
  }
  const ranked = rankResults([...rows.values()], { byTime: event.eventType === 'byTime', showAll: sections.timingConfig.showAll });
  const config = statusConfig(event, sections.timingConfig);
  return ranked.map((row) => withStatusFlags(row, config));
}
