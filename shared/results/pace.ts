// Pace and speed in the units a control point declares (docs/results.md §9: min/k, min/100mts, km/h).
import { raceRuleTexts } from './results-texts';
import type { ControlPoint } from './event-schemas';

export type PaceUnit = ControlPoint['unidadPaso'];

/** Whole seconds → 'm:ss'. */
function minutesAndSeconds(seconds: number): string {
  const rounded = Math.round(seconds);
  return `${Math.floor(rounded / 60)}:${String(rounded % 60).padStart(2, '0')}`;
}

/** '5:03 min/k', '1:30 min/100mts' or '12.35 km/h'; '--' without a distance or a time. */
export function pace(distanceKm: number, ms: number, unit: PaceUnit): string {
  if (!(distanceKm > 0) || !(ms > 0) || !Number.isFinite(distanceKm) || !Number.isFinite(ms)) return raceRuleTexts.noPace;
  const seconds = ms / 1000;
  if (unit === 'km/h') return `${(distanceKm / (seconds / 3600)).toFixed(2)} km/h`;
  const per = unit === 'min/k' ? distanceKm : distanceKm * 10;
  return `${minutesAndSeconds(seconds / per)} ${unit}`;
}
