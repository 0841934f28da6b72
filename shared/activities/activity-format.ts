// How an activity's numbers read on screen (es-MX): kilometres with two decimals, durations as
// HH:MM:SS, pace or speed in its sport's unit (min/k running, min/100mts swimming, km/h cycling:
// docs/activities.md 'Training analysis'), calories and heart rate whole, and its start as a date and hour.
import { formatDuration } from '@shared/results/durations';
import { pace, type PaceUnit } from '@shared/results/pace';
import { madeOnce } from '@shared/core/made-once';
import type { ActivitySummary, ActivityType } from './activity';
import { activityTexts } from './activity-texts';

const kilometres = madeOnce(() => new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const startFormat = madeOnce(() => new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' }));

export const activityDistance = (meters: number) => activityTexts.kilometres(kilometres().format(meters / 1000));

export const activityDuration = (seconds: number) => formatDuration(seconds * 1000);

/** The unit a sport's speed reads in (docs/activities.md 'Training analysis': min/k, min/100mts, km/h). */
export const SPEED_UNITS: Record<ActivityType, PaceUnit> = { RUNNING: 'min/k', CYCLING: 'km/h', SWIMMING: 'min/100mts', LAP_SWIMMING: 'min/100mts' };

/** 'Ritmo' for a pace, 'Velocidad' for km/h. */
export const speedLabel = (type: ActivityType) => (SPEED_UNITS[type] === 'km/h' ? activityTexts.speed : activityTexts.pace);

/** '5:33 min/k', '1:52 min/100mts' or '28.40 km/h' from the distance and the time it took. */
export const activityPace = (meters: number, seconds: number, type: ActivityType) => pace(meters / 1000, seconds * 1000, SPEED_UNITS[type]);

/** The start in Mexico City's time, as the retos are. */
export const activityStart = (startTimeInSeconds: number) => startFormat().format(new Date(startTimeInSeconds * 1000));

/** The summary's figures as label and value, those the source gave. */
export function activityFigures(summary: ActivitySummary): { label: string; value: string }[] {
  return [
    { label: activityTexts.distance, value: activityDistance(summary.distanceInMeters) },
    { label: activityTexts.duration, value: activityDuration(summary.durationInSeconds) },
    { label: speedLabel(summary.activityType), value: activityPace(summary.distanceInMeters, summary.durationInSeconds, summary.activityType) },
    ...(summary.activeKilocalories ? [{ label: activityTexts.calories, value: activityTexts.kilocalories(summary.activeKilocalories) }] : []),
    ...(summary.averageHeartRateInBeatsPerMinute ? [{ label: activityTexts.heartRate, value: activityTexts.beats(summary.averageHeartRateInBeatsPerMinute) }] : []),
  ];
}
