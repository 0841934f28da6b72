// A run as a watch records it: a point every few seconds around a 5 km loop in Chapultepec at an even
// pace, the heart rate rising from 148 to 168; and that run as a GPX 1.1 file shaped as Garmin Connect
// exports it (TrackPointExtension heart rate). The demo's athletes prove their retos with such files,
// and the activity fixtures (tests/fixtures/activities) are written from the same track.
export interface RunPlan {
  start: Date;
  seconds: number;
  meters: number;
  /** Seconds between two points. */
  step: number;
}

export interface TrackPoint {
  at: Date;
  lat: number;
  lon: number;
  /** Distance covered so far. */
  meters: number;
  heartRate: number;
}

const LOOP_METERS = 5000;
const CENTER = { lat: 19.4204, lon: -99.1819 };

/** The run's points, every `step` seconds and at its last second. */
export function trackOf(run: RunPlan): TrackPoint[] {
  const radius = LOOP_METERS / (2 * Math.PI);
  const metersPerDegreeLat = 111_320;
  const metersPerDegreeLon = 111_320 * Math.cos((CENTER.lat * Math.PI) / 180);
  const points: TrackPoint[] = [];
  const moments = Array.from({ length: Math.floor(run.seconds / run.step) + 1 }, (_, i) => i * run.step);
  if (moments.at(-1) !== run.seconds) moments.push(run.seconds);
  for (const t of moments) {
    const meters = (run.meters * t) / run.seconds;
    const angle = (2 * Math.PI * meters) / LOOP_METERS;
    points.push({
      at: new Date(run.start.getTime() + t * 1000),
      lat: Number((CENTER.lat + (radius * Math.sin(angle)) / metersPerDegreeLat).toFixed(7)),
      lon: Number((CENTER.lon + (radius * (1 - Math.cos(angle))) / metersPerDegreeLon).toFixed(7)),
      meters: Number(meters.toFixed(1)),
      heartRate: Math.round(148 + (20 * t) / run.seconds),
    });
  }
  return points;
}

/** A moment as activity files write it: UTC to the second. */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function gpxOf(name: string, points: TrackPoint[]): string {
  const trackPoints = points
    .map(
      (point) => `      <trkpt lat="${point.lat}" lon="${point.lon}">
        <ele>2250.0</ele>
        <time>${isoSeconds(point.at)}</time>
        <extensions>
          <ns3:TrackPointExtension>
            <ns3:hr>${point.heartRate}</ns3:hr>
          </ns3:TrackPointExtension>
        </extensions>
      </trkpt>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx creator="Garmin Connect" version="1.1"
  xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/11.xsd"
  xmlns:ns3="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"
  xmlns="http://www.topografix.com/GPX/1/1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <metadata>
    <link href="connect.garmin.com">
      <text>Garmin Connect</text>
    </link>
    <time>${isoSeconds(points[0]!.at)}</time>
  </metadata>
  <trk>
    <name>${name}</name>
    <type>running</type>
    <trkseg>
${trackPoints}
    </trkseg>
  </trk>
</gpx>
`;
}
