// Demo data for `npm start`, created through the platform's own API wherever one exists, so the
// demo exercises the same code as a user. Each feature adds its step to the list, naming the steps
// whose data it needs; the demo state remembers how each step ended, so a start after a failed or
// interrupted one completes what is missing and does not make again what is done.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describeError, type Log } from './log';
import { demoAccountsStep } from './seed/demo-accounts';
import { demoEventsStep } from './seed/demo-events';
import { demoPhotosStep } from './seed/demo-photos';
import { demoRegistrantsStep } from './seed/demo-registrants-step';
import { demoRegistrationStep } from './seed/demo-registration-step';
import { demoGroupStep } from './seed/demo-group-step';
import { demoTransferStep } from './seed/demo-transfer-step';
import { demoRetosStep } from './seed/demo-retos';
import { demoTrainingStep } from './seed/demo-training';
import { demoSiteResultsStep } from './seed/demo-site-results';
import { demoSitesStep } from './seed/demo-sites';
import { demoStaffAccessStep } from './seed/demo-staff-access';
import { demoWaitlistStep } from './seed/demo-waitlist';
import { readDemoState, writeDemoState, type DemoStepRecord } from './seed/demo-state';

export interface SeedContext {
  /** The local cloud's public URL: call the API as the SPA would. */
  url: string;
  /** An admin client of the local user pool, for what only an administrator can do. */
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  /** Where steps remember what they created (ids, keys) between starts. */
  stateDir: string;
  /** Size of the finished demo race's field. */
  demoAthletes: number;
  /** Registrants of the spring race (0: none). */
  demoRegistrants: number;
  /** Whether the demo's retos are made. */
  demoRetos: boolean;
  log: Log;
  /** Aborted when the local cloud stops: a long step takes no new work and remembers how far it got. */
  signal?: AbortSignal;
}

export interface SeedStep {
  /** Its key in the demo state (demo-state.ts), kept from one version to the next. */
  id: string;
  /** What it makes, as the console and the banner name it. */
  name: string;
  /** The steps whose data it builds on (their ids): it runs only once they are done. */
  needs?: readonly string[];
  /** Takes minutes: in a background seed it runs after the start, while the platform answers. */
  long?: boolean;
  /**
   * Must be idempotent: a failed or interrupted start runs it again against what it already made. A
   * step that keeps working in the background (the live race) answers how to stop it.
   */
  run(context: SeedContext): Promise<void | (() => void)>;
  /**
   * What the step, done on an earlier start, still does on each start (the live race, today's
   * prices). A done step without it does not run again.
   */
  everyStart?(context: SeedContext): Promise<void | (() => void)>;
}

// In the order they run (a step after the steps it needs). A failed step leaves out only the steps
// that need it; every other step still runs, and the next start completes what is missing.
export const demoSteps: readonly SeedStep[] = [
  demoAccountsStep,
  demoTrainingStep,
  demoEventsStep,
  demoPhotosStep,
  demoRegistrationStep,
  demoGroupStep,
  demoWaitlistStep,
  demoTransferStep,
  demoStaffAccessStep,
  demoSitesStep,
  demoSiteResultsStep,
  demoRegistrantsStep,
  demoRetosStep,
];

export interface SeedRun {
  /** The steps of this start, in the order they run. */
  steps: readonly SeedStep[];
  /** Settles once every step but the long ones ran (all of them without `background`), whether they failed or not. */
  ready: Promise<void>;
  /** Settles once every step has run (failures are logged and recorded in the demo state). */
  finished: Promise<void>;
  /** The ids of this start's steps that have not ended yet (running, or waiting for their turn). */
  pending(): string[];
  /** Stops what the steps left running, and a long step still at work. */
  stop(): Promise<void>;
}

/** The first line of a failure, short enough for the demo state and the banner. */
function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n').find((part) => part.trim() !== '') ?? message;
  return line.length > 300 ? `${line.slice(0, 297)}…` : line;
}

const quoted = (steps: readonly SeedStep[]) => steps.map((step) => `«${step.name}»`).join(', ');

/**
 * Runs the steps one after another; `ready` once they all ran, or with `background`, once every step
 * that is not long (nor needs a long one) ran: the others go on while the platform answers. A step
 * whose needs are not done is not run; each step's end is written to the demo state as it happens,
 * and a step done on an earlier start runs only its `everyStart` part.
 */
