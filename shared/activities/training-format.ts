// How an activity's training figures read on screen (es-MX; docs/activities.md 'Training
// analysis'): watts whole, IF with two decimals, TSS whole, minutes in a zone with one decimal.
import { madeOnce } from '@shared/core/made-once';
import type { TrainingFigures } from './training-figures';
import { trainingTexts } from './training-texts';
import type { ZoneTime } from './training-zones';

const twoDecimals = madeOnce(() => new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const oneDecimal = madeOnce(() => new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

const watts = (value: number) => trainingTexts.watts(Math.round(value));

/** The figures the activity has, as label and value. */
export function trainingFigureList(figures: TrainingFigures): { label: string; value: string }[] {
  const { power, peakHeartRate } = figures;
  const list: { label: string; value: string }[] = [];
  if (power) {
    list.push({ label: trainingTexts.averagePower, value: watts(power.averagePower) });
    if (power.normalizedPower !== undefined) list.push({ label: trainingTexts.normalizedPower, value: watts(power.normalizedPower) });
    if (power.bestTwentyMinutes !== undefined) list.push({ label: trainingTexts.bestTwentyMinutes, value: watts(power.bestTwentyMinutes) });
    if (power.intensityFactor !== undefined) list.push({ label: trainingTexts.intensityFactor, value: twoDecimals().format(power.intensityFactor) });
    if (power.trainingStressScore !== undefined) list.push({ label: trainingTexts.trainingStressScore, value: String(Math.round(power.trainingStressScore)) });
  }
  if (peakHeartRate !== undefined) list.push({ label: trainingTexts.peakHeartRate, value: `${peakHeartRate} ppm` });
  return list;
}

/** A zone's bar: 'Z3', its range ('151–175 W') and its minutes. */
export function zoneRows(zones: ZoneTime[], unit: string): { zone: string; range: string; minutes: number; label: string }[] {
  return zones.map((zone) => {
    const minutes = Math.round(zone.seconds / 6) / 10;
    return { zone: trainingTexts.zone(zone.zone), range: trainingTexts.zoneRange(zone.from, zone.to, unit), minutes, label: trainingTexts.minutes(oneDecimal().format(minutes)) };
  });
}

/** The chart's minute ticks: every 5, 10, 15, 30 or 60 minutes by the activity's length, from 0. */
export function minuteTicks(lastMinute: number): number[] {
  const step = [5, 10, 15, 30, 60].find((candidate) => lastMinute / candidate <= 6) ?? 120;
  return Array.from({ length: Math.floor(lastMinute / step) + 1 }, (_, index) => index * step);
}

/** A heart-rate axis from a round 20 below the lowest reading to a round 20 above the highest. */
export const heartRateDomain: [(lowest: number) => number, (highest: number) => number] = [
  (lowest) => Math.max(0, Math.floor((lowest - 5) / 20) * 20),
  (highest) => Math.ceil((highest + 5) / 20) * 20,
];
