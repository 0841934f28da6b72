// How an activity's numbers read on screen (es-MX): kilometres with two decimals, durations as
// HH:MM:SS, pace in min/k (docs/retos.md §9), calories and heart rate whole, and its start as a date and hour.
import { formatDuration } from '@shared/results/durations';
import { pace } from '@shared/results/pace';
import { madeOnce } from '@shared/core/made-once';
import type { ActivitySummary } from './activity';
import { activityTexts } from './activity-texts';

const kilometres = madeOnce(() => new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const startFormat = madeOnce(() => new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' }));

export const activityDistance = (meters: number) => activityTexts.kilometres(kilometres().format(meters / 1000));

export const activityDuration = (seconds: number) => formatDuration(seconds * 1000);

/** 'm:ss min/k' from the distance and the time it took. */
export const activityPace = (meters: number, seconds: number) => pace(meters / 1000, seconds * 1000, 'min/k');

/** The start in Mexico City's time, as the retos are. */
export const activityStart = (startTimeInSeconds: number) => startFormat().format(new Date(startTimeInSeconds * 1000));

/** The summary's figures as label and value, those the source gave. */
export function activityFigures(summary: ActivitySummary): { label: string; value: string }[] {
  return [
    { label: activityTexts.distance, value: activityDistance(summary.distanceInMeters) },
    { label: activityTexts.duration, value: activityDuration(summary.durationInSeconds) },
    { label: activityTexts.pace, value: activityPace(summary.distanceInMeters, summary.durationInSeconds) },
    ...(summary.activeKilocalories ? [{ label: activityTexts.calories, value: activityTexts.kilocalories(summary.activeKilocalories) }] : []),
    ...(summary.averageHeartRateInBeatsPerMinute ? [{ label: activityTexts.heartRate, value: activityTexts.beats(summary.averageHeartRateInBeatsPerMinute) }] : []),
  ];
}
