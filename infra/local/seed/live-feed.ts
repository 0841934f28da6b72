// The demo's live race: it starts a minute after `npm start` and a background timing system sends
// each read when its time comes, a few doubtful ones among them for the timer to review. A race that
// has ended is closed and a new one starts.
import type { SeedContext } from '../seed-demo';
import { DEMO_UTC_OFFSET, liveInfo } from './demo-event-catalog';
import { withDoubtfulReads } from './doubtful-reads';
import { ensureEvent, publishRace, sendReads, sendStartList, type DemoEventState } from './demo-event-api';
import { generateRace, type GeneratedRace } from './race-generator';
import type { SeedApi } from './seed-api';

const LIVE_ATHLETES = 600;
const FEED_EVERY_MS = 2000;

/** The live race's local date and first-gun time for a gun instant (the demo zone has no DST). */
function localStart(firstGunAt: number): { fecha: string; gun: string } {
  const [, sign, h, m] = /^([+-])(\d{2}):(\d{2})$/.exec(DEMO_UTC_OFFSET)!;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m)) * 60_000;
  const local = new Date(firstGunAt + offsetMs).toISOString();
  return { fecha: local.slice(0, 10), gun: local.slice(11, 19) };
}

function raceFor(firstGunAt: number): GeneratedRace {
  const { fecha, gun } = localStart(firstGunAt);
  const info = liveInfo(fecha, gun.slice(0, 5));
  const race = generateRace({ seed: firstGunAt % 100_000, athletes: LIVE_ATHLETES, info, utcOffset: DEMO_UTC_OFFSET, firstGun: gun });
  return withDoubtfulReads(race, firstGunAt);
}

type Remember = (state: DemoEventState) => Promise<void>;

/** A live event whose start list was not all sent (a failed start) gets a new first gun and its start list again. */
async function prepareLiveRace(context: SeedContext, api: SeedApi, known: DemoEventState | undefined, remember: Remember): Promise<DemoEventState> {
  const firstGunAt = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
  const race = raceFor(firstGunAt);
  const state = { ...(await ensureEvent(api, known, race.info)), firstGunAt, loaded: false };
  await remember(state);
  await publishRace(api, state.eventId, race);
  await sendStartList(context.url, state, race.athletes);
  const loaded = { ...state, loaded: true };
  await remember(loaded);
  return loaded;
}

/**
 * Sends the reads whose time has come, every two seconds. Reads the platform did not take (its answer
 * a 5xx after every retry, DynamoDB Local restarting) are sent again with the next ones, as a timing
 * system resends what it could not deliver: a read sent twice counts once.
 */
export function feedLiveReads(context: SeedContext, state: DemoEventState, race: GeneratedRace): () => void {
  let next = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    let due = next;
    while (due < race.reads.length && Date.parse(race.reads[due]!.time) <= Date.now()) due += 1;
    if (due > next) {
      try {
        await sendReads(context.url, state, race.reads.slice(next, due));
        next = due;
      } catch (error) {
        context.log(`Lecturas en vivo: ${String(error)}; se envían de nuevo con las siguientes.`);
      }
    }
    if (!stopped && next < race.reads.length) timer = setTimeout(() => void tick(), FEED_EVERY_MS).unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

export async function startLiveFeed(
  context: SeedContext,
  api: SeedApi,
  known: DemoEventState | undefined,
  remember: Remember,
): Promise<{ state: DemoEventState; stop: () => void }> {
  let state = known;
  if (state?.firstGunAt && state.loaded !== false && Date.parse(raceFor(state.firstGunAt).reads.at(-1)?.time ?? '') < Date.now()) {
    const { fecha, gun } = localStart(state.firstGunAt);
    await api.call('PUT', `/api/events/${state.eventId}`, { ...liveInfo(fecha, gun.slice(0, 5)), eventoDisponible: 1 });
    state = undefined;
  }
  if (!state?.firstGunAt || state.loaded === false) state = await prepareLiveRace(context, api, state, remember);
  return { state, stop: feedLiveReads(context, state, raceFor(state.firstGunAt!)) };
}
