// A TCX file (Garmin's Training Center XML) as one activity: its first Activity's sport and laps,
// each lap's start, time, distance, calories, mean heart rate and speed; the summary adds the laps up.
import type { ActivityLap, ParseResult } from '@shared/activities/activity';
import { ACTIVITY_LIMITS, activityTypeOf } from '@shared/activities/activity-checks';
import { refusalReasons } from '@shared/activities/activity-texts';
import { trackMeters, type GeoPoint } from './geo-distance';
import { child, children, numberOf, readXml, secondsOf, textOf, type XmlNode } from './read-xml';

interface TcxLap extends ActivityLap {
  calories?: number;
}

function positionsOf(lap: XmlNode): GeoPoint[] {
  return children(lap, 'Track')
    .flatMap((track) => children(track, 'Trackpoint'))
    .map((point) => child(point, 'Position'))
    .map((position) => ({ lat: numberOf(position, 'LatitudeDegrees'), lon: numberOf(position, 'LongitudeDegrees') }))
    .filter((point): point is GeoPoint => point.lat !== undefined && point.lon !== undefined);
}

function lapOf(lap: XmlNode): TcxLap | null {
  const start = secondsOf(lap, '@StartTime');
  const duration = numberOf(lap, 'TotalTimeSeconds');
  if (start === undefined || duration === undefined || duration < 0) return null;
  // A lap without DistanceMeters (some exports) is measured along its positions.
  const distance = numberOf(lap, 'DistanceMeters') ?? trackMeters(positionsOf(lap));
  const speed = numberOf(child(child(lap, 'Extensions'), 'LX'), 'AvgSpeed') ?? (duration > 0 ? distance / duration : undefined);
  return {
    startTimeInSeconds: start,
    durationInSeconds: duration,
    distanceInMeters: Math.max(0, distance),
    averageHeartRateInBeatsPerMinute: numberOf(child(lap, 'AverageHeartRateBpm'), 'Value'),
    averageSpeedInMetersPerSecond: speed,
    calories: numberOf(lap, 'Calories'),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The laps' heart rates weighted by their time; undefined when no lap has one. */
function meanHeartRate(laps: TcxLap[]): number | undefined {
  const rated = laps.filter((lap) => lap.averageHeartRateInBeatsPerMinute && lap.durationInSeconds > 0);
  const time = sum(rated.map((lap) => lap.durationInSeconds));
  return time > 0 ? sum(rated.map((lap) => lap.averageHeartRateInBeatsPerMinute! * lap.durationInSeconds)) / time : undefined;
}

export function parseTcx(text: string): ParseResult {
  const activity = child(child(child(readXml(text), 'TrainingCenterDatabase'), 'Activities'), 'Activity');
  if (!activity) return { ok: false, reason: refusalReasons.noSession };
  const lapNodes = children(activity, 'Lap');
  if (lapNodes.length > ACTIVITY_LIMITS.laps) return { ok: false, reason: refusalReasons.tooManyLaps };
  const points = lapNodes.flatMap((lap) => children(lap, 'Track')).reduce((count, track) => count + children(track, 'Trackpoint').length, 0);
  if (points > ACTIVITY_LIMITS.points) return { ok: false, reason: refusalReasons.tooManyPoints };
  const laps = lapNodes.map(lapOf);
  if (laps.length === 0 || laps.some((lap) => lap === null)) return { ok: false, reason: refusalReasons.noSession };
  const valid = laps as TcxLap[];
  const sport = textOf(activity, '@Sport');
  const type = activityTypeOf(sport);
  if (!type) return { ok: false, reason: refusalReasons.unsupportedType(sport ?? '') };
  const calories = valid.filter((lap) => lap.calories !== undefined);
  return {
    ok: true,
    activity: {
      activityType: type,
      startTimeInSeconds: valid[0]!.startTimeInSeconds,
      durationInSeconds: sum(valid.map((lap) => lap.durationInSeconds)),
      distanceInMeters: sum(valid.map((lap) => lap.distanceInMeters)),
      activeKilocalories: calories.length ? sum(calories.map((lap) => lap.calories!)) : undefined,
      averageHeartRateInBeatsPerMinute: meanHeartRate(valid),
      laps: valid.map(({ calories: _calories, ...lap }) => lap),
    },
  };
}
