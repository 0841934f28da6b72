// One recompute of a reto's positions (docs/retos.md): the change counter is read
// before the participants, so every finish time written before it is in the ranking; each
// participant's category follows the reto's categories, and only the participants whose positions or
// category moved are written, then the results pages whose rows changed. A recompute that finds its
// changes already read by an earlier one does nothing.
import { rankParticipants, UNRANKED, type RankingEntry, type RetoPositions } from '@shared/retos/reto-ranking';
import { retoCategoryOf } from '@shared/retos/reto-category';
import { pagesOf, resultLists, RESULT_LISTS, type ResultList, type RetoResultRow } from '@shared/retos/reto-results';
import { secondsOf } from '@shared/retos/participation';
import { contentHash } from '@lambdas/core/content-hash';
import { getPositionsState, listRankingFacts, savePositionsComputed, writePositions, type PositionsWrite, type RankingFacts } from './reto-positions-repository';
import { positionsOf } from './reto-participant-row';
import { pageKey, storedPageHashes, writeResultsPages, type ResultsPage } from './reto-results-repository';
import { toVirtualEventView } from './virtual-event-view';
import { getVirtualEvent } from './virtual-events-repository';

const samePositions = (a: RetoPositions, b: RetoPositions) => (Object.keys(a) as (keyof RetoPositions)[]).every((key) => a[key] === b[key]);

function resultRow(facts: RankingFacts, category: string, positions: RetoPositions): RetoResultRow {
  return {
    raceNumber: facts.raceNumber ?? 'N/A',
    athleteName: facts.athleteName ?? '',
    athleteLastName: facts.athleteLastName ?? '',
    athleteGender: facts.athleteGender ?? 'M',
    category,
    finishTime: facts.finishTime ?? '',
    goalTime: facts.goalTime ?? '',
    positions,
  };
}

/** The pages of the three lists whose rows differ from those stored, and the stored pages past a list's end. */
async function publishResults(eventId: string, byOverall: RetoResultRow[]): Promise<Record<ResultList, number>> {
  const stored = await storedPageHashes(eventId);
  const lists = resultLists(byOverall);
  const changed: ResultsPage[] = [];
  const current = new Set<string>();
  for (const list of RESULT_LISTS) {
    pagesOf(lists[list]).forEach((rows, i) => {
      const page = i + 1;
      const hash = contentHash(rows);
      current.add(pageKey(list, page));
      if (stored.get(pageKey(list, page)) !== hash) changed.push({ list, page, rows, hash });
    });
  }
  const removed = [...stored.keys()].filter((key) => !current.has(key)).map((key) => {
    const [list, page] = key.split('-') as [ResultList, string];
    return { list, page: Number(page) };
  });
  await writeResultsPages(eventId, changed, removed);
  return { all: lists.all.length, F: lists.F.length, M: lists.M.length };
}

/** Brings the reto's positions up to at least change `upTo`. */
export async function recomputePositions(eventId: string, upTo: number): Promise<void> {
  const state = await getPositionsState(eventId, { consistent: true });
  if (state.computedVersion >= upTo) return;
  const reto = await getVirtualEvent(eventId);
  if (!reto) return;
  const { categories } = toVirtualEventView(reto);
  const participants = await listRankingFacts(eventId);
  const entries: (RankingEntry & { facts: RankingFacts })[] = participants.map((facts) => ({
    facts,
    userID: facts.userID,
    gender: facts.athleteGender ?? 'M',
    category: retoCategoryOf(categories, facts.athleteGender ?? 'M', facts.athleteBirth ?? '', reto.eventStart),
    raceNumber: facts.raceNumber ?? '',
    finishSeconds: facts.finishSeconds,
    goalSeconds: secondsOf(facts.goalTime ?? '00:00:00'),
    finishTimeDate: facts.finishTimeDate,
  }));
  const ranked = rankParticipants(entries, { byTime: reto.eventType === 'byTime' });
  const writes: PositionsWrite[] = [];
  const byOverall: RetoResultRow[] = [];
  for (const entry of entries) {
    const positions = ranked.get(entry.userID) ?? UNRANKED;
    if (entry.category !== (entry.facts.category ?? '') || !samePositions(positions, positionsOf(entry.facts))) {
      writes.push({ userID: entry.userID, category: entry.category, positions });
    }
    if (positions.absolute > 0) byOverall.push(resultRow(entry.facts, entry.category, positions));
  }
  byOverall.sort((a, b) => a.positions.absolute - b.positions.absolute);
  await writePositions(eventId, writes);
  const totals = await publishResults(eventId, byOverall);
  if (!(await savePositionsComputed(eventId, state, { computedVersion: state.version, totals }))) {
    throw new Error(`Positions of reto ${eventId} were saved by another recompute meanwhile`);
  }
}
