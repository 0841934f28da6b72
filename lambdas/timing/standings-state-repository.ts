// Access patterns of an event's standings bookkeeping: change versions, the
// token of the copy they were computed from, and the stored pages' hashes.
import { isConditionFailure } from '../data/conditions';
import { PageHashesEntity } from '../data/page-hashes-entity';
import { StandingsStateEntity } from '../data/standings-state-entity';

export interface StandingsState {
  version: number;
  computedVersion: number;
  modelToken?: string;
}

/** Records that the event's timing data is about to change; answers the new version. */
export async function markChanged(eventId: number): Promise<number> {
  const { data } = await StandingsStateEntity.update({ eventId }).add({ version: 1 }).go({ response: 'updated_new' });
  return data.version ?? 0;
}

export async function getStandingsState(eventId: number): Promise<StandingsState> {
  const { data } = await StandingsStateEntity.get({ eventId }).go({ consistent: true });
  return {
    version: data?.version ?? 0,
    computedVersion: data?.computedVersion ?? 0,
    modelToken: data?.modelToken,
  };
}

export async function getPageHashes(eventId: number): Promise<Record<string, string>> {
  const { data } = await PageHashesEntity.get({ eventId }).go({ consistent: true });
  return (data?.hashes as Record<string, string> | undefined) ?? {};
}

export async function savePageHashes(eventId: number, hashes: Record<string, string>): Promise<void> {
  await PageHashesEntity.put({ eventId, hashes }).go({ response: 'none' });
}

/**
 * Records a finished refresh, unless another one saved since `from` was read (then false: the
 * caller's copy is not the one the stored standings came from).
 */
export async function saveRefresh(
  eventId: number,
  from: StandingsState,
  run: { computedVersion: number; modelToken: string },
): Promise<boolean> {
  try {
    await StandingsStateEntity.update({ eventId })
      .set(run)
      .where(({ computedVersion }, { eq, notExists }) =>
        from.computedVersion === 0 ? `${notExists(computedVersion)} OR ${eq(computedVersion, 0)}` : eq(computedVersion, from.computedVersion),
      )
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
