// A ride as a bike computer with a power meter and a heart-rate strap records it: a record every
// second for 75 minutes (a 15-minute warm-up, two 20-minute intervals near threshold with 5 easy
// minutes between, a 15-minute cool-down), the watts wavering as real pedalling does, a few seconds
// of coasting at 0 W now and then, and a heart rate that follows the effort with a lag. Written as a
// FIT file with Garmin's SDK encoder. The demo athlete's power activity and the training analysis's
// fixture (tests/fixtures/activities/ride-power.fit) are this ride.
import { Encoder, Profile, type EventMesg, type FileIdMesg, type LapMesg, type RecordMesg } from '@garmin/fitsdk';
import { closeActivity, write } from './fit-encoding';
import { randomSource } from './random-source';

/** Minutes and the steady watts of each part of the ride (a warm-up and cool-down ramp between two values). */
const PARTS = [
  { minutes: 15, from: 120, to: 200 },
  { minutes: 20, from: 270, to: 270 },
  { minutes: 5, from: 140, to: 140 },
  { minutes: 20, from: 280, to: 280 },
  { minutes: 15, from: 170, to: 100 },
] as const;

export interface RideRecord {
  at: Date;
  power: number;
  heartRate: number;
  /** Metres so far. */
  distance: number;
  /** Metres a second. */
  speed: number;
}

/** The ride's records from `start`, one a second; the same ride every time. */
export function rideRecords(start: Date): RideRecord[] {
  const random = randomSource(20_260_308);
  const records: RideRecord[] = [];
  let heartRate = 95;
  let distance = 0;
  let coasting = 0;
  for (const part of PARTS) {
    const seconds = part.minutes * 60;
    for (let second = 0; second < seconds; second += 1) {
      const target = part.from + ((part.to - part.from) * second) / seconds;
      if (coasting === 0 && random.next() < 1 / 120) coasting = 2 + Math.floor(random.next() * 6);
      const power = coasting > 0 ? 0 : Math.max(0, Math.round(target * (0.9 + 0.2 * random.next())));
      coasting = Math.max(0, coasting - 1);
      // The heart rate closes a thirtieth of its gap to what the watts ask each second.
      heartRate += (92 + 0.3 * target - heartRate) / 30;
      const speed = 4.5 + 0.016 * target;
      distance += speed;
      records.push({ at: new Date(start.getTime() + records.length * 1000), power, heartRate: Math.round(heartRate), distance: Math.round(distance * 10) / 10, speed });
    }
  }
  return records;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The ride as a FIT file: file id, timer events, the records, a lap per part, the session and the activity. */
export function powerRideFit(start: Date): Uint8Array {
  const records = rideRecords(start);
  const encoder = new Encoder();
  const last = records.at(-1)!;
  const end = new Date(last.at.getTime() + 1000);
  write<FileIdMesg>(encoder, Profile.MesgNum.FILE_ID!, { manufacturer: 'development', product: 2, serialNumber: 5678, timeCreated: start, type: 'activity' });
  write<EventMesg>(encoder, Profile.MesgNum.EVENT!, { timestamp: start, event: 'timer', eventType: 'start' });
  for (const record of records) write<RecordMesg>(encoder, Profile.MesgNum.RECORD!, { timestamp: record.at, power: record.power, heartRate: record.heartRate, distance: record.distance, enhancedSpeed: record.speed });
  write<EventMesg>(encoder, Profile.MesgNum.EVENT!, { timestamp: end, event: 'timer', eventType: 'stopAll' });
  let from = 0;
  PARTS.forEach((part, index) => {
    const lap = records.slice(from, from + part.minutes * 60);
    from += lap.length;
    const meters = lap.at(-1)!.distance - (index === 0 ? 0 : records[from - lap.length - 1]!.distance);
    write<LapMesg>(encoder, Profile.MesgNum.LAP!, {
      messageIndex: index,
      timestamp: new Date(lap.at(-1)!.at.getTime() + 1000),
      startTime: lap[0]!.at,
      totalElapsedTime: lap.length,
      totalTimerTime: lap.length,
      totalDistance: meters,
      avgHeartRate: Math.round(mean(lap.map((record) => record.heartRate))),
      avgPower: Math.round(mean(lap.map((record) => record.power))),
      enhancedAvgSpeed: meters / lap.length,
      event: 'lap',
      eventType: 'stop',
    });
  });
  return closeActivity(encoder, {
    timestamp: end,
    startTime: start,
    totalElapsedTime: records.length,
    totalTimerTime: records.length,
    totalDistance: last.distance,
    totalCalories: 980,
    avgHeartRate: Math.round(mean(records.map((record) => record.heartRate))),
    avgPower: Math.round(mean(records.map((record) => record.power))),
    enhancedAvgSpeed: last.distance / records.length,
    sport: 'cycling',
    subSport: 'road',
    numLaps: PARTS.length,
  });
}
