// A FIT file (Garmin's binary activity format) as one activity, read with Garmin's own SDK: the
// file's integrity (header, size and CRC) first, then its first session, its laps, and what its
// records' power and heart rate leave for the training analysis.
import { Decoder, Stream, type LapMesg, type RecordMesg, type SessionMesg } from '@garmin/fitsdk';
import type { ActivityLap, ParseResult } from '@shared/activities/activity';
import { analyseSamples } from '@shared/activities/activity-analysis';
import { ACTIVITY_LIMITS, activityTypeOf } from '@shared/activities/activity-checks';
import { refusalReasons } from '@shared/activities/activity-texts';

const seconds = (date: unknown) => (date instanceof Date ? date.getTime() / 1000 : undefined);
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const elapsed = (mesg: SessionMesg | LapMesg) => number(mesg.totalElapsedTime) ?? number(mesg.totalTimerTime);
const speed = (mesg: SessionMesg | LapMesg) => number(mesg.enhancedAvgSpeed) ?? number(mesg.avgSpeed);

function lapOf(lap: LapMesg): ActivityLap | null {
  const start = seconds(lap.startTime);
  const duration = elapsed(lap);
  if (start === undefined || duration === undefined) return null;
  return {
    startTimeInSeconds: start,
    durationInSeconds: duration,
    distanceInMeters: number(lap.totalDistance) ?? 0,
    averageHeartRateInBeatsPerMinute: number(lap.avgHeartRate),
    averageSpeedInMetersPerSecond: speed(lap),
  };
}

/** The records from the session's start on, as samples of the analysis. */
function samplesOf(records: RecordMesg[], start: number) {
  return records.flatMap((record) => {
    const at = seconds(record.timestamp);
    return at === undefined || at < start ? [] : [{ seconds: at - start, power: number(record.power), heartRate: number(record.heartRate) }];
  });
}

export function parseFit(bytes: Uint8Array): ParseResult {
  const stream = Stream.fromBuffer(bytes);
  if (!Decoder.isFIT(stream)) return { ok: false, reason: refusalReasons.unreadable };
  const decoder = new Decoder(stream);
  if (!decoder.checkIntegrity()) return { ok: false, reason: refusalReasons.damagedFit };
  const { messages, errors } = decoder.read({ mergeHeartRates: false });
  if (errors.length > 0) return { ok: false, reason: refusalReasons.damagedFit };
  if ((messages.recordMesgs?.length ?? 0) > ACTIVITY_LIMITS.points) return { ok: false, reason: refusalReasons.tooManyPoints };
  if ((messages.lapMesgs?.length ?? 0) > ACTIVITY_LIMITS.laps) return { ok: false, reason: refusalReasons.tooManyLaps };
  const session = messages.sessionMesgs?.[0];
  const start = session && seconds(session.startTime);
  const duration = session && elapsed(session);
  if (!session || start === undefined || duration === undefined) return { ok: false, reason: refusalReasons.noSession };
  const sport = typeof session.sport === 'string' ? session.sport : undefined;
  const type = activityTypeOf(sport, typeof session.subSport === 'string' ? session.subSport : undefined);
  if (!type) return { ok: false, reason: refusalReasons.unsupportedType(String(session.sport)) };
  const analysis = analyseSamples(samplesOf(messages.recordMesgs ?? [], start));
  return {
    ok: true,
    activity: {
      activityType: type,
      startTimeInSeconds: start,
      durationInSeconds: duration,
      distanceInMeters: number(session.totalDistance) ?? 0,
      activeKilocalories: number(session.totalCalories),
      averageHeartRateInBeatsPerMinute: number(session.avgHeartRate),
      averageSpeedInMetersPerSecond: speed(session),
      laps: (messages.lapMesgs ?? []).map(lapOf).filter((lap): lap is ActivityLap => lap !== null),
      ...(analysis ? { analysis } : {}),
    },
  };
}
