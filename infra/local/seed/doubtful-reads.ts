// A few doubtful reads in the demo's live race, so the timer's review queue has something waiting
// (docs/timing.md#the-review-queue): a bib the start list does not name, a read before the athlete's
// gun, a split no runner could make, and a second finish two minutes after the first. They arrive
// with the others, when their time comes.
import type { TimingRead } from '@shared/timing/timing-schemas';
import { DEMO_UTC_OFFSET } from './demo-event-catalog';
import type { GeneratedRace } from './race-generator';

const MINUTE = 60_000;

/** The instant as a timing system writes it, in the demo's zone. */
function demoTime(epochMs: number): string {
  const [, sign, h, m] = /^([+-])(\d{2}):(\d{2})$/.exec(DEMO_UTC_OFFSET)!;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m)) * MINUTE;
  return `${new Date(epochMs + offsetMs).toISOString().slice(0, 23)}${DEMO_UTC_OFFSET}`;
}

const firstOf = (race: GeneratedRace, modalidad: string) => race.athletes.find((athlete) => athlete.modalidad === modalidad)?.bib;

export function withDoubtfulReads(race: GeneratedRace, firstGunAt: number): GeneratedRace {
  const doubtful: TimingRead[] = [];
  const add = (bib: string | undefined, point: string, epochMs: number) => {
    if (bib) doubtful.push({ readId: `revision-${doubtful.length + 1}`, bib, point, lap: 1, time: demoTime(epochMs) });
  };
  // The 21K starts at the first gun, the 5K half an hour later (race-generator.ts).
  add(firstOf(race, '21K'), 'KM7', firstGunAt + 8 * MINUTE);
  add(firstOf(race, '5K'), 'SALIDA', firstGunAt + 5 * MINUTE);
  add('9999', 'META', firstGunAt + 12 * MINUTE);
  const finish = race.reads.find((read) => read.point === 'META' && read.bib !== firstOf(race, '21K'));
  if (finish) add(finish.bib, 'META', Date.parse(finish.time) + 2 * MINUTE);
  const reads = [...race.reads, ...doubtful].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  return { ...race, reads };
}
