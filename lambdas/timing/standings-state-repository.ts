// Access patterns of an event's standings bookkeeping: ingest versions, the recompute lease, the
// delta sequence, the stored pages' hashes and the start list's revision. Every guard is a condition
// on the one state item.
import { randomUUID } from 'node:crypto';
import { isConditionFailure } from '../data/conditions';
import { StandingsStateEntity } from '../data/standings-state-entity';

export interface StandingsState {
  version: number;
  computedVersion: number;
  seq: number;
  pageHashes: Record<string, string>;
  leaseOwner?: string;
  /** Absent until the first start-list upload that recorded one. */
  startListRevision?: string;
}

/** Records that the event's timing data changed; answers the new version. */
export async function markChanged(eventId: number): Promise<number> {
  const { data } = await StandingsStateEntity.update({ eventId }).add({ version: 1 }).go({ response: 'updated_new' });
  return data.version ?? 0;
}

export async function getStandingsState(eventId: number): Promise<StandingsState> {
  const { data } = await StandingsStateEntity.get({ eventId }).go({ consistent: true });
  return {
    version: data?.version ?? 0,
    computedVersion: data?.computedVersion ?? 0,
    seq: data?.seq ?? 0,
    pageHashes: (data?.pageHashes as Record<string, string> | undefined) ?? {},
    leaseOwner: data?.leaseOwner,
    startListRevision: data?.startListRevision,
  };
}

/** Call after saving start-list entries. A random revision, unlike a counter, never comes back. */
export async function markStartListChanged(eventId: number): Promise<void> {
  await StandingsStateEntity.update({ eventId }).set({ startListRevision: randomUUID() }).go({ response: 'none' });
}

async function guarded(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes the recompute lease unless another holder's lease is still running. */
export function acquireLease(eventId: number, owner: string, now: number, leaseMs: number): Promise<boolean> {
  return guarded(() =>
    StandingsStateEntity.update({ eventId })
      .set({ leaseOwner: owner, leaseUntil: now + leaseMs })
      .where(({ leaseUntil }, { notExists, lt }) => `${notExists(leaseUntil)} OR ${lt(leaseUntil, now)}`)
      .go({ response: 'none' }),
  );
}

/**
 * Gives the lease back, but only while the data is still at `version`: a batch that arrived
 * meanwhile makes this fail, and the holder computes once more.
 */
export function releaseLeaseAt(eventId: number, owner: string, version: number): Promise<boolean> {
  return guarded(() =>
    StandingsStateEntity.patch({ eventId })
      .remove(['leaseOwner', 'leaseUntil'])
      .where((attr, { eq }) => `${eq(attr.leaseOwner, owner)} AND ${eq(attr.version, version)}`)
      .go({ response: 'none' }),
  );
}

/** Gives the lease back whatever changed; the next batch picks up what is left. */
export async function releaseLease(eventId: number, owner: string): Promise<void> {
  await guarded(() =>
    StandingsStateEntity.patch({ eventId })
      .remove(['leaseOwner', 'leaseUntil'])
      .where(({ leaseOwner }, { eq }) => eq(leaseOwner, owner))
      .go({ response: 'none' }),
  );
}

/** Records a finished recompute; false when the lease was lost to another holder meanwhile. */
export function saveRecompute(
  eventId: number,
  owner: string,
  run: { computedVersion: number; seq: number; pageHashes: Record<string, string>; leaseUntil: number },
): Promise<boolean> {
  return guarded(() =>
    StandingsStateEntity.patch({ eventId })
      .set(run)
      .where(({ leaseOwner }, { eq }) => eq(leaseOwner, owner))
      .go({ response: 'none' }),
  );
}
