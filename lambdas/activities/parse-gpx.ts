// A GPX track (GPS Exchange Format 1.0/1.1, as watches and apps export it) as one activity: start
// and duration from its points' times, distance along its positions (haversine), the mean heart
// rate of Garmin's TrackPointExtension. GPX has no laps.
import type { ParseResult } from '@shared/activities/activity';
import { ACTIVITY_LIMITS, activityTypeOf } from '@shared/activities/activity-checks';
import { refusalReasons } from '@shared/activities/activity-texts';
import { trackMeters, type GeoPoint } from './geo-distance';
import { child, children, numberOf, readXml, secondsOf, textOf, type XmlNode } from './read-xml';

interface TrackPoint extends GeoPoint {
  time?: number;
  heartRate?: number;
}

function pointOf(node: XmlNode): TrackPoint | null {
  const lat = numberOf(node, '@lat');
  const lon = numberOf(node, '@lon');
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const heartRate = numberOf(child(child(node, 'extensions'), 'TrackPointExtension'), 'hr');
  return { lat, lon, time: secondsOf(node, 'time'), heartRate };
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : undefined);

export function parseGpx(text: string): ParseResult {
  const gpx = child(readXml(text), 'gpx');
  if (!gpx) return { ok: false, reason: refusalReasons.unreadable };
  const tracks = children(gpx, 'trk');
  const segments = tracks.flatMap((track) => children(track, 'trkseg')).map((segment) => children(segment, 'trkpt'));
  if (segments.reduce((count, points) => count + points.length, 0) > ACTIVITY_LIMITS.points) return { ok: false, reason: refusalReasons.tooManyPoints };
  const tracksPoints = segments.map((points) => points.map(pointOf).filter((point): point is TrackPoint => point !== null));
  const timed = tracksPoints.flat().filter((point) => point.time !== undefined);
  if (timed.length < 2) return { ok: false, reason: timed.length === tracksPoints.flat().length ? refusalReasons.noSession : refusalReasons.noTimes };
  const times = timed.map((point) => point.time!);
  if (times.some((time, i) => i > 0 && time < times[i - 1]!)) return { ok: false, reason: refusalReasons.timeGoesBack };
  const type = activityTypeOf(textOf(tracks[0], 'type'));
  if (!type) return { ok: false, reason: refusalReasons.unsupportedType(textOf(tracks[0], 'type') ?? '') };
  const heartRates = timed.map((point) => point.heartRate).filter((rate): rate is number => rate !== undefined && rate > 0);
  return {
    ok: true,
    activity: {
      activityType: type,
      startTimeInSeconds: times[0]!,
      durationInSeconds: times.at(-1)! - times[0]!,
      // Steps are summed within each segment: a pause between segments is no distance run.
      distanceInMeters: tracksPoints.reduce((sum, points) => sum + trackMeters(points), 0),
      averageHeartRateInBeatsPerMinute: mean(heartRates),
      laps: [],
    },
  };
}
