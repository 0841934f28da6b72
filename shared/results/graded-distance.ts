// Which modalities are age-graded, and at what distance (docs/results.md "Edad ajustada"): apart from the
// age-grading tables (./age-grade.ts), so that the results screens decide which reports to offer
// without loading the tables.
import { FINISH_CONTROL } from './checkpoints';
import type { ControlPoint, EventInfo, Modality } from './event-schemas';
import { DISTANCES_KM } from './age-grading/road-distances';

export const SHORTEST_KM = DISTANCES_KM[0];
const LONGEST_KM = Math.max(...DISTANCES_KM);

/**
 * The distance a modality is age-graded at: a running modality (not a backyard, its finish paced in
 * min/k) of a race won by the shorter time, at its configured distance when the table covers it; null
 * when it is not graded.
 */
export function gradedDistance(modality: Modality, points: readonly ControlPoint[], eventType: EventInfo['eventType']): number | null {
  const finish = points.find((point) => point.codigoModalidad === modality.codigoModalidad && point.tipoControl === FINISH_CONTROL);
  const running = eventType === 'standard' && !modality.backyard && (finish?.unidadPaso ?? 'min/k') === 'min/k';
  const km = modality.kilometro;
  return running && km >= SHORTEST_KM && km <= LONGEST_KM ? km : null;
}
