// The geometry of 'Gráficas del atleta': elapsed time (minutes, y) against distance (km, x) at each
// checkpoint and the finish, one line per runner compared. Pure, so it is tested without a browser.
import type { CourseSplit } from './course-splits';

export const CHART = { width: 640, height: 320, left: 56, right: 16, top: 16, bottom: 44 } as const;

export interface ChartSeries {
  label: string;
  color: string;
  splits: CourseSplit[];
}

export interface PlottedPoint {
  x: number;
  y: number;
  label: string;
  time: string;
}

export interface PlottedSeries {
  label: string;
  color: string;
  points: PlottedPoint[];
}

export interface Tick {
  at: number;
  label: string;
}

export interface ChartLayout {
  series: PlottedSeries[];
  xTicks: Tick[];
  yTicks: Tick[];
}

const MINUTE_STEPS = [1, 2, 5, 10, 15, 20, 30, 60, 120];

/** A round minute step that gives about four grid lines. */
function minuteStep(maxMinutes: number): number {
  return MINUTE_STEPS.find((step) => maxMinutes / step <= 5) ?? Math.ceil(maxMinutes / 4 / 60) * 60;
}

/** Null when no runner has a single registered time: there is nothing to draw. */
export function layoutChart(input: ChartSeries[]): ChartLayout | null {
  const registered = input.map((s) => ({ ...s, splits: s.splits.filter((split) => split.ms !== null && split.km > 0) }));
  const all = registered.flatMap((s) => s.splits);
  if (all.length === 0) return null;
  const maxKm = Math.max(...all.map((split) => split.km));
  const maxMinutes = Math.max(...all.map((split) => (split.ms ?? 0) / 60_000));
  const step = minuteStep(maxMinutes);
  const topMinutes = Math.max(step, Math.ceil(maxMinutes / step) * step);
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const x = (km: number) => CHART.left + (km / maxKm) * plotWidth;
  const y = (minutes: number) => CHART.top + plotHeight - (minutes / topMinutes) * plotHeight;

  const series = registered.map(({ label, color, splits }) => ({
    label,
    color,
    points: splits.map((split) => ({ x: x(split.km), y: y((split.ms ?? 0) / 60_000), label: split.label, time: split.time })),
  }));
  const kms = [...new Set(all.map((split) => split.km))].sort((a, b) => a - b);
  const xTicks = kms.map((km) => ({ at: x(km), label: String(km) }));
  const yTicks = Array.from({ length: topMinutes / step + 1 }, (_, i) => ({ at: y(i * step), label: String(i * step) }));
  return { series, xTicks, yTicks };
}
