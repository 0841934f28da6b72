// A modality's course as the athlete runs it (docs/results.md §5 "Checkpoint filter codes"): each of its
// checkpoints in the configured order with its kilometre, then the finish. The athlete's splits, chart
// and projections all walk this one list.
import { checkpointCode, checkpointOptions, CHECKPOINT_FILTER, FINISH_CONTROL, START_CONTROL } from './checkpoints';
import type { ControlPoint, Modality } from './event-schemas';
import type { PaceUnit } from './pace';
import { resultsScreenTexts } from './results-texts';

export interface CoursePoint {
  /** The checkpoint code (1000 × point + lap); 0 for the finish. */
  kpc: number;
  name: string;
  km: number;
  unit: PaceUnit;
  /** A start mat: the athlete's own start, where chip time begins. */
  start: boolean;
}

/** The modality's checkpoints in the configured order, then its finish (the modality's distance when no finish point says one). */
export function coursePoints(points: ControlPoint[], codMod: string, modality: Modality | undefined): CoursePoint[] {
  const own = points.filter((point) => point.codigoModalidad === codMod);
  const byCode = new Map(own.map((point) => [checkpointCode(point.punto, point.vuelta), point]));
  const checkpoints = checkpointOptions(points, codMod).flatMap((kpc) => {
    const point = byCode.get(kpc);
    return point ? [{ kpc, name: point.descripcionPunto, km: point.kilometro, unit: point.unidadPaso, start: point.tipoControl === START_CONTROL }] : [];
  });
  const finish = own.find((point) => point.tipoControl === FINISH_CONTROL);
  return [
    ...checkpoints,
    {
      kpc: CHECKPOINT_FILTER.finish,
      name: finish?.descripcionPunto ?? resultsScreenTexts.finish,
      km: finish?.kilometro ?? modality?.kilometro ?? 0,
      unit: finish?.unidadPaso ?? 'min/k',
      start: false,
    },
  ];
}
