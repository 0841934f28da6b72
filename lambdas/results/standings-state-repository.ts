// Access patterns of an event's standings bookkeeping: change versions, the token of the copy they
// were computed from, the number of rows of each published list, and the events changed since the
// catch-up sweep last found them current.
import type { ChangedState } from '@lambdas/core/catch-up';
import { listChangedIn, markChangedIn, settleChangedIn } from '@lambdas/data/catch-up-state';
import { isConditionFailure } from '@lambdas/data/conditions';
import { StandingsListsEntity } from '@lambdas/data/standings-lists-entity';
import { StandingsStateEntity } from '@lambdas/data/standings-state-entity';

export interface StandingsState {
  version: number;
  computedVersion: number;
  modelToken?: string;
}

/** Records that the event's timing data is about to change; answers the new version. */
export const markChanged = (eventId: number): Promise<number> => markChangedIn(StandingsStateEntity, { eventId });

export interface ChangedEvent extends ChangedState {
  eventId: number;
}

/** The events changed since the catch-up sweep last found them current. */
export const listChangedEvents = (): Promise<ChangedEvent[]> => listChangedIn(StandingsStateEntity, 'eventId');

/** Out of the changed events' index, unless a change came since the standings caught up. */
export const settleChanged = (eventId: number): Promise<void> => settleChangedIn(StandingsStateEntity, { eventId });

export async function getStandingsState(eventId: number): Promise<StandingsState> {
  const { data } = await StandingsStateEntity.get({ eventId }).go({ consistent: true });
  return {
    version: data?.version ?? 0,
    computedVersion: data?.computedVersion ?? 0,
    modelToken: data?.modelToken,
  };
}

/** List key → number of rows of every published list of the event; `consistent` for a refresh. */
export async function getListTotals(eventId: number, options: { consistent: boolean }): Promise<Record<string, number>> {
  const { data } = await StandingsListsEntity.get({ eventId }).go(options);
  return (data?.totals as Record<string, number> | undefined) ?? {};
}

export async function saveListTotals(eventId: number, totals: Record<string, number>): Promise<void> {
  await StandingsListsEntity.put({ eventId, totals }).go({ response: 'none' });
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
