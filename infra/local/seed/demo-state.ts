// What the demo steps remember between starts, in <dataDir>/demo-events.json: the events they made
// with their timing keys, which finished event already has its race photos, how far the spring
// race's registrants are made, and how each step of the demo ended on its last start (done, failed,
// or not run because a step it needs was missing), so that the next start completes what is missing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../durable-file';
import type { SeedContext } from '../seed-demo';
import type { DemoEventState } from './demo-event-api';

export interface DemoState {
  finished?: DemoEventState;
  upcoming?: DemoEventState;
  live?: DemoEventState;
  /** The second upcoming race, made after the live one. */
  spring?: DemoEventState;
  /** The finished event whose photos are uploaded: an event made again after a reset gets its own. */
  photosOf?: number;
  registrants?: DemoRegistrantsState;
  /**
   * The registration the demo transferred to another person (demo-transfer-step.ts): its change, once
   * started, and the new holder's link credential once the transfer is paid (the registroId alone
   * opens nothing after a transfer).
   */
  traspaso?: { eventId: number; registroId: string; cambioId?: string; enlace?: string };
  /** The demo's retos: one open now, one ended, each remembered as soon as it is created. */
  retos?: { open?: string; ended?: string };
  /** How each demo step ended, by its id (seed-demo.ts); a step not named here has not run to an end. */
  steps?: Partial<Record<string, DemoStepRecord>>;
}

/**
 * A done step is not run again on later starts (but for what it keeps up on each start, such as the
 * live race); a failed or blocked one is.
 */
export type DemoStepRecord =
  | { status: 'done'; at: string }
  | { status: 'failed'; at: string; error: string }
  /** Not run: the steps it needs (their ids) were missing. */
  | { status: 'blocked'; at: string; missing: string[] };

export interface DemoRegistrantsState {
  eventId: number;
  /** Every registrant of the plan before this index is made (demo-registrants-step.ts). */
  done: number;
  /** The staff's changes to them are made. */
  staffChanges?: boolean;
}

/** Only where the state lives: `npm start` reads it back for its banner without a seed context. */
type StateLocation = Pick<SeedContext, 'stateDir'>;

const stateFile = (context: StateLocation) => join(context.stateDir, 'demo-events.json');

/** An empty state on the first start (no file yet). */
export async function readDemoState(context: StateLocation): Promise<DemoState> {
  try {
    return JSON.parse(await readFile(stateFile(context), 'utf8')) as DemoState;
  } catch {
    return {};
  }
}

/** Written whole and then moved into place: a start stopped mid-write never leaves half a file. */
export function writeDemoState(context: StateLocation, state: DemoState): Promise<void> {
  return writeFileAtomically(stateFile(context), JSON.stringify(state, null, 2));
}
