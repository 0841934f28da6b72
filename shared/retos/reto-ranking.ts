// Positions of a reto's participants (docs/retos.md §3 participant positions*, §9 ranking): overall,
// within the gender (M Varonil, F Femenil) and within the gender's category, by finish time, fastest
// first (longest first in a byTime reto); and the same three by the finish/goal ratio, where an athlete
// without a goal counts 100 ('no data': last in a byTime reto too, where the highest ratio leads). Whoever has no finish time gets 0 everywhere. Equal values are told apart by who recorded
// first, then by race number, so positions are always 1, 2, 3… with no gaps and no repeats.
export interface RankingEntry {
  userID: string;
  gender: 'M' | 'F';
  category: string;
  raceNumber: string;
  /** The finish time in seconds; absent or 0 is no finish. */
  finishSeconds?: number;
  /** The goal time in seconds; 0 is no goal. */
  goalSeconds: number;
  /** When the finish time was recorded, ISO-8601 UTC. */
  finishTimeDate?: string;
}

export interface RetoPositions {
  absolute: number;
  gender: number;
  category: number;
  relative: number;
  relativeGender: number;
  relativeCategory: number;
}

export const UNRANKED: RetoPositions = { absolute: 0, gender: 0, category: 0, relative: 0, relativeGender: 0, relativeCategory: 0 };

/** The ratio of an athlete without a goal (docs/retos.md §9: 100 means no data). */
export const NO_GOAL_RATIO = 100;

export function finishGoalRatio(finishSeconds: number, goalSeconds: number): number {
  return goalSeconds > 0 ? finishSeconds / goalSeconds : NO_GOAL_RATIO;
}

interface Finisher {
  entry: RankingEntry;
  seconds: number;
  ratio: number;
  /** The ratio as the relative order sorts it, lowest first. */
  relativeKey: number;
  /** When the time was recorded, epoch ms (absent: last). */
  recordedAt: number;
  /** The place in the finish-time order, which breaks ties of the ratio. */
  order: number;
}

const raceNumberOrder = new Intl.Collator('en', { numeric: true }).compare;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The finish-time order: the shortest time first, or the longest in a byTime reto. */
const timeOrder = (direction: 1 | -1) => (a: Finisher, b: Finisher) =>
  direction * (a.seconds - b.seconds) || a.recordedAt - b.recordedAt || raceNumberOrder(a.entry.raceNumber, b.entry.raceNumber) || compareText(a.entry.userID, b.entry.userID);
const byRatio = (a: Finisher, b: Finisher) => a.relativeKey - b.relativeKey || a.order - b.order;

/** A byTime reto ranks the highest ratio first and whoever has no goal last. */
function relativeKeyOf(ratio: number, hasGoal: boolean, byTime: boolean): number {
  if (!byTime) return ratio;
  return hasGoal ? -ratio : Number.MAX_VALUE;
}

/** Counts 1, 2, 3… per key. */
function counter(): (key: string) => number {
  const next = new Map<string, number>();
  return (key) => {
    const position = (next.get(key) ?? 0) + 1;
    next.set(key, position);
    return position;
  };
}

/** Ranks the finishers, already in an order, into the three positions that order gives: overall, gender, category. */
function positionsIn(finishers: Finisher[], write: (userID: string, overall: number, gender: number, category: number) => void): void {
  const [overall, gender, category] = [counter(), counter(), counter()];
  for (const { entry } of finishers) write(entry.userID, overall(''), gender(entry.gender), category(`${entry.gender}|${entry.category}`));
}

/** Every entry's positions, keyed by userID; the map keeps the overall order, finishers first. */
export function rankParticipants(entries: readonly RankingEntry[], { byTime }: { byTime: boolean }): Map<string, RetoPositions> {
  const finishers: Finisher[] = [];
  for (const entry of entries) {
    const seconds = entry.finishSeconds ?? 0;
    const recordedAt = entry.finishTimeDate ? Date.parse(entry.finishTimeDate) : Number.MAX_SAFE_INTEGER;
    if (seconds > 0) {
      const ratio = finishGoalRatio(seconds, entry.goalSeconds);
      finishers.push({ entry, seconds, ratio, relativeKey: relativeKeyOf(ratio, entry.goalSeconds > 0, byTime), recordedAt, order: 0 });
    }
  }
  finishers.sort(timeOrder(byTime ? -1 : 1)).forEach((finisher, i) => (finisher.order = i));
  const ranked = new Map<string, RetoPositions>();
  positionsIn(finishers, (userID, absolute, gender, category) => {
    ranked.set(userID, { absolute, gender, category, relative: 0, relativeGender: 0, relativeCategory: 0 });
  });
  positionsIn(finishers.sort(byRatio), (userID, relative, relativeGender, relativeCategory) => {
    Object.assign(ranked.get(userID) as RetoPositions, { relative, relativeGender, relativeCategory });
  });
  for (const entry of entries) if (!ranked.has(entry.userID)) ranked.set(entry.userID, { ...UNRANKED });
  return ranked;
}
