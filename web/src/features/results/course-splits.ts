// An athlete's way through the course: each checkpoint of the modality in order, then the finish,
// with the official elapsed time there ('N/R' when not registered) and the average pace so far.
import { CHECKPOINT_FILTER, splitTime } from '@shared/results/checkpoints';
import { coursePoints } from '@shared/results/course';
import { parseDuration } from '@shared/results/durations';
import type { ControlPoint, Modality } from '@shared/results/event-schemas';
import { pace } from '@shared/results/pace';
import type { ResultRow } from '@shared/results/result-row';

export interface CourseSplit {
  kpc: number;
  label: string;
  km: number;
  /** 'HH:MM:SS' or 'N/R'. */
  time: string;
  ms: number | null;
  pace: string;
  /** Category place at the point; 0 when unknown. */
  pCat: number;
}

export function courseSplits(row: ResultRow, points: ControlPoint[], modality: Modality | undefined): CourseSplit[] {
  return coursePoints(points, row.codMod, modality).map(({ kpc, name, km, unit }) => {
    const time = splitTime(row, kpc);
    const ms = parseDuration(time);
    const pCat = kpc === CHECKPOINT_FILTER.finish ? row.pCat : (row.parciales.find((s) => s.kpc === kpc)?.pCat ?? 0);
    return { kpc, label: name, km, time, ms, pace: pace(km, ms ?? 0, unit), pCat };
  });
}
