// Demo timed events, made and fed through the console and timing APIs as an organizer and a timing
// system would. Ids and timing keys are remembered in the data directory, so later starts reuse them.
import type { SeedContext, SeedStep } from '../seed-demo';
import { demoAccounts, demoPassword } from './demo-accounts';
import { DEMO_UTC_OFFSET, finishedInfo, pageSections, upcomingInfo } from './demo-event-catalog';
import { ensureEvent, publishRace, sendReads, sendStartList, type DemoEventState } from './demo-event-api';
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

async function seedUpcoming(api: SeedApi, known: DemoEventState | undefined) {
  const state = await ensureEvent(api, known, upcomingInfo);
  const race = generateRace({ seed: 2, athletes: 0, info: upcomingInfo, utcOffset: DEMO_UTC_OFFSET, firstGun: '20:00:00' });
  await publishRace(api, state.eventId, race);
  await api.call('PUT', `/api/events/${state.eventId}/sections/convocatoria`, pageSections(upcomingInfo).convocatoria);
  return state;
}

export const demoEventsStep: SeedStep = {
  name: 'eventos cronometrados (terminado, próximo y en vivo)',
  async run(context) {
    const organizer = demoAccounts.find((account) => account.rol === 'Organizador')!;
    const api = await signedInApi(context.url, organizer.signUp.correo, demoPassword);
    const state = await readDemoState(context);
    state.finished = await seedFinished(context, api, state.finished);
    state.upcoming = await seedUpcoming(api, state.upcoming);
    const live = await startLiveFeed(context, api, state.live);
    state.live = live.state;
    await writeDemoState(context, state);
    return live.stop;
  },
};
