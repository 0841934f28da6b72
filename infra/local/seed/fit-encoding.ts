// Writing an activity as a FIT file with Garmin's SDK encoder: a message checked against the SDK's
// type of it, and the session and activity messages that close every activity file. The demo's
// rides and the activity fixtures (tests/fixtures/activities) are written with these.
import { Profile, type ActivityMesg, type Encoder, type Mesg, type SessionMesg } from '@garmin/fitsdk';

/** One message, its fields checked against the SDK's type of it. */
export function write<T extends Mesg>(encoder: Encoder, mesgNum: number, mesg: T): void {
  encoder.onMesg(mesgNum, mesg);
}

/** The one session (its laps numbered from 0) and the activity after it; answers the file's bytes. */
export function closeActivity(encoder: Encoder, session: SessionMesg & { timestamp: Date; totalTimerTime: number; numLaps: number }): Uint8Array {
  const { numLaps, ...totals } = session;
  // The fields in this order, as the fixtures were first written (tests/fixtures/activities).
  write<SessionMesg>(encoder, Profile.MesgNum.SESSION!, { messageIndex: 0, ...totals, firstLapIndex: 0, numLaps, event: 'session', eventType: 'stop' });
  write<ActivityMesg>(encoder, Profile.MesgNum.ACTIVITY!, { timestamp: session.timestamp, numSessions: 1, type: 'manual', event: 'activity', eventType: 'stop', totalTimerTime: session.totalTimerTime });
  return encoder.close();
}
