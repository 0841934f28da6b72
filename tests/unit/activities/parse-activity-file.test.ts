import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_FILE_TYPES } from '@shared/activities/activity';
import { activityMessages, refusalReasons } from '@shared/activities/activity-texts';
import { parseActivityFile } from '@lambdas/activities/parse-activity-file';
import { fixtureBytes } from './activity-files';

const NOW = Date.parse('2026-03-09T00:00:00Z') / 1000;

describe('parseActivityFile', () => {
  it.each([
    ['run-5k.fit', 'fit'],
    ['run-5k.gpx', 'gpx'],
    ['run-5k.tcx', 'tcx'],
  ] as const)('reads %s as a checked 5 km run', (name, type) => {
    const result = parseActivityFile(type, fixtureBytes(name), NOW);
    expect(result.ok && Math.round(result.activity.distanceInMeters / 1000)).toBe(5);
  });

  it.each([
    ['forged-run.gpx', 'gpx', refusalReasons.tooFast],
    ['forged-run.fit', 'fit', refusalReasons.damagedFit],
    ['too-short.tcx', 'tcx', refusalReasons.tooShort],
  ] as const)('refuses %s with a Spanish reason', (name, type, reason) => {
    expect(parseActivityFile(type, fixtureBytes(name), NOW)).toEqual({ ok: false, reason });
  });

  it('refuses an empty file and one over 20 MB', () => {
    expect(parseActivityFile('gpx', new Uint8Array(), NOW)).toEqual({ ok: false, reason: activityMessages.fileTooSmall });
    expect(parseActivityFile('tcx', new Uint8Array(20 * 1024 * 1024 + 1), NOW)).toEqual({ ok: false, reason: activityMessages.fileTooBig });
  });

  it('refuses a file of one kind named as another', () => {
    expect(parseActivityFile('gpx', fixtureBytes('run-5k.fit'), NOW).ok).toBe(false);
    expect(parseActivityFile('fit', fixtureBytes('run-5k.gpx'), NOW).ok).toBe(false);
    expect(parseActivityFile('tcx', fixtureBytes('run-5k.gpx'), NOW).ok).toBe(false);
  });

  it('answers any bytes with a result, never a throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTIVITY_FILE_TYPES), fc.uint8Array({ maxLength: 2000 }), (type, bytes) => {
        const result = parseActivityFile(type, bytes, NOW);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('answers a damaged copy of each real file with a result, never a throw', () => {
    const files = [fixtureBytes('run-5k.fit'), fixtureBytes('run-5k.gpx'), fixtureBytes('run-5k.tcx')];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 20 }), fc.nat(), (which, edits, cut) => {
        const bytes = Uint8Array.from(files[which]!);
        for (const [at, value] of edits) bytes[at % bytes.length] = value;
        const result = parseActivityFile(ACTIVITY_FILE_TYPES[which]!, bytes.subarray(0, bytes.length - (cut % 500)), NOW);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 150 },
    );
  });
});
