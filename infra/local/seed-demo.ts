// Demo data for `npm start`, created through the platform's own API wherever one exists, so the
// demo exercises the same code as a user. Each feature adds its step to the list.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describeError, type Log } from './log';
import { demoAccountsStep } from './seed/demo-accounts';
import { demoEventsStep } from './seed/demo-events';
import { demoPhotosStep } from './seed/demo-photos';
import { demoRegistrantsStep } from './seed/demo-registrants-step';
import { demoRegistrationStep } from './seed/demo-registration-step';
import { demoRetosStep } from './seed/demo-retos';
import { demoSitesStep } from './seed/demo-sites';
import { demoStaffAccessStep } from './seed/demo-staff-access';

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
  name: string;
  /** Takes minutes: in a background seed it runs after the start, while the platform answers. */
  long?: boolean;
  /**
   * Must be idempotent: it runs on every start against data that may already be there. A step that
   * keeps working in the background (the live race) answers how to stop it.
   */
  run(context: SeedContext): Promise<void | (() => void)>;
}

// In order: a step may rely on what the steps before it created. A failed step stops the ones after
// it, so the registration set-up, which only the upcoming races need, goes after the races, and the
// registrants, the longest, last.
const demoSteps: readonly SeedStep[] = [demoAccountsStep, demoEventsStep, demoPhotosStep, demoRegistrationStep, demoStaffAccessStep, demoSitesStep, demoRegistrantsStep, demoRetosStep];

export interface SeedRun {
  /** Settles once every step but the long ones ran (all of them without `background`), or one failed. */
  ready: Promise<void>;
  /** Settles once every step has run or one failed (the failure is logged). */
  finished: Promise<void>;
  /** Stops what the steps left running, and a long step still at work. */
  stop(): Promise<void>;
}

/**
 * Starts the steps at once; `ready` once they all ran, or with `background`, once every step but the
 * long ones ran (those go on while the platform answers).
 */
export function runSeedSteps(seedSteps: readonly SeedStep[], context: SeedContext, { background = false } = {}): SeedRun {
  const running: (() => void)[] = [];
  const stopping = new AbortController();
  const stepContext = { ...context, signal: stopping.signal };
  const runSteps = async (list: readonly SeedStep[]) => {
    for (const step of list) {
      if (stopping.signal.aborted) return;
      const stop = await step.run(stepContext);
      // A step that ends after the stop was asked for stops what it left running at once.
      if (stop && stopping.signal.aborted) stop();
      else if (stop) running.push(stop);
      if (!stopping.signal.aborted) context.log(`Datos de demostración listos: ${step.name}`);
    }
  };
  const firstLong = background ? seedSteps.findIndex((step) => step.long) : -1;
  const [now, later] = firstLong < 0 ? [seedSteps, []] : [seedSteps.slice(0, firstLong), seedSteps.slice(firstLong)];
  const report = (error: unknown) => context.log(`No se pudieron crear los datos de demostración: ${describeError(error)}`);
  let quickDone = false;
  const ready = runSteps(now).then(() => {
    quickDone = true;
  });
  const finished = ready.then(() => runSteps(later)).catch(report);
  return {
    ready: ready.catch(() => undefined),
    finished,
    stop: async () => {
      stopping.abort();
      // A quick step does not watch the signal: the stop does not wait for it (steps are idempotent, so
      // the next start runs it again whole; the stop's drain bounds the requests it has in flight).
      if (quickDone) await finished;
      running.forEach((stop) => stop());
    },
  };
}

export const seedDemo = (context: SeedContext, options: { background?: boolean } = {}) =>
  runSeedSteps(
    demoSteps.filter((step) => context.demoRetos || step !== demoRetosStep),
    context,
    options,
  );