export function runSeedSteps(seedSteps: readonly SeedStep[], context: SeedContext, { background = false } = {}): SeedRun {
  const running: (() => void)[] = [];
  const stopping = new AbortController();
  const stepContext = { ...context, signal: stopping.signal };
  const ended = new Map<string, DemoStepRecord['status']>();
  const stepNamed = new Map(seedSteps.map((step) => [step.id, step]));
  const now = () => new Date().toISOString();

  const earlier = readDemoState(context).then((state) => state.steps ?? {});
  const record = async (id: string, outcome: DemoStepRecord) => {
    ended.set(id, outcome.status);
    const state = await readDemoState(context);
    await writeDemoState(context, { ...state, steps: { ...state.steps, [id]: outcome } });
  };

  const runStep = async (step: SeedStep) => {
    const before = await earlier;
    const doneBefore = before[step.id]?.status === 'done';
    // What it made stays made, whatever happens to the steps it needed on this start.
    if (doneBefore && !step.everyStart) {
      ended.set(step.id, 'done');
      return;
    }
    const isDone = (id: string) => (ended.has(id) ? ended.get(id) === 'done' : before[id]?.status === 'done');
    const missing = (step.needs ?? []).filter((id) => !isDone(id));
    if (missing.length > 0) {
      await record(step.id, { status: 'blocked', at: now(), missing });
      const names = missing.map((id) => `«${stepNamed.get(id)?.name ?? id}»`).join(', ');
      context.log(`No se crean los datos de demostración «${step.name}»: necesitan ${names}, que no se ${missing.length > 1 ? 'pudieron' : 'pudo'} crear.`);
      return;
    }
    try {
      const stop = doneBefore ? await step.everyStart?.(stepContext) : await step.run(stepContext);
      // A step that ends after the stop was asked for stops what it left running at once; it is not
      // recorded as done, since a long step stopped halfway ends too: the next start goes on with it.
      if (stop && stopping.signal.aborted) stop();
      else if (stop) running.push(stop);
      if (stopping.signal.aborted) return;
      await record(step.id, { status: 'done', at: now() });
      if (!doneBefore) context.log(`Datos de demostración listos: ${step.name}`);
    } catch (error) {
      if (stopping.signal.aborted) return;
      await record(step.id, { status: 'failed', at: now(), error: shortReason(error) });
      context.log(`No se pudieron crear los datos de demostración «${step.name}»: ${describeError(error)}`);
    }
  };

  const runSteps = async (list: readonly SeedStep[]) => {
    for (const step of list) {
      if (stopping.signal.aborted) return;
      await runStep(step);
    }
  };

  // In the background, a step that is long, or needs one, waits until after the announcement.
  const later = new Set<string>();
  for (const step of seedSteps) {
    if (background && (step.long || (step.needs ?? []).some((id) => later.has(id)))) later.add(step.id);
  }
  const first = seedSteps.filter((step) => !later.has(step.id));
  const then = seedSteps.filter((step) => later.has(step.id));
  const report = (error: unknown) => context.log(`No se pudieron crear los datos de demostración: ${describeError(error)}`);

  const announce = earlier.then((before) => {
    // Made on an earlier start, with nothing to keep up: ended already, whenever its turn comes.
    for (const step of seedSteps) if (before[step.id]?.status === 'done' && !step.everyStart) ended.set(step.id, 'done');
    const toDo = seedSteps.filter((step) => before[step.id]?.status !== 'done');
    if (toDo.length > 0 && toDo.length < seedSteps.length) context.log(`Se completan los datos de demostración que faltan: ${quoted(toDo)}. Lo demás ya estaba.`);
  });
  let quickDone = false;
  const ready = announce.then(() => runSteps(first)).then(() => {
    quickDone = true;
  });
  const finished = ready.then(() => runSteps(then)).catch(report);
  return {
    steps: [...first, ...then],
    ready: ready.catch(() => undefined),
    finished,
    pending: () => seedSteps.filter((step) => !ended.has(step.id)).map((step) => step.id),
    stop: async () => {
      stopping.abort();
      // A quick step does not watch the signal: the stop does not wait for it (steps are idempotent, so
      // the next start runs it again whole; the stop's drain bounds the requests it has in flight).
      if (quickDone) await finished;
      running.forEach((stop) => stop());
    },
  };
}

/** The demo's steps for these options: without retos, or without registrants, when told. */
export const plannedDemoSteps = (context: Pick<SeedContext, 'demoRetos' | 'demoRegistrants'>) =>
  demoSteps.filter((step) => (context.demoRetos || step !== demoRetosStep) && (context.demoRegistrants > 0 || step !== demoRegistrantsStep));

export const seedDemo = (context: SeedContext, options: { background?: boolean } = {}) => runSeedSteps(plannedDemoSteps(context), context, options);
