// Athletes' ranked rows from the start list, the pass states and the event's configuration: one
// athlete's row at a time, and one modality's ranking at a time, so a refresh redoes only what changed.
import type { EventSections } from '@shared/results/event-sections';
import { rankResults } from '@shared/results/ranking';
import { buildResultRow, type TimingPass } from '@shared/timing/result-builder';
import { resultRowSchema, type ResultRow } from '@shared/results/result-row';
import { statusConfig, withStatusFlags } from '@shared/results/result-status';
import type { StartListEntry } from '@shared/timing/timing-schemas';

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

export interface StandingsConfig {
  event: StandingsEvent;
  sections: StandingsSections;
}

/** The athlete's unranked row, or null when it has none (no entry and no uploaded row, or a modality the event does not configure). */
export function buildAthleteRow(config: StandingsConfig, entry: StartListEntry | undefined, timing: AthleteTiming | undefined): ResultRow | null {
  if (timing?.uploadedRow !== undefined) return resultRowSchema.parse(timing.uploadedRow);
  if (!entry) return null;
  const { event, sections } = config;
  const modality = sections.modalidades.find((candidate) => candidate.codigoModalidad === entry.modalidad);
  if (!modality) return null;
  return buildResultRow({
    athlete: entry,
    passes: timing?.passes ?? [],
    modality,
    points: sections.puntosControl,
    zone: event.zonaHoraria,
    eventDate: event.fechaEvento,
    deadTimeMs: sections.timingConfig.deadTimeSeconds * 1000,
  });
}

/** Positions of rows of one or more modalities (positions never cross modalities), and the status flags the rules give. */
export function rankRows(config: StandingsConfig, rows: ResultRow[]): ResultRow[] {
  const { event, sections } = config;
  const ranked = rankResults(rows, { byTime: event.eventType === 'byTime', showAll: sections.timingConfig.showAll });
  const status = statusConfig(event, sections.timingConfig);
  return ranked.map((row) => withStatusFlags(row, status));
}

export function buildStandings(
  event: StandingsEvent,
  sections: StandingsSections,
  startList: StartListEntry[],
  timings: AthleteTiming[],
): ResultRow[] {
  const config = { event, sections };
  const entries = new Map(startList.map((entry) => [entry.bib, entry]));
  const timingOf = new Map(timings.map((timing) => [timing.bib, timing]));
  const bibs = new Set([...entries.keys(), ...timingOf.keys()]);
  const rows = [...bibs].flatMap((bib) => buildAthleteRow(config, entries.get(bib), timingOf.get(bib)) ?? []);
  return rankRows(config, rows);
}
