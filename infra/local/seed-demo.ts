// Demo data for `npm start`, created through the platform's own API wherever one exists, so the
// demo exercises the same code as a user. Each feature adds its step to the list.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Log } from './log';
import { demoAccountsStep } from './seed/demo-accounts';
import { demoEventsStep } from './seed/demo-events';
import { demoPhotosStep } from './seed/demo-photos';
import { demoRegistrantsStep } from './seed/demo-registrants-step';
import { demoRegistrationStep } from './seed/demo-registration-step';
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
  log: Log;
}

export interface SeedStep {
  name: string;
  /**
   * Must be idempotent: it runs on every start against data that may already be there. A step that
   * keeps working in the background (the live race) answers how to stop it.
   */
  run(context: SeedContext): Promise<void | (() => void)>;
}

// In order: a step may rely on what the steps before it created. A failed step stops the ones after
// it, so the registration set-up, which only the upcoming races need, goes after the races, and the
// registrants, the longest, last.
const seedSteps: readonly SeedStep[] = [demoAccountsStep, demoEventsStep, demoPhotosStep, demoRegistrationStep, demoStaffAccessStep, demoRegistrantsStep];

/** Runs every step; answers how to stop what they left running. */
export async function seedDemo(context: SeedContext): Promise<() => void> {
  const running: (() => void)[] = [];
  for (const step of seedSteps) {
    const stop = await step.run(context);
    if (stop) running.push(stop);
    context.log(`Datos de demostración listos: ${step.name}`);
  }
  return () => running.forEach((stop) => stop());
}
