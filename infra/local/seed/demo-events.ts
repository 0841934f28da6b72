// Demo timed events, made and fed through the console and timing APIs as an organizer and a timing
// system would. Ids and timing keys are remembered in the data directory, so later starts reuse them.
import type { EventInfo } from '../../../shared/results/event-schemas';
import type { SeedContext, SeedStep } from '../seed-demo';
import { demoAccounts, demoPassword } from './demo-accounts';
import { DEMO_UTC_OFFSET, finishedInfo, pageSections, springInfo, upcomingInfo } from './demo-event-catalog';
import { ensureEvent, publishRace, sendReads, sendStartList, type DemoEventState } from './demo-event-api';
import { registrationModalities } from './demo-registration';
import { readDemoState, writeDemoState } from './demo-state';
import { startLiveFeed } from './live-feed';
import { generateRace, type GeneratedRace } from './race-generator';
import { signedInApi, type SeedApi } from './seed-api';

/** The finished race is generated from a fixed seed, so its photos step finds the same finishers. */
export function finishedRace(athletes: number): GeneratedRace {
  return generateRace({ seed: 1, athletes, info: finishedInfo, utcOffset: DEMO_UTC_OFFSET });
}

function finishWindow(race: GeneratedRace): { from: string; to: string } {
  const finishes = race.reads.filter((read) => read.point === 'META').map((read) => read.time.slice(0, 19).replace('T', ' '));
  return { from: finishes[0] ?? '', to: finishes.at(-1) ?? '' };
}

async function seedFinished(context: SeedContext, api: SeedApi, known: DemoEventState | undefined) {
  const state = await ensureEvent(api, known, finishedInfo);
  const race = finishedRace(context.demoAthletes);
  await publishRace(api, state.eventId, race);
  const sections = pageSections(finishedInfo, finishWindow(race));
  for (const [name, data] of Object.entries(sections)) await api.call('PUT', `/api/events/${state.eventId}/sections/${name}`, data);
  if (!known) {
    await sendStartList(context.url, state, race.athletes);
    await sendReads(context.url, state, race.reads);
  }
  return state;
}

/** An upcoming race: no athletes yet, its categories keyed for registration, and its convocatoria. */
async function seedUpcoming(api: SeedApi, known: DemoEventState | undefined, info: EventInfo, race: { seed: number; firstGun: string }) {
  const state = await ensureEvent(api, known, info);
  const generated = generateRace({ ...race, athletes: 0, info, utcOffset: DEMO_UTC_OFFSET });
  await publishRace(api, state.eventId, { ...generated, modalidades: registrationModalities(generated.modalidades, info.fechaEvento) });
  await api.call('PUT', `/api/events/${state.eventId}/sections/convocatoria`, pageSections(info).convocatoria);
  return state;
}

export const demoEventsStep: SeedStep = {
  name: 'eventos cronometrados (terminado, dos próximos y en vivo)',
  async run(context) {
    const organizer = demoAccounts.find((account) => account.rol === 'Organizador')!;
    const api = await signedInApi(context.url, organizer.signUp.correo, demoPassword);
    const state = await readDemoState(context);
    state.finished = await seedFinished(context, api, state.finished);
    state.upcoming = await seedUpcoming(api, state.upcoming, upcomingInfo, { seed: 2, firstGun: '20:00:00' });
    const live = await startLiveFeed(context, api, state.live);
    state.live = live.state;
    // After the live race, so that a fresh start keeps the ids 1, 2 and 3 of the first three events.
    state.spring = await seedUpcoming(api, state.spring, springInfo, { seed: 3, firstGun: '07:00:00' });
    await writeDemoState(context, state);
    return live.stop;
  },
};
