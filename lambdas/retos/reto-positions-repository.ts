// Access patterns of a reto's positions: the change counter every finish time raises, the recompute
// that records which change it read, the retos changed since the catch-up sweep last found them
// current, every participant of the reto as the ranking reads them (a page of the partition at a
// time, strongly consistent), and the positions written back.
import type { ChangedState } from '@lambdas/core/catch-up';
import { listChangedIn, markChangedIn, settleChangedIn } from '@lambdas/data/catch-up-state';
import { isConditionFailure, guardedWrite } from '@lambdas/data/conditions';
import { RetoParticipantEntity } from '@lambdas/data/reto-participant-entity';
import { RetoPositionsStateEntity } from '@lambdas/data/reto-positions-state-entity';
import type { ResultList } from '@shared/retos/reto-results';
import type { RetoPositions } from '@shared/retos/reto-ranking';
import { inParallel } from '@lambdas/core/in-parallel';

/** Parallel writes of one recompute: fast on a reto of thousands, gentle on the table. */
const WRITE_CONCURRENCY = 25;

export interface PositionsState {
  version: number;
  computedVersion: number;
  totals: Record<ResultList, number>;
}

/** Records that a finish time changed, after it was written; answers the change's number. */
export const markPositionsChanged = (eventId: string): Promise<number> => markChangedIn(RetoPositionsStateEntity, { eventId });

export interface ChangedReto extends ChangedState {
  eventId: string;
}

/** The retos changed since the catch-up sweep last found their positions current. */
export const listChangedRetos = (): Promise<ChangedReto[]> => listChangedIn(RetoPositionsStateEntity, 'eventId');

/** Out of the changed retos' index, unless a change came since the positions caught up. */
export const settleChangedReto = (eventId: string): Promise<void> => settleChangedIn(RetoPositionsStateEntity, { eventId });

export async function getPositionsState(eventId: string, options: { consistent: boolean }): Promise<PositionsState> {
  const { data } = await RetoPositionsStateEntity.get({ eventId }).go(options);
  return {
    version: data?.version ?? 0,
    computedVersion: data?.computedVersion ?? 0,
    totals: { all: data?.totals?.all ?? 0, F: data?.totals?.F ?? 0, M: data?.totals?.M ?? 0 },
  };
}

/** Records a finished recompute, unless another one saved since `from` was read (then false). */
export async function savePositionsComputed(eventId: string, from: PositionsState, run: { computedVersion: number; totals: Record<ResultList, number> }): Promise<boolean> {
  try {
    await RetoPositionsStateEntity.update({ eventId })
      .set(run)
      .where(({ computedVersion }, { eq, notExists }) => (from.computedVersion === 0 ? `${notExists(computedVersion)} OR ${eq(computedVersion, 0)}` : eq(computedVersion, from.computedVersion)))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const RANKING_ATTRIBUTES = [
  'userID',
  'athleteName',
  'athleteLastName',
  'athleteGender',
  'athleteBirth',
  'raceNumber',
  'category',
  'goalTime',
  'finishTime',
  'finishSeconds',
  'finishTimeDate',
  'positionAbsolute',
  'positionAbsoluteGender',
  'positionAbsoluteCategory',
  'positionRelative',
  'positionRelativeGender',
  'positionRelativeCategory',
] as const;

export async function listRankingFacts(eventId: string) {
  const { data } = await RetoParticipantEntity.query.byReto({ eventId }).go({ pages: 'all', consistent: true, attributes: [...RANKING_ATTRIBUTES] });
  return data;
}

export type RankingFacts = Awaited<ReturnType<typeof listRankingFacts>>[number];

export interface PositionsWrite {
  userID: string;
  category: string;
  positions: RetoPositions;
}

/** Writes the positions (and category) of each participant named; one gone meanwhile is skipped. */
export async function writePositions(eventId: string, writes: readonly PositionsWrite[]): Promise<void> {
  await inParallel(writes, WRITE_CONCURRENCY, ({ userID, category, positions }) =>
    guardedWrite(
      RetoParticipantEntity.patch({ eventId, userID })
        .set({
          category,
          positionAbsolute: positions.absolute,
          positionAbsoluteGender: positions.gender,
          positionAbsoluteCategory: positions.category,
          positionRelative: positions.relative,
          positionRelativeGender: positions.relativeGender,
          positionRelativeCategory: positions.relativeCategory,
        })
        .go({ response: 'none' }),
    ),
  );
}
