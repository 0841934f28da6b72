// Coalesced recomputes: after an ingest, one holder of the event's lease recomputes while the data
// keeps changing, at most once a second, so a burst of batches costs about one recompute and one
// delta per second. Batches that find the lease taken wait until their data is in the standings.
import { randomUUID } from 'node:crypto';
import { logger } from '../core/observability';
import { publishDelta } from './publish-delta';
import { recomputeStandings } from './recompute-standings';
import {
  acquireLease,
  getStandingsState,
  markChanged,
  releaseLease,
  releaseLeaseAt,
  saveRecompute,
} from './standings-state-repository';

/** Long enough for a large recompute; a crashed holder blocks its event no longer than this. */
const LEASE_MS = 15_000;
const MIN_INTERVAL_MS = 1_000;
/** A waiter checks the state at growing intervals: a long recompute costs few reads of it. */
const FIRST_POLL_MS = 200;
const MAX_POLL_MS = 1_000;
/** How long one request works on the standings, well inside the function's 10 s timeout. */
const BUDGET_MS = 6_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function recomputeWhileChanged(eventId: number, owner: string, deadline: number): Promise<void> {
  let lastRunAt = 0;
  for (;;) {
    let state = await getStandingsState(eventId);
    if (state.leaseOwner !== owner) return;
    if (state.computedVersion >= state.version) {
      if (await releaseLeaseAt(eventId, owner, state.version)) return;
      continue;
    }
    if (Date.now() + MIN_INTERVAL_MS >= deadline) return releaseLease(eventId, owner);
    if (Date.now() - lastRunAt < MIN_INTERVAL_MS) {
      await sleep(lastRunAt + MIN_INTERVAL_MS - Date.now());
      state = await getStandingsState(eventId);
    }
    lastRunAt = Date.now();
    const run = await recomputeStandings(eventId, state);
    const saved = await saveRecompute(eventId, owner, {
      computedVersion: state.version,
      seq: run.seq,
      pageHashes: run.pageHashes,
      leaseUntil: Date.now() + LEASE_MS,
    });
    if (!saved) return;
    if (run.delta) await publishDelta(run.delta);
  }
}

async function refresh(eventId: number): Promise<void> {
  const deadline = Date.now() + BUDGET_MS;
  const version = await markChanged(eventId);
  const owner = randomUUID();
  for (let poll = FIRST_POLL_MS; Date.now() < deadline; poll = Math.min(poll * 1.5, MAX_POLL_MS)) {
    if (await acquireLease(eventId, owner, Date.now(), LEASE_MS)) {
      try {
        return await recomputeWhileChanged(eventId, owner, deadline);
      } catch (error) {
        await releaseLease(eventId, owner);
        throw error;
      }
    }
    if ((await getStandingsState(eventId)).computedVersion >= version) return;
    await sleep(Math.min(poll, deadline - Date.now()));
  }
}

/**
 * Call after storing timing data of the event; resolves once the standings include it or the
 * budget is spent. It never fails the caller: the data is stored, and a failed recompute leaves the
 * event marked as changed, so the next batch computes it.
 */
export async function refreshStandings(eventId: number): Promise<void> {
  try {
    await refresh(eventId);
  } catch (error) {
    logger.error('Standings were not recomputed', { eventId, error: error as Error });
  }
}
