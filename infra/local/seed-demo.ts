// Demo data for `npm start`, created through the platform's own API wherever one exists, so the
// demo exercises the same code as a user. Each feature adds its step to the list.
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Log } from './log';
import { demoAccountsStep } from './seed/demo-accounts';

export interface SeedContext {
  /** The local cloud's public URL: call the API as the SPA would. */
  url: string;
  /** An admin client of the local user pool, for what only an administrator can do. */
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  log: Log;
}

export interface SeedStep {
  name: string;
  /** Must be idempotent: it runs on every start against data that may already be there. */
  run(context: SeedContext): Promise<void>;
}

// In order: a step may rely on what the steps before it created.
export const seedSteps: readonly SeedStep[] = [demoAccountsStep];

export async function seedDemo(context: SeedContext): Promise<void> {
  for (const step of seedSteps) {
    await step.run(context);
    context.log(`Datos de demostración listos: ${step.name}`);
  }
}
