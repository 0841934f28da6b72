// Which of an athlete's reads look doubtful (docs/timing.md#the-review-queue): reads the rules still
// take but that look wrong, flagged for the event's timer, and which reads count once the timer
// decided. Pure, so the standings refresh applies it to every athlete it rebuilds.
import type { ControlPoint, Modality, ReadReviewConfig } from '@shared/results/event-schemas';
import { FINISH_CONTROL } from '@shared/results/checkpoints';
import { repeatedBibReads } from './repeated-bib';
import { dedupePasses, seriesGun, type TimingPass } from './result-builder';

export const REVIEW_CODES = ['paceTooFast', 'finishTooEarly', 'beforeStart', 'secondFinish', 'repeatedBib', 'unknownAthlete'] as const;
export type ReviewCode = (typeof REVIEW_CODES)[number];

export const REVIEW_DECISIONS = ['aceptada', 'descartada'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** A read as the refresh holds it. */
export interface ReviewPass extends TimingPass {
  readId: string;
}

export interface FlaggedRead extends ReviewPass {
  codes: ReviewCode[];
}

export interface ReviewInput {
  passes: ReviewPass[];
  /** The athlete's modality; absent when the start list does not name the athlete (or names a modality the event lacks). */
  modality?: Modality;
  serie?: string;
  /** The event's control points; those of other modalities are ignored. */
  points: ControlPoint[];
  zone: string;
  deadTimeMs: number;
  config: ReadReviewConfig;
  /** Reads the timer discarded: they neither count nor make another read look doubtful. */
  discarded: ReadonlySet<string>;
}

const MS_PER_SECOND = 1000;

/** The pace limit of the modality, in ms per km. */
const limitOf = (config: ReadReviewConfig, codigoModalidad: string) => (config.minSecondsPerKmByModality[codigoModalidad] ?? config.minSecondsPerKm) * MS_PER_SECOND;

/**
 * The doubtful reads, oldest first, each with every reason it has. Only reads at the modality's
 * points and laps are looked at (the others never count); an athlete the start list does not name
 * has every read flagged.
 */
export function doubtfulReads(input: ReviewInput): FlaggedRead[] {
  const passes = input.passes.filter((pass) => !input.discarded.has(pass.readId));
  const { modality } = input;
  if (!modality) return passes.map((pass) => ({ ...pass, codes: ['unknownAthlete' as const] })).sort((a, b) => a.epochMs - b.epochMs);
  const codes = new Map<string, Set<ReviewCode>>();
  const flag = (readId: string, code: ReviewCode) => codes.set(readId, (codes.get(readId) ?? new Set()).add(code));
  const points = input.points.filter((point) => point.codigoModalidad === modality.codigoModalidad);
  const located = passes.flatMap((pass) => {
    const point = points.find((candidate) => candidate.codigo === pass.codigo && candidate.vuelta === pass.lap);
    return point ? [{ ...pass, point }] : [];
  });
  const gun = seriesGun(modality, input.serie, input.zone);
  if (gun !== undefined) for (const pass of located) if (pass.epochMs < gun) flag(pass.readId, 'beforeStart');

  // Pace: each counted read against the one before it on the course (the gun at km 0 first).
  const limit = limitOf(input.config, modality.codigoModalidad);
  const byDistance = dedupePasses(located, input.deadTimeMs)
    .filter((pass) => gun === undefined || pass.epochMs >= gun)
    .sort((a, b) => a.point.kilometro - b.point.kilometro || a.epochMs - b.epochMs);
  let previous = gun === undefined ? undefined : { km: 0, epochMs: gun };
  for (const pass of byDistance) {
    const km = pass.point.kilometro;
    if (previous && km > previous.km && pass.epochMs < previous.epochMs + (km - previous.km) * limit) {
      flag(pass.readId, pass.point.tipoControl === FINISH_CONTROL ? 'finishTooEarly' : 'paceTooFast');
    }
    previous = { km, epochMs: pass.epochMs };
  }

  // A second finish past the dead time but within the configured minutes of the first.
  const finishes = located.filter(({ point }) => point.tipoControl === FINISH_CONTROL).sort((a, b) => a.epochMs - b.epochMs);
  const window = input.config.secondFinishMinutes * 60 * MS_PER_SECOND;
  const first = finishes[0];
  for (const finish of finishes.slice(1)) {
    const after = finish.epochMs - first!.epochMs;
    if (after >= input.deadTimeMs && after <= window) flag(finish.readId, 'secondFinish');
  }

  // The same bib again at one point past the dead time (two timers there are no repeat) but within the gap.
  const repeats = located.map(({ readId, codigo, epochMs }) => ({ id: readId, bib: '', point: codigo, epochMs }));
  for (const readId of repeatedBibReads(repeats, { minMs: input.deadTimeMs, maxMs: input.config.repeatedBibSeconds * MS_PER_SECOND })) flag(readId, 'repeatedBib');

  return passes
    .filter((pass) => codes.has(pass.readId))
    .map((pass) => ({ readId: pass.readId, codigo: pass.codigo, lap: pass.lap, epochMs: pass.epochMs, codes: REVIEW_CODES.filter((code) => codes.get(pass.readId)!.has(code)) }))
    .sort((a, b) => a.epochMs - b.epochMs);
}

/**
 * The reads that count: never a discarded one; with `hideUnreviewed`, a flagged read only once the
 * timer accepted it.
 */
export function passesThatCount<T extends { readId: string }>(passes: T[], flagged: FlaggedRead[], decisions: ReadonlyMap<string, ReviewDecision>, hideUnreviewed: boolean): T[] {
  const doubtful = new Set(flagged.map(({ readId }) => readId));
  return passes.filter(({ readId }) => {
    const decision = decisions.get(readId);
    if (decision === 'descartada') return false;
    return !hideUnreviewed || !doubtful.has(readId) || decision === 'aceptada';
  });
}
