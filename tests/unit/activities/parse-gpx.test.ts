import { describe, expect, it } from 'vitest';
import { refusalReasons } from '@shared/activities/activity-texts';
import { parseGpx } from '@lambdas/activities/parse-gpx';
import { fixtureText, RUN_START } from './activity-files';

const gpx = (points: string, type = 'running') =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>${type}</type><trkseg>${points}</trkseg></trk></gpx>`;
const point = (lat: number, lon: number, time?: string) => `<trkpt lat="${lat}" lon="${lon}">${time ? `<time>${time}</time>` : ''}</trkpt>`;

describe('parseGpx', () => {
  it('measures the 5 km run along its points (haversine) and averages its heart rate', () => {
    const result = parseGpx(fixtureText('run-5k.gpx'));

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.activity).toMatchObject({ activityType: 'RUNNING', startTimeInSeconds: RUN_START, durationInSeconds: 1665, laps: [] });
    expect(result.activity.distanceInMeters).toBeGreaterThan(4980);
    expect(result.activity.distanceInMeters).toBeLessThan(5010);
    expect(result.activity.averageHeartRateInBeatsPerMinute).toBeCloseTo(158, 0);
  });

  it('measures one degree of latitude as about 111.2 km', () => {
    const result = parseGpx(gpx(point(19, -99, '2026-03-08T13:00:00Z') + point(20, -99, '2026-03-08T23:00:00Z'), 'cycling'));
    expect(result.ok && Math.round(result.activity.distanceInMeters)).toBe(111_195);
  });

  it('adds segments up without the gap between them', () => {
    const segments = `<trkseg>${point(19, -99, '2026-03-08T13:00:00Z') + point(19.001, -99, '2026-03-08T13:01:00Z')}</trkseg><trkseg>${point(19.5, -99, '2026-03-08T13:30:00Z') + point(19.501, -99, '2026-03-08T13:31:00Z')}</trkseg>`;
    const result = parseGpx(`<gpx><trk>${segments}</trk></gpx>`);
    expect(result.ok && Math.round(result.activity.distanceInMeters)).toBe(222);
  });

  it('refuses points without times, times that go back, and a file with no track', () => {
    expect(parseGpx(gpx(point(19, -99) + point(19.01, -99)))).toEqual({ ok: false, reason: refusalReasons.noTimes });
    expect(parseGpx(gpx(point(19, -99, '2026-03-08T13:10:00Z') + point(19.01, -99, '2026-03-08T13:00:00Z') + point(19.02, -99, '2026-03-08T13:20:00Z')))).toEqual({ ok: false, reason: refusalReasons.timeGoesBack });
    expect(parseGpx('<gpx version="1.1"></gpx>')).toEqual({ ok: false, reason: refusalReasons.noSession });
  });

  it('refuses text that is not well-formed XML', () => {
    expect(parseGpx('<gpx><trk>')).toEqual({ ok: false, reason: refusalReasons.unreadable });
    expect(parseGpx('hola')).toEqual({ ok: false, reason: refusalReasons.unreadable });
  });

  it('never expands a DOCTYPE entity (no billion laughs)', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "${'ja'.repeat(50)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><gpx><trk><name>&c;</name><type>&c;</type></trk></gpx>`;
    expect(parseGpx(laughs).ok).toBe(false);
  });

  it('refuses a sport no reto measures', () => {
    const result = parseGpx(gpx(point(19, -99, '2026-03-08T13:00:00Z') + point(19.01, -99, '2026-03-08T13:10:00Z'), 'yoga'));
    expect(result).toEqual({ ok: false, reason: refusalReasons.unsupportedType('yoga') });
  });
});
