// The points a manual timer may stand at (docs/timing.md#the-manual-timing-app): every control point
// of the event's modalities, once per code and lap, by distance; the finish (META) always.
import type { ControlPoint } from '@shared/results/event-schemas';
import { FINISH_CONTROL } from '@shared/results/checkpoints';

export interface TimingPoint {
  codigo: string;
  lap: number;
  label: string;
}

export const FINISH_POINT: TimingPoint = { codigo: 'META', lap: 1, label: 'Meta' };

export const pointKey = ({ codigo, lap }: Pick<TimingPoint, 'codigo' | 'lap'>) => `${codigo}#${lap}`;

export function timingPoints(points: readonly ControlPoint[]): TimingPoint[] {
  const seen = new Map<string, { point: TimingPoint; km: number; finish: boolean }>();
  for (const point of points) {
    const entry = { codigo: point.codigo, lap: point.vuelta, label: point.vuelta > 1 ? `${point.descripcionPunto} (vuelta ${point.vuelta})` : point.descripcionPunto };
    const key = pointKey(entry);
    if (!seen.has(key)) seen.set(key, { point: { ...entry, label: entry.label || point.codigo }, km: point.kilometro, finish: point.tipoControl === FINISH_CONTROL });
  }
  const ordered = [...seen.values()].sort((a, b) => Number(a.finish) - Number(b.finish) || a.km - b.km).map(({ point }) => point);
  return seen.has(pointKey(FINISH_POINT)) ? ordered : [...ordered, FINISH_POINT];
}
