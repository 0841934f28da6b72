// Demo timed events, made and fed through the console and timing APIs as an organizer and a timing
// system would. Ids and timing keys are remembered in the data directory as soon as each event
// exists, so later starts reuse them, and a start that failed halfway finishes the job.
import type { EventInfo } from '@shared/results/event-schemas';
import type { SeedContext, SeedStep } from '../seed-demo';
import { demoAccount, demoPassword } from './demo-accounts';
import { DEMO_UTC_OFFSET, finishedInfo, pageSections, springInfo, upcomingInfo } from './demo-event-catalog';
import { ensureEvent, publishRace, sendReads, sendStartList, type DemoEventState } from './demo-event-api';
import { registrationModalities } from './demo-registration';
import { readDemoState, writeDemoState, type DemoState } from './demo-state';
import { startLiveFeed } from './live-feed';
import { generateRace, type GeneratedRace } from './race-generator';
import { signedInApi, type SeedApi } from './seed-api';

/** The finished race is generated from a fixed seed, so its photos step finds the same finishers; its athletes run for clubs, for its team report. */
export function finishedRace(athletes: number): GeneratedRace {
  return generateRace({ seed: 1, athletes, info: finishedInfo, utcOffset: DEMO_UTC_OFFSET, clubs: true });
}

function finishWindow(race: GeneratedRace): { from: string; to: string } {
  const finishes = race.reads.filter((read) => read.point === 'META').map((read) => read.time.slice(0, 19).replace('T', ' '));
  return { from: finishes[0] ?? '', to: finishes.at(-1) ?? '' };
}

/** Saves what the steps know so far: an event made by a start that fails later is not made again. */
type Remember = (update: Partial<DemoState>) => Promise<void>;

async function seedFinished(context: SeedContext, api: SeedApi, known: DemoEventState | undefined, remember: Remember) {
  const made = await ensureEvent(api, known, finishedInfo);
  const state = known ? made : { ...made, loaded: false };
  await remember({ finished: state });
  const race = finishedRace(context.demoAthletes);
  await publishRace(api, state.eventId, race);
  const sections = pageSections(finishedInfo, finishWindow(race));
  for (const [name, data] of Object.entries(sections)) await api.call('PUT', `/api/events/${state.eventId}/sections/${name}`, data);
  if (state.loaded !== false) return state;
  await sendStartList(context.url, state, race.athletes);
  await sendReads(context.url, state, race.reads);
  const loaded = { ...state, loaded: true };
  await remember({ finished: loaded });
  return loaded;
}

/** An upcoming race: no athletes yet, its categories keyed for registration, and its convocatoria. */
async function seedUpcoming(
  api: SeedApi,
  known: DemoEventState | undefined,
  info: EventInfo,
  race: { seed: number; firstGun: string },
  remember: (state: DemoEventState) => Promise<void>,
) {
  const state = await ensureEvent(api, known, info);
  await remember(state);
  const generated = generateRace({ ...race, athletes: 0, info, utcOffset: DEMO_UTC_OFFSET });
  await publishRace(api, state.eventId, { ...generated, modalidades: registrationModalities(generated.modalidades, info.fechaEvento) });
  await api.call('PUT', `/api/events/${state.eventId}/sections/convocatoria`, pageSections(info).convocatoria);
  return state;
}

/** The live race, started again on each start: a new one once the last has ended. */
async function liveRace(context: SeedContext, api: SeedApi, remember: Remember): Promise<() => void> {
  const { live: known } = await readDemoState(context);
  const live = await startLiveFeed(context, api, known, (started) => remember({ live: started }));
  await remember({ live: live.state });
  return live.stop;
}

/** Saves into the demo state as it is on disk now: other steps write theirs between two starts of this one. */
const rememberIn =
  (context: SeedContext): Remember =>
  async (update) =>
    writeDemoState(context, { ...(await readDemoState(context)), ...update });

const organizerApi = (context: SeedContext) => signedInApi(context.url, demoAccount('Organizador').signUp.correo, demoPassword);

export const demoEventsStep: SeedStep = {
  id: 'eventos',
  name: 'eventos cronometrados (terminado, dos próximos y en vivo)',
  needs: ['cuentas'],
  async run(context) {
    const api = await organizerApi(context);
    const state = await readDemoState(context);
    const remember = rememberIn(context);
    await seedFinished(context, api, state.finished, remember);
    await seedUpcoming(api, state.upcoming, upcomingInfo, { seed: 2, firstGun: '20:00:00' }, (upcoming) => remember({ upcoming }));
    const stop = await liveRace(context, api, remember);
    // After the live race, so that a fresh start keeps the ids 1, 2 and 3 of the first three events.
    try {
      await seedUpcoming(api, state.spring, springInfo, { seed: 3, firstGun: '07:00:00' }, (spring) => remember({ spring }));
    } catch (error) {
      // A failed step leaves nothing running: the next start runs it again, live race included.
      stop();
      throw error;
    }
    return stop;
  },
  async everyStart(context) {
    return liveRace(context, await organizerApi(context), rememberIn(context));
  },
};
