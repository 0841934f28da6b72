// An athlete's way through the course: each checkpoint of the modality in order, then the finish,
// with the official elapsed time there ('N/R' when not registered) and the average pace so far.
import { resultsScreenTexts } from '@shared/results/results-texts';
import {
  checkpointCode,
  checkpointOptions,
  CHECKPOINT_FILTER,
  FINISH_CONTROL,
  splitTime,
} from '@shared/results/checkpoints';
import { parseDuration } from '@shared/results/durations';
import type { ControlPoint, Modality } from '@shared/results/event-schemas';
import { pace, type PaceUnit } from '@shared/results/pace';
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

function split(row: ResultRow, kpc: number, label: string, km: number, unit: PaceUnit, pCat: number): CourseSplit {
  const time = splitTime(row, kpc);
  const ms = parseDuration(time);
  return { kpc, label, km, time, ms, pace: pace(km, ms ?? 0, unit), pCat };
}

export function courseSplits(row: ResultRow, points: ControlPoint[], modality: Modality | undefined): CourseSplit[] {
  const own = points.filter((point) => point.codigoModalidad === row.codMod);
  const byCode = new Map(own.map((point) => [checkpointCode(point.punto, point.vuelta), point]));
  const checkpoints = checkpointOptions(points, row.codMod).flatMap((kpc) => {
    const point = byCode.get(kpc);
    const pCat = row.parciales.find((s) => s.kpc === kpc)?.pCat ?? 0;
    return point ? [split(row, kpc, point.descripcionPunto, point.kilometro, point.unidadPaso, pCat)] : [];
  });
  const finish = own.find((point) => point.tipoControl === FINISH_CONTROL);
  const finishKm = finish?.kilometro ?? modality?.kilometro ?? 0;
  const finishLabel = finish?.descripcionPunto ?? resultsScreenTexts.finish;
  return [...checkpoints, split(row, CHECKPOINT_FILTER.finish, finishLabel, finishKm, finish?.unidadPaso ?? 'min/k', row.pCat)];
}
